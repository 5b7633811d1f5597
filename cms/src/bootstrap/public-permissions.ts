import type { Core } from '@strapi/strapi';

// The complete list of what an anonymous caller may do. Anything else found on the Public role
// (Strapi's default register, login and password-reset actions included) is removed on every
// start, so a click in the admin panel cannot widen public access beyond this list for long.
// Staff login reaches Strapi from the booking service with the service token, which keeps
// Strapi's port from offering unlimited password guessing (its own rate limiter is off).
export const PUBLIC_ACTIONS = [
  'api::area.area.find',
  'api::area.area.findOne',
  'api::amenity.amenity.find',
  'api::amenity.amenity.findOne',
  'api::villa.villa.find',
  'api::villa.villa.findOne',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::site-setting.site-setting.find',
] as const;

export async function syncPublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' }, populate: ['permissions'] });
  if (!role) throw new Error('users-permissions has no Public role (its own bootstrap should have created it)');

  const allowed: readonly string[] = PUBLIC_ACTIONS;
  const current: { id: number; action: string }[] = role.permissions ?? [];
  const currentActions = new Set(current.map((permission) => permission.action));

  const toAdd = allowed.filter((action) => !currentActions.has(action));
  const toRemove = current.filter((permission) => !allowed.includes(permission.action));

  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of toAdd) {
    await permissions.create({ data: { action, role: role.id } });
  }
  if (toRemove.length > 0) {
    await permissions.deleteMany({ where: { id: { $in: toRemove.map((permission) => permission.id) } } });
  }

  if (toAdd.length > 0) strapi.log.info(`[bootstrap] Public role granted: ${toAdd.join(', ')}`);
  if (toRemove.length > 0) {
    strapi.log.info(`[bootstrap] Public role revoked: ${toRemove.map((permission) => permission.action).join(', ')}`);
  }
}
