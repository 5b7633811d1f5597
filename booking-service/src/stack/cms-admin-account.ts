import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EnvError, type Env } from '../config/env.ts';

/**
 * The Strapi admin panel's first user (the content editors' super admin), which Strapi creates in
 * its bootstrap before it listens. Production takes the password from CMS_ADMIN_PASSWORD; in
 * development a generated one is kept in DATA_DIR, so it stays the same across restarts.
 */
export interface CmsAdminAccount {
  email: string;
  password: string;
  /** The file holding a generated password; absent when it came from the environment. */
  file?: string;
  /** Generated on this start: print it. */
  generated: boolean;
}

const FILE_NAME = 'cms-admin.json';

/** Strapi's admin password rule: 8+ characters with a lower-case letter, an upper-case letter and a digit. */
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

export function cmsAdminAccount(env: Env): CmsAdminAccount {
  if (env.CMS_ADMIN_PASSWORD) return { email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD, generated: false };
  if (env.NODE_ENV === 'production') {
    throw new EnvError('Invalid environment:\n  CMS_ADMIN_PASSWORD: is required in production (the Strapi admin panel user made at its first start)');
  }
  const file = path.join(env.DATA_DIR, FILE_NAME);
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<CmsAdminAccount>;
    if (saved.email === env.CMS_ADMIN_EMAIL && typeof saved.password === 'string') return { email: saved.email, password: saved.password, file, generated: false };
  } catch {
    // no file yet (or unreadable): make a new one
  }
  const account = { email: env.CMS_ADMIN_EMAIL, password: generatePassword() };
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(account, null, 2)}\n`, { mode: 0o600 });
  return { ...account, file, generated: true };
}
