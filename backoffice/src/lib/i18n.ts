import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { readPreference, writePreference } from './storage.ts';

export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'islandstay.language';

/** English ships with the app; Thai is its own chunk, loaded when chosen. */
const loaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: async () => en,
  th: async () => (await import('../locales/th.json')).default,
};

export function isLanguage(value: string | null | undefined): value is Language {
  return value === 'en' || value === 'th';
}

function preferredLanguage(): Language {
  const stored = readPreference(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loaders[language]());
}

function reflectInDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function initI18n(language: Language = preferredLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: en } },
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await changeLanguage(language, { persist: false });
  return i18next;
}

export async function changeLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  reflectInDocument(language);
  if (options.persist !== false) writePreference(STORAGE_KEY, language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en';
}
