import type { Core } from '@strapi/strapi';

/**
 * Strapi opens `POST /admin/register-admin` to anyone until an admin panel user exists, and the
 * first one registered becomes super admin. So the content editors' account is made here, in the
 * bootstrap, which runs before Strapi listens: registration is closed before anyone can reach it.
 */
export interface FirstAdmin {
  email: string;
  password: string;
}

type AdminUserService = {
  exists(where?: Record<string, unknown>): Promise<boolean>;
  createFirstAdmin(attributes: { email: string; password: string; firstname: string; lastname: string }): Promise<{ id: number }>;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD, both or neither; the password meets Strapi's own rule. */
export function readFirstAdmin(env: NodeJS.ProcessEnv): FirstAdmin | undefined {
  return readAdminCredentials(env.CMS_ADMIN_EMAIL, env.CMS_ADMIN_PASSWORD, 'CMS_ADMIN');
}

/** An admin-panel email and password from `<prefix>_EMAIL` / `<prefix>_PASSWORD`: both or neither. */
export function readAdminCredentials(rawEmail: string | undefined, password: string | undefined, prefix: string): FirstAdmin | undefined {
  const email = rawEmail?.trim();
  if (!email && !password) return undefined;
  if (!email || !EMAIL.test(email)) throw new Error(`${prefix}_EMAIL must be an email address`);
  if (!password || password.length < 8 || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    throw new Error(`${prefix}_PASSWORD must have at least 8 characters with a lower-case letter, an upper-case letter and a digit`);
  }
  return { email: email.toLowerCase(), password };
}

/**
 * Creates the super admin when the admin panel has no user yet. An existing admin is left alone
 * (the editors may have changed its password since). With no admin and no credentials Strapi
 * refuses to start rather than listen with registration open.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi, wanted: FirstAdmin | undefined): Promise<void> {
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists()) return;
  if (!wanted) {
    throw new Error(
      'The Strapi admin panel has no user yet and CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD are not set: ' +
        'refusing to start with admin registration open to anyone who reaches this port',
    );
  }
  try {
    await users.createFirstAdmin({ email: wanted.email, password: wanted.password, firstname: 'Content', lastname: 'Editor' });
  } catch (err) {
    // createFirstAdmin locks the super-admin role row: of two instances starting at once, one makes it.
    if (await users.exists()) return;
    throw err;
  }
  strapi.log.info(`[bootstrap] created the admin panel's super admin ${wanted.email}`);
}
