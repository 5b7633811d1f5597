import fc from 'fast-check';
// The reference implementation the banks' scanners have long accepted (dev only: it pulls an old QR renderer).
import generatePayload from 'promptpay-qr';
import { describe, expect, it } from 'vitest';
import { crc16, promptPayIdKind, promptPayPayload, readPromptPayPayload } from './promptpay.ts';

const mobile = fc.stringMatching(/^0[689]\d{8}$/);
const taxId = fc.stringMatching(/^\d{13}$/);
const eWallet = fc.stringMatching(/^\d{15}$/);
const baht = fc.integer({ min: 1, max: 99_999_999 }).map((satang) => (satang / 100).toFixed(2));

describe('promptPayPayload', () => {
  it('is the payload of the reference implementation for any id and amount', () => {
    fc.assert(
      fc.property(fc.oneof(mobile, taxId, eWallet), fc.option(baht, { nil: undefined }), (id, amount) => {
        expect(promptPayPayload(id, amount)).toBe(generatePayload(id, amount === undefined ? {} : { amount: Number(amount) }));
      }),
    );
  });

  it('holds the id and the exact amount, readable back, with a CRC that checks', () => {
    fc.assert(
      fc.property(mobile, baht, (id, amount) => {
        const fields = readPromptPayPayload(promptPayPayload(id, amount));
        expect(fields['29.01']).toBe(`0066${id.slice(1)}`);
        expect(fields['54']).toBe(amount);
        expect(fields['53']).toBe('764');
        expect(fields['01']).toBe('12');
      }),
    );
  });

  it('checks with the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('refuses what is not an id, and an amount that is zero, negative or has satang fractions', () => {
    for (const id of ['', '12345', '1812345678', '08123456789', 'abc0812345678']) expect(() => promptPayPayload(id, '1.00'), id).toThrow(RangeError);
    for (const amount of ['0', '-5', '1.005', 'NaN', 'Infinity']) expect(() => promptPayPayload('0812345678', amount), amount).toThrow(RangeError);
    expect(promptPayIdKind('0812345678')).toBe('mobile');
  });

  it('refuses a payload whose CRC does not match', () => {
    const payload = promptPayPayload('0812345678', '500.00');
    expect(() => readPromptPayPayload(payload.replace('500.00', '900.00'))).toThrow(/CRC/);
  });
});
