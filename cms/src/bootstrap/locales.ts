import type { Core } from '@strapi/strapi';

// Pages and site settings are written in English (Strapi's default locale) and optionally in Thai;
// the booking service asks for `th` and falls back to English where no Thai version exists.
export const CONTENT_LOCALES = [{ code: 'th', name: 'Thai (th)' }] as const;

export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of CONTENT_LOCALES) {
    if (await locales.findByCode(locale.code)) continue;
    await locales.create({ code: locale.code, name: locale.name });
    strapi.log.info(`[bootstrap] added the ${locale.name} content locale`);
  }
}
