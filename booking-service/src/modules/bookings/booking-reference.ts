import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read out on the phone cannot be misheard. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `IS-${code}`;
}

/** A deterministic reference for generated data: n written in the reference alphabet. */
export function sequentialBookingReference(n: number): string {
  let code = '';
  for (let rest = n, i = 0; i < 8; i++, rest = Math.floor(rest / REFERENCE_ALPHABET.length)) {
    code = REFERENCE_ALPHABET[rest % REFERENCE_ALPHABET.length] + code;
  }
  return `IS-${code}`;
}
