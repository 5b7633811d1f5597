/**
 * Phones arrive as `{ countryCode, phone }` ("66" or "+66", national number as typed).
 * One leading 0 of the national number is a trunk prefix and is dropped, so 0812345678 and
 * 812345678 are the same Thai number. A customer is identified by the E.164 form.
 */
export const PHONE_MESSAGE = 'Please enter a valid phone number (9 or 10 digits)';

export type PhoneResult = { ok: true; e164: string; countryCode: string; national: string } | { ok: false; error: string };

export function normalizePhone(countryCode: string, phone: string): PhoneResult {
  const code = countryCode.trim().replace(/^\+/, '');
  if (!/^[1-9]\d{0,3}$/.test(code)) return { ok: false, error: 'Please choose a valid country code' };
  const typed = phone.trim();
  if (!/^\d{9,10}$/.test(typed)) return { ok: false, error: PHONE_MESSAGE };
  const national = typed.startsWith('0') ? typed.slice(1) : typed;
  if (code.length + national.length > 15) return { ok: false, error: PHONE_MESSAGE };
  return { ok: true, e164: `+${code}${national}`, countryCode: code, national };
}
