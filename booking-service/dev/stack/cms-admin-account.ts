import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { EnvError, type Env } from '../../src/config/env.ts';
import { generatedOnce } from '../../src/lib/generated-secret.ts';

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
  // A kept password made for another email (or an unreadable file) is replaced; two processes
  // starting together on one DATA_DIR both end up with the one password made first.
  const { value, generated } = generatedOnce(
    file,
    () => `${JSON.stringify({ email, password: generatePassword() }, null, 2)}\n`,
    (text) => savedPassword(text, email) !== undefined,
  );
  const password = savedPassword(value, email);
  if (password === undefined) throw new Error(`${file} does not hold a password for ${email}`);
  return { email, password, file, generated };
}

function savedPassword(text: string, email: string): string | undefined {
  try {
    const saved = JSON.parse(text) as Partial<CmsAdminAccount>;
    return saved.email === email && typeof saved.password === 'string' ? saved.password : undefined;
  } catch {
    return undefined;
  }
}
