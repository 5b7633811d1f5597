import type { Core } from '@strapi/strapi';

// A single type has no document until someone saves it, and until then GET /api/site-setting is a
// 404. Creating the empty document once gives readers the schema defaults (check-in 14:00,
// check-out 11:00) from the first start on.
export async function ensureSiteSetting(strapi: Core.Strapi): Promise<void> {
  const settings = strapi.documents('api::site-setting.site-setting');
  if (await settings.findFirst()) return;
  await settings.create({ data: {} });
  strapi.log.info('[bootstrap] created the site settings document with default values');
}
