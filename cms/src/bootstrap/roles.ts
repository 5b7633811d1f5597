import type { Core } from '@strapi/strapi';

// Owners and back-office admins are users-permissions users with one of these roles. The roles get
// no content-API permissions: staff act through the booking service, never on Strapi directly.
const STAFF_ROLES = [
  { type: 'owner', name: 'Owner', description: 'Villa owner; manages their own villas through the back office' },
  { type: 'admin', name: 'Admin', description: 'Back-office administrator' },
] as const;

export async function ensureStaffRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  for (const role of STAFF_ROLES) {
    const existing = await roles.findOne({ where: { type: role.type } });
    if (existing) continue;
    await roles.create({ data: role });
    strapi.log.info(`[bootstrap] created users-permissions role ${role.name}`);
  }
}
