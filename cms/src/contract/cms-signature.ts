import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of the CMS's events (`POST /internal/cms-events`) and of `npm run cms:resync`:
 * `X-IslandStay-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 *
 * One implementation for both ends. This module imports only `node:crypto`, so the CMS (its own
 * CommonJS project, built by Strapi) compiles a byte-for-byte copy of it:
 * `cms/src/contract/cms-signature.ts`, refreshed by `npm run build --prefix cms`; a test in this
 * folder fails when the copy differs.
 */
export const CMS_SIGNATURE_HEADER = 'x-islandstay-signature';
/** How old (or how far ahead of our clock) a signature may be: a captured request cannot be replayed later. */
export const CMS_SIGNATURE_TOLERANCE_SECONDS = 300;

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function mac(secret: string, body: string, unixSeconds: number): Buffer {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest();
}

export function signPayload(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${mac(secret, body, unixSeconds).toString('hex')}`;
}

/** True when the header carries a valid signature of this exact body made within the tolerance. */
export function verifySignature(secret: string, header: string | undefined, body: string, now: Date, toleranceSeconds: number): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !HEX_SHA256.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  return timingSafeEqual(mac(secret, body, t), Buffer.from(given, 'hex'));
}
