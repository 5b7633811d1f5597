import type { TFunction } from 'i18next';

/** The currency schemas' and the server's English sentences in the user's language; anything else as written. */
const KNOWN: Record<string, string> = {
  'code is required': 'currency.messages.codeRequired',
  'code must be 3 letters': 'currency.messages.codeLetters',
  'symbol is required': 'currency.messages.symbolRequired',
  'must be at most 5 characters': 'currency.messages.symbolLength',
  'name is required': 'currency.messages.nameRequired',
  'rate must be a number': 'currency.messages.rateNumber',
  'rate must be greater than 0': 'currency.messages.ratePositive',
  'rate is too large': 'currency.messages.rateLarge',
  'decimal places must be 0, 2, 3 or 4': 'currency.messages.decimals',
  'position must be before or after': 'currency.messages.position',
};

export function currencyMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = KNOWN[message];
  return key ? t(key) : message;
}
