import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { EnvError, type Env } from '../../config/env.ts';
import { generatedOnce } from '../../lib/generated-secret.ts';

const KEY_FILE = 'tm30-encryption.key';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function decodeKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32) throw new EnvError('Invalid environment:\n  TM30_ENCRYPTION_KEY: must be 32 bytes');
  return key;
}

/**
 * The TM30 key: TM30_ENCRYPTION_KEY, or in development one generated into DATA_DIR on first use
 * (like the Strapi admin password), so the stored forms stay readable across restarts.
 * Production refuses to start without the variable (config/env.ts).
 */
export function tm30KeyFor(env: Env): Buffer {
  if (env.TM30_ENCRYPTION_KEY) return decodeKey(env.TM30_ENCRYPTION_KEY);
  if (env.NODE_ENV === 'production') throw new EnvError('Invalid environment:\n  TM30_ENCRYPTION_KEY: is required in production');
  const file = path.join(env.DATA_DIR, KEY_FILE);
  // Two processes starting together on one DATA_DIR both end up with the one key made first.
  const { value } = generatedOnce(file, () => `${randomBytes(32).toString('hex')}\n`);
  try {
    return decodeKey(value.trim());
  } catch {
    // Never replaced here: the forms sealed with it would become unreadable.
    throw new EnvError(`Invalid environment:\n  TM30_ENCRYPTION_KEY: ${file} does not hold a 32-byte key (hex or base64); set the variable, or move the file away to make a new key`);
  }
}

/**
 * AES-256-GCM sealing of one booking's TM30 details. The booking id is the additional
 * authenticated data, so a sealed value copied onto another booking does not open.
 * Layout: 12-byte IV | 16-byte tag | ciphertext.
 */
export class Tm30Sealer {
  private readonly linkKey: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the TM30 key must be 32 bytes');
    this.linkKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'islandstay tm30 link', 32));
  }

  seal(bookingId: string, value: unknown): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(bookingId));
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  open(bookingId: string, sealed: Buffer): unknown {
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(bookingId));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as unknown;
  }

  /** The token of the confirmation email's link: lets whoever holds the email fill the form without signing in. */
  linkToken(bookingId: string): string {
    return createHmac('sha256', this.linkKey).update(bookingId).digest('base64url');
  }

  checkLinkToken(bookingId: string, token: string): boolean {
    const expected = Buffer.from(this.linkToken(bookingId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
