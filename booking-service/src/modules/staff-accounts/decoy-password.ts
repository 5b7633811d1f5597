import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/**
 * PBKDF2-SHA256 iterations that cost about what Strapi spends on one bcrypt compare (bcryptjs,
 * cost 10, its default for users-permissions passwords), measured side by side on one machine.
 * It runs on libuv's thread pool, so the event loop stays free meanwhile.
 */
const ITERATIONS = 350_000;

/**
 * A password check against an account that does not exist. Strapi answers at once for an unknown
 * name but hashes for a known one, which told anyone which names are accounts; an unknown name
 * pays the same hash here. The result is always false.
 */
export class DecoyPasswordCheck {
  private readonly salt = randomBytes(16);
  private readonly expected = randomBytes(32);

  async verify(password: string): Promise<false> {
    const derived = await pbkdf2Async(password, this.salt, ITERATIONS, 32, 'sha256');
    timingSafeEqual(derived, this.expected);
    return false;
  }
}
