import type { TFunction } from 'i18next';

/** The shared pricing schema's English sentences, in the user's language; others as written (spec 8). */
const KNOWN: Record<string, string> = {
  'must be between 0.1 and 10': 'pricing.errors.multiplier',
  'must be MM-DD (month 01-12, day 01-31)': 'pricing.errors.monthDay',
  'must be at least 1': 'pricing.errors.atLeast1',
  'must be at least 2': 'pricing.errors.atLeast2',
  'must be at least 0': 'pricing.errors.atLeast0',
  'must be between 0 and 100': 'pricing.errors.percent',
  'is required': 'pricing.errors.required',
  'must be a number': 'pricing.errors.number',
  'must be a whole number': 'pricing.errors.whole',
  'choose at least one day': 'pricing.errors.chooseDay',
  'must not be before startDate': 'pricing.errors.endBeforeStart',
};

export function translatePricingMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  if (/^Invalid input: expected number, received NaN$/.test(message)) return t('pricing.errors.number');
  const key = KNOWN[message];
  return key ? t(key) : message;
}
