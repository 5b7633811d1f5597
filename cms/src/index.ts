import type { Core } from '@strapi/strapi';
import { ensureStaffRoles } from './bootstrap/roles';
import { syncPublicPermissions } from './bootstrap/public-permissions';
import { ensureServiceToken, readServiceKey } from './bootstrap/service-token';
import { ensureSiteSetting } from './bootstrap/site-setting';
import { ensurePredefinedAmenities } from './bootstrap/amenities';
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
    // Subscribed before the amenities are ensured, so a first start pushes them too.
    subscribeSync(strapi);
    await ensurePredefinedAmenities(strapi);
    strapi.log.info('[bootstrap] roles, public permissions, service token, site settings and amenities are in place');
  },
};
