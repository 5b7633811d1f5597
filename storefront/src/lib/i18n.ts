import { initI18n as initWithLocales, type InitOptions, type Language } from '@islandstay/web-common/lib/i18n';
import en from '../locales/en.json';

/** i18next with the storefront's translations: English in the first load, Thai its own chunk. */
export const initI18n = (language?: Language, options?: InitOptions) => initWithLocales({ en, th: async () => (await import('../locales/th.json')).default }, language, options);
