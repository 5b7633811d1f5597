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
const EDITOR_FILE_NAME = 'cms-editor.json';

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
  return savedOrGenerated(env.DATA_DIR, FILE_NAME, env.CMS_ADMIN_EMAIL);
}

/**
 * The content editor with Strapi's Editor role (content only, no settings), made by Strapi at its
 * first start. Development: always, with a generated password kept in DATA_DIR; production: only
 * when CMS_EDITOR_PASSWORD is set.
 */
export function cmsEditorAccount(env: Env): CmsAdminAccount | undefined {
  if (env.CMS_EDITOR_PASSWORD) return { email: env.CMS_EDITOR_EMAIL, password: env.CMS_EDITOR_PASSWORD, generated: false };
  if (env.NODE_ENV === 'production') return undefined;
  return savedOrGenerated(env.DATA_DIR, EDITOR_FILE_NAME, env.CMS_EDITOR_EMAIL);
}

function savedOrGenerated(dataDir: string, fileName: string, email: string): CmsAdminAccount {
  const file = path.join(dataDir, fileName);
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<CmsAdminAccount>;
    if (saved.email === email && typeof saved.password === 'string') return { email: saved.email, password: saved.password, file, generated: false };
  } catch {
    // no file yet (or unreadable): make a new one
  }
  const account = { email, password: generatePassword() };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(account, null, 2)}\n`, { mode: 0o600 });
  return { ...account, file, generated: true };
}
