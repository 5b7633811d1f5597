import { initI18n as initWithLocales, type InitOptions, type Language } from '@islandstay/web-common/lib/i18n';
import en from '../locales/en.json';

// Still imported from here by features/static-pages/api/get-page.ts; everything else imports it from web-common.
export { isLanguage } from '@islandstay/web-common/lib/i18n';

/** i18next with the storefront's translations: English in the first load, Thai its own chunk. */
export const initI18n = (language?: Language, options?: InitOptions) => initWithLocales({ en, th: async () => (await import('../locales/th.json')).default }, language, options);
