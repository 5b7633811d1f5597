/**
 * The phone country codes the product's forms offer (sign-in, profile, contact page), in the order
 * of docs/product.md#sign-in. The server refuses any other, so both front ends build their pickers
 * from this list.
 * `iso` is the ISO 3166-1 alpha-2 code (flag images, `Intl.DisplayNames`); `labelKey` is the
 * i18n key of the country's name; `name` and `flag` are the English name and emoji fallback.
 */
export const COUNTRY_CODES = [
  { code: '+1', iso: 'US', name: 'United States / Canada', flag: '🇺🇸', labelKey: 'countries.US' },
  { code: '+44', iso: 'GB', name: 'United Kingdom', flag: '🇬🇧', labelKey: 'countries.GB' },
  { code: '+91', iso: 'IN', name: 'India', flag: '🇮🇳', labelKey: 'countries.IN' },
  { code: '+972', iso: 'IL', name: 'Israel', flag: '🇮🇱', labelKey: 'countries.IL' },
  { code: '+66', iso: 'TH', name: 'Thailand', flag: '🇹🇭', labelKey: 'countries.TH' },
  { code: '+61', iso: 'AU', name: 'Australia', flag: '🇦🇺', labelKey: 'countries.AU' },
  { code: '+81', iso: 'JP', name: 'Japan', flag: '🇯🇵', labelKey: 'countries.JP' },
  { code: '+49', iso: 'DE', name: 'Germany', flag: '🇩🇪', labelKey: 'countries.DE' },
  { code: '+33', iso: 'FR', name: 'France', flag: '🇫🇷', labelKey: 'countries.FR' },
] as const;

export type CountryCodeOption = (typeof COUNTRY_CODES)[number];
export type CountryCode = CountryCodeOption['code'];

/** The default selection (docs/product.md#sign-in). */
export const DEFAULT_COUNTRY_CODE: CountryCode = '+1';

export const COUNTRY_CODE_MESSAGE = `countryCode must be one of ${COUNTRY_CODES.map((c) => c.code).join(', ')}`;

const SUPPORTED_DIGITS = new Set<string>(COUNTRY_CODES.map((c) => c.code.slice(1)));

/** Whether a country code as typed ("66", "+66", " +66 ") is one of the list. */
export function isSupportedCountryCode(countryCode: string): boolean {
  return SUPPORTED_DIGITS.has(countryCode.trim().replace(/^\+/, ''));
}
