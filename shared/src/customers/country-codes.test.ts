import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../contacts/contact.schemas.ts';
import { COUNTRY_CODES, COUNTRY_CODE_MESSAGE, DEFAULT_COUNTRY_CODE, isSupportedCountryCode } from './country-codes.ts';
import { phoneInputSchema } from './customer.schemas.ts';

describe('the country code list', () => {
  it("when read, then it is the spec's list in the spec's order, +1 by default, each with a flag, a name and an i18n key", () => {
    expect(COUNTRY_CODES.map((c) => c.code)).toEqual(['+1', '+44', '+91', '+972', '+66', '+61', '+81', '+49', '+33']);
    expect(DEFAULT_COUNTRY_CODE).toBe('+1');
    expect(new Set(COUNTRY_CODES.map((c) => c.iso)).size).toBe(COUNTRY_CODES.length);
    for (const option of COUNTRY_CODES) {
      expect(option.labelKey).toBe(`countries.${option.iso}`);
      // A flag emoji is the two regional indicator letters of the ISO code.
      expect([...option.flag].map((ch) => String.fromCharCode(ch.codePointAt(0)! - 0x1f1e6 + 65)).join('')).toBe(option.iso);
      expect(option.name.length).toBeGreaterThan(0);
    }
  });

  it('when a code is typed with or without "+" or with spaces, then listed codes are supported and others are not', () => {
    for (const code of ['+66', '66', ' +972 ', '1', '+1 ', '+33']) expect(isSupportedCountryCode(code), code).toBe(true);
    for (const code of ['+7', '86', '0066', '++66', '+6 6', '', '+']) expect(isSupportedCountryCode(code), code).toBe(false);
  });
});

describe('phone validation uses the list', () => {
  it('when every listed code is given with a 9- or 10-digit number, then the phone input is valid', () => {
    for (const { code } of COUNTRY_CODES) {
      expect(phoneInputSchema.safeParse({ countryCode: code, phone: '0812345678' }).success, code).toBe(true);
      expect(phoneInputSchema.safeParse({ countryCode: code.slice(1), phone: '812345678' }).success, code).toBe(true);
    }
  });

  it('when a well-formed code is not in the list, then the issue names countryCode with the list', () => {
    const result = phoneInputSchema.safeParse({ countryCode: '+7', phone: '0812345678' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['countryCode', COUNTRY_CODE_MESSAGE]]);
    expect(COUNTRY_CODE_MESSAGE).toBe('countryCode must be one of +1, +44, +91, +972, +66, +61, +81, +49, +33');
  });

  it('when the contact form has a code outside the list, then it is refused; empty or absent stays fine', () => {
    const form = { firstName: 'Nok', lastName: 'Srisuk', email: 'nok@example.com', subject: 'Other', message: 'Hi' };
    expect(contactMessageSchema.safeParse({ ...form, countryCode: '+86', phone: '0812345678' }).error?.issues[0]?.path).toEqual(['countryCode']);
    expect(contactMessageSchema.safeParse({ ...form, countryCode: '+66', phone: '0812345678' }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...form, countryCode: '' }).success).toBe(true);
    expect(contactMessageSchema.safeParse(form).success).toBe(true);
  });
});
