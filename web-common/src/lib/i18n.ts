import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadErrorMessages } from '../errors/i18n.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { readPreference, writePreference } from './storage.ts';

export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

type Translations = Record<string, unknown>;

/**
 * An app's own translations (its src/locales/*.json stay in the app): English ships with the app,
 * Thai is its own chunk, loaded when chosen, so the app passes a loader (`() => import(...)`).
 */
export interface AppLocales {
  en: Translations;
  th: () => Promise<Translations>;
}

const STORAGE_KEY = 'islandstay.language';

/**
 * The visitor's chosen language, also as a cookie: the booking service writes a server-rendered
 * page in it (the page's address's `?lang=` still wins), so a returning Thai visitor's page is Thai
 * from its first paint instead of turning Thai once the app runs. A year, as a preference.
 */
export const LANGUAGE_COOKIE = 'islandstay.language';
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The stored choice mirrored into the cookie (a choice made before the cookie existed, or the cookie expired). */
export function mirrorLanguageCookie(): void {
  const stored = readPreference(STORAGE_KEY);
  if (isLanguage(stored) && readCookie(LANGUAGE_COOKIE) !== stored) writeCookie(LANGUAGE_COOKIE, stored, LANGUAGE_COOKIE_SECONDS);
}

let loaders: Record<Language, () => Promise<Translations>> | null = null;

export function isLanguage(value: string | null | undefined): value is Language {
  return value === 'en' || value === 'th';
}

/** The query parameter that asks for a language in the page's address (`?lang=th`). */
const LANGUAGE_PARAM = 'lang';

/**
 * `?lang=en|th` in the page's address: what the server's hreflang alternate links point to, so a
 * search engine (or a shared link) gets the language it was promised, whatever the visitor chose
 * before. It only picks the language the page starts in: it is not stored as the visitor's choice.
 */
function languageInAddress(): Language | null {
  if (typeof location === 'undefined') return null;
  const asked = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : null;
}

/**
 * The language a page starts in: the address's `?lang=`, else the one the visitor chose before
 * (localStorage), else the browser's, else English. `initI18n` starts in it; a route loader that
 * runs before i18next has switched asks it too.
 */
export function preferredLanguage(): Language {
  const asked = languageInAddress();
  if (asked) return asked;
  const stored = readPreference(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

/** The shared error texts (web-common/src/errors, namespace `errors`, by code): English, the fallback, and the language. */
async function loadErrorTexts(language: Language): Promise<void> {
  await Promise.all([loadErrorMessages(i18next, 'en'), loadErrorMessages(i18next, language)]);
}

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  if (!loaders) throw new Error('changeLanguage before initI18n: the app has not given its locales');
  i18next.addResourceBundle(language, 'translation', await loaders[language]());
}

function reflectInDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** What every i18next instance of the apps runs with: the browser's one, and the server's per language (a server render). */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { bindI18nStore: 'added' },
} as const;

export interface InitOptions {
  /**
   * Resolve only once the error texts are in (the default, for tests). An app's boot passes false:
   * they are a chunk of their own that arrives while the first page renders (a failure is shown
   * later than that), and components re-render when it is added (`bindI18nStore: 'added'`).
   */
  waitForErrorTexts?: boolean;
}

/**
 * i18next with the app's translations, in the language the page asks for (`?lang=`), else the one
 * the visitor chose before (localStorage), else the browser's, else English (`preferredLanguage`).
 * Each app wraps it once with its locales (its lib/i18n.ts).
 */
export async function initI18n(locales: AppLocales, language: Language = preferredLanguage(), options: InitOptions = {}): Promise<typeof i18next> {
  loaders = { en: async () => locales.en, th: locales.th };
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, resources: { en: { translation: locales.en } }, lng: 'en', partialBundledLanguages: true });
  }
  const errorTexts = loadErrorTexts(language);
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  reflectInDocument(language);
  if (options.waitForErrorTexts !== false) await errorTexts;
  else errorTexts.catch(() => undefined); // a chunk that failed to load: the server's own sentence is shown meanwhile
  return i18next;
}

export async function changeLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  await Promise.all([ensureLoaded(language), loadErrorTexts(language)]);
  await i18next.changeLanguage(language);
  reflectInDocument(language);
  if (options.persist !== false) {
    writePreference(STORAGE_KEY, language);
    writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_SECONDS);
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en';
}
