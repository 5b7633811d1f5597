import type { Core } from '@strapi/strapi';
import { ensureStaffRoles } from './bootstrap/roles';
import { syncPublicPermissions } from './bootstrap/public-permissions';
import { ensureServiceToken, readServiceKey } from './bootstrap/service-token';
import { ensureSiteSetting } from './bootstrap/site-setting';
import { slugFromName } from './document-middlewares/slug-from-name';
import { subscribeSync } from './sync/lifecycles';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.documents.use(slugFromName(strapi));
  },

  // Runs on every start and only changes what differs from the wanted state.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const serviceKey = readServiceKey(process.env);
    await ensureStaffRoles(strapi);
    await syncPublicPermissions(strapi);
    await ensureServiceToken(strapi, serviceKey);
    await ensureSiteSetting(strapi);
    subscribeSync(strapi);
    strapi.log.info('[bootstrap] roles, public permissions, service token and site settings are in place');
  },
};
