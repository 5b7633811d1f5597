import type { Core } from '@strapi/strapi';
import { ensureStaffRoles } from './bootstrap/roles';
import { syncPublicPermissions } from './bootstrap/public-permissions';
import { readServiceKey, registerServiceToken, revokeLegacyServiceToken } from './bootstrap/service-token';
import { ensureFirstAdmin, readFirstAdmin } from './bootstrap/first-admin';
import { ensureEditor, readEditor } from './bootstrap/editor-account';
import { applyFieldDescriptions } from './bootstrap/field-descriptions';
import { exitWithParent } from './bootstrap/exit-with-parent';
import { ensureSiteSetting } from './bootstrap/site-setting';
import { ensureLocales } from './bootstrap/locales';
import { ensurePredefinedAmenities } from './bootstrap/amenities';
import { slugFromName } from './document-middlewares/slug-from-name';
import { subscribeSync } from './sync/lifecycles';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    exitWithParent(process.env, (message) => strapi.log.warn(message));
    strapi.documents.use(slugFromName(strapi));
    // Before Strapi serves a request; a key shorter than the minimum stops the start here.
    registerServiceToken(strapi, readServiceKey(process.env));
  },

  // Runs on every start and only changes what differs from the wanted state.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // First, so a Strapi that cannot close admin registration stops before doing anything else.
    await ensureFirstAdmin(strapi, readFirstAdmin(process.env));
    await ensureEditor(strapi, readEditor(process.env));
    await ensureStaffRoles(strapi);
    await syncPublicPermissions(strapi);
    await revokeLegacyServiceToken(strapi, readServiceKey(process.env));
    await ensureLocales(strapi);
    await ensureSiteSetting(strapi);
    await applyFieldDescriptions(strapi);
    // Subscribed before the amenities are ensured, so a first start pushes them too.
    subscribeSync(strapi);
    await ensurePredefinedAmenities(strapi);
    strapi.log.info('[bootstrap] admin panel users, roles, public permissions, locales, site settings, field descriptions and amenities are in place');
  },
};
