import Decimal from 'decimal.js';

/**
 * A PromptPay QR payload (Thai QR Payment, the EMVCo merchant-presented format): the business's
 * PromptPay id and, when given, the exact amount in baht, so the guest's banking app fills both in.
 * Each field is `<id><length><value>`; the payload ends with a CRC-16 (CCITT, start 0xFFFF) over
 * everything before it, its own id and length included. A personal PromptPay QR carries no
 * reference of ours: the booking reference is shown beside it for the transfer's note.
 */

/** A mobile number (10 digits, Thai), a national or tax id (13 digits) or an e-wallet id (15 digits). */
export type PromptPayIdKind = 'mobile' | 'taxId' | 'eWallet';

const PROMPTPAY_AID = 'A000000677010111';
const SUBTAG: Record<PromptPayIdKind, string> = { mobile: '01', taxId: '02', eWallet: '03' };

/** The id's kind from its digits (spaces and dashes aside), or undefined when it is none of them. */
export function promptPayIdKind(id: string): PromptPayIdKind | undefined {
  const digits = id.replace(/[\s-]/g, '');
  if (/^0\d{9}$/.test(digits)) return 'mobile';
  if (/^\d{13}$/.test(digits)) return 'taxId';
  if (/^\d{15}$/.test(digits)) return 'eWallet';
  return undefined;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`field ${id} is ${value.length} characters, at most 99`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, start 0xFFFF, no reflection, no final xor. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The payload for `id` and, when given, `amount` in baht (exact decimal text or a Decimal, at most
 * two places; a QR with an amount is "dynamic", one without lets the payer type it).
 */
export function promptPayPayload(id: string, amount?: Decimal.Value): string {
  const kind = promptPayIdKind(id);
  if (!kind) throw new RangeError(`not a PromptPay id (a 10-digit mobile number, a 13-digit tax id or a 15-digit e-wallet id): ${id}`);
  const digits = id.replace(/[\s-]/g, '');
  // A mobile number goes in international form without its plus: 0066 and the number without its 0.
  const target = kind === 'mobile' ? `0066${digits.slice(1)}` : digits;
  let amountField = '';
  if (amount !== undefined) {
    const baht = new Decimal(amount);
    if (!baht.isFinite() || baht.lte(0) || !baht.eq(baht.toDecimalPlaces(2))) throw new RangeError(`a PromptPay amount is more than 0 baht with at most two places, got ${String(amount)}`);
    amountField = field('54', baht.toFixed(2));
  }
  const body = [
    field('00', '01'),
    field('01', amount === undefined ? '11' : '12'),
    field('29', field('00', PROMPTPAY_AID) + field(SUBTAG[kind], target)),
    field('58', 'TH'),
    field('53', '764'),
    amountField,
  ].join('');
  return `${body}6304${crc16(`${body}6304`)}`;
}

/** The fields of a payload by id (the merchant template's own fields under `29.<id>`), after checking its CRC. */
export function readPromptPayPayload(payload: string): Record<string, string> {
  const crcAt = payload.length - 4;
  if (payload.slice(crcAt - 4, crcAt) !== '6304' || crc16(payload.slice(0, crcAt)) !== payload.slice(crcAt)) throw new RangeError('not a PromptPay payload: its CRC does not match');
  const read = (text: string, prefix: string, into: Record<string, string>) => {
    for (let at = 0; at < text.length;) {
      const id = text.slice(at, at + 2);
      const length = Number(text.slice(at + 2, at + 4));
      const value = text.slice(at + 4, at + 4 + length);
      if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || value.length !== length) throw new RangeError(`not a PromptPay payload: a broken field at ${at}`);
      into[prefix + id] = value;
      if (id === '29' && prefix === '') read(value, '29.', into);
      at += 4 + length;
    }
    return into;
  };
  return read(payload.slice(0, crcAt - 4), '', {});
}
