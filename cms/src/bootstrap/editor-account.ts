import type { Core } from '@strapi/strapi';
import { readAdminCredentials, type FirstAdmin } from './first-admin';

/**
 * A content editor's admin-panel account with Strapi's own Editor role (villas, areas, amenities,
 * pages, site settings and the Media Library; no settings, no admin users). Made when
 * CMS_EDITOR_EMAIL and CMS_EDITOR_PASSWORD are set and no admin user has that email yet: `npm start`
 * sets them in development and prints the account with the demo ones; production sets them only if
 * it wants such an account. An existing account is left alone (its password may have changed since).
 */
const EDITOR_ROLE = 'strapi-editor';

type AdminUserService = {
  exists(where?: Record<string, unknown>): Promise<boolean>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
};

export function readEditor(env: NodeJS.ProcessEnv): FirstAdmin | undefined {
  return readAdminCredentials(env.CMS_EDITOR_EMAIL, env.CMS_EDITOR_PASSWORD, 'CMS_EDITOR');
}

export async function ensureEditor(strapi: Core.Strapi, wanted: FirstAdmin | undefined): Promise<void> {
  if (!wanted) return;
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists({ email: wanted.email })) return;
  const role = (await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE } })) as { id: number } | null;
  if (!role) throw new Error(`Strapi's Editor admin role (${EDITOR_ROLE}) is missing`);
  try {
    await users.create({
      email: wanted.email,
      password: wanted.password,
      firstname: 'Villa',
      lastname: 'Writer',
      isActive: true,
      registrationToken: null,
      roles: [role.id],
    });
  } catch (err) {
    // Two instances starting at once: one of them makes it.
    if (await users.exists({ email: wanted.email })) return;
    throw err;
  }
  strapi.log.info(`[bootstrap] created the content editor ${wanted.email} (Editor role)`);
}
