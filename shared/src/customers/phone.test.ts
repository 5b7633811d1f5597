import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('when the message is read, then it is the spec wording', () => {
    expect(PHONE_MESSAGE).toBe('Please enter a valid phone number (9 or 10 digits)');
  });

  it("when ('66', '0812345678') is given, then the trunk 0 is dropped and it is +66812345678", () => {
    expect(normalizePhone('66', '0812345678')).toEqual({ ok: true, e164: '+66812345678', countryCode: '66', national: '812345678' });
  });

  it("when ('+66', '812345678') is given, then it is the same customer +66812345678", () => {
    expect(normalizePhone('+66', '812345678')).toEqual({ ok: true, e164: '+66812345678', countryCode: '66', national: '812345678' });
  });

  it('when a 10-digit number without a leading 0 is given, then all ten digits are kept', () => {
    const result = normalizePhone('+1', '4155552671');
    expect(result).toEqual({ ok: true, e164: '+14155552671', countryCode: '1', national: '4155552671' });
  });

  it('when surrounding whitespace is typed, then it is ignored', () => {
    const result = normalizePhone(' +66 ', ' 0812345678 ');
    expect(result.ok && result.e164).toBe('+66812345678');
  });

  it.each([
    ['8 digits', '81234567'],
    ['11 digits', '08123456789'],
    ['letters', '08123abc78'],
    ['only letters', 'abcdefghij'],
    ['a plus sign', '+812345678'],
    ['inner spaces', '081 234 5678'],
    ['dashes', '081-234-5678'],
    ['nothing', ''],
  ])('when the number has %s, then it is refused with the 9-or-10-digits message', (_label, phone) => {
    expect(normalizePhone('66', phone)).toEqual({ ok: false, error: PHONE_MESSAGE });
  });

  it.each(['', '+', '0', '066', '12345', 'ab', '+-1'])('when the country code is %j, then it is refused', (code) => {
    expect(normalizePhone(code, '0812345678')).toEqual({ ok: false, error: 'Please choose a valid country code' });
  });

  it('for any country code and 9-10 digit number, then the result is E.164 and "0"-prefixed and bare numbers agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.boolean(), fc.stringMatching(/^[1-9]\d{8}$/), (code, withPlus, national) => {
        const countryCode = `${withPlus ? '+' : ''}${code}`;
        const bare = normalizePhone(countryCode, national);
        const withTrunk = normalizePhone(countryCode, `0${national}`);
        expect(bare).toEqual(withTrunk);
        expect(bare.ok).toBe(true);
        if (!bare.ok) return;
        expect(bare.e164).toBe(`+${code}${national}`);
        expect(bare.e164).toMatch(/^\+[1-9]\d{1,14}$/);
      }),
      { numRuns: 300 },
    );
  });

  it('for any digit string shorter than 9 or longer than 10, then it is refused with the phone message', () => {
    const wrongLength = fc.oneof(fc.stringMatching(/^\d{0,8}$/), fc.stringMatching(/^\d{11,20}$/));
    fc.assert(
      fc.property(wrongLength, (phone) => {
        expect(normalizePhone('66', phone)).toEqual({ ok: false, error: PHONE_MESSAGE });
      }),
      { numRuns: 300 },
    );
  });

  it('for any 9-10 character string containing a non-digit, then it is refused with the phone message', () => {
    const withNonDigit = fc
      .tuple(fc.stringMatching(/^\d{0,9}$/), fc.stringMatching(/^[^\d\s]$/))
      .map(([digits, other]) => `${digits.slice(0, 4)}${other}${digits.slice(4)}`)
      .filter((s) => s.length >= 9 && s.length <= 10);
    fc.assert(
      fc.property(withNonDigit, (phone) => {
        expect(normalizePhone('66', phone)).toEqual({ ok: false, error: PHONE_MESSAGE });
      }),
      { numRuns: 200 },
    );
  });

  it('when the country code has 1 to 4 digits and the longest national number, then the E.164 form stays within 15 digits', () => {
    const result = normalizePhone('1234', '1234567890');
    expect(result).toMatchObject({ ok: true, e164: '+12341234567890' });
    expect(normalizePhone('12345', '123456789')).toEqual({ ok: false, error: 'Please choose a valid country code' });
  });
});
