import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, mirrorLanguageCookie, preferredLanguage } from './i18n.ts';
import { readCookie, writeCookie } from './cookies.ts';

const STORAGE_KEY = 'islandstay.language';
const locales = { en: { hello: 'Hello' }, th: async () => ({ hello: 'สวัสดี' }) };

/** The page's address, as the visitor opened it. */
function openAt(search: string): void {
  window.history.replaceState(null, '', `/search${search}`);
}

function browserLanguage(language: string): void {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(async () => {
  openAt('');
  localStorage.clear();
  vi.restoreAllMocks();
  // i18next is one instance for the worker's test files (isolate: false): leave it in English.
  if (i18next.isInitialized) await i18next.changeLanguage('en');
});

describe('preferredLanguage', () => {
  it("when the address asks for a language (?lang=, where the hreflang links point), then it wins over the visitor's stored choice and the browser's", () => {
    localStorage.setItem(STORAGE_KEY, 'en');
    browserLanguage('en-GB');
    openAt('?lang=th');
    expect(preferredLanguage()).toBe('th');

    localStorage.setItem(STORAGE_KEY, 'th');
    browserLanguage('th-TH');
    openAt('?area=Lamai&lang=en');
    expect(preferredLanguage()).toBe('en');
  });

  it("when the address asks for no language or one the site has not, then the stored choice, else the browser's, else English", () => {
    browserLanguage('th-TH');
    openAt('?lang=fr');
    localStorage.setItem(STORAGE_KEY, 'en');
    expect(preferredLanguage()).toBe('en');

    localStorage.clear();
    expect(preferredLanguage()).toBe('th');

    browserLanguage('de-DE');
    openAt('');
    expect(preferredLanguage()).toBe('en');
  });
});

describe('initI18n', () => {
  it("when the page is opened with ?lang=th, then it starts in Thai without storing Thai as the visitor's choice", async () => {
    localStorage.setItem(STORAGE_KEY, 'en');
    openAt('?lang=th');

    await initI18n(locales);

    expect(i18next.resolvedLanguage).toBe('th');
    expect(i18next.t('hello')).toBe('สวัสดี');
    expect(document.documentElement.lang).toBe('th');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('en');
  });

  it('when the visitor then picks a language, then that choice is stored as before', async () => {
    openAt('?lang=th');
    await initI18n(locales);

    await changeLanguage('en');

    expect(i18next.resolvedLanguage).toBe('en');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('en');
  });
});

describe('the language cookie (what the server writes its pages in)', () => {
  afterEach(() => writeCookie('islandstay.language', '', 0));

  it('when the visitor chooses a language, then the cookie holds it beside the stored choice; a page-only switch leaves both alone', async () => {
    await initI18n(locales, 'en');
    await changeLanguage('th');
    expect(readCookie('islandstay.language')).toBe('th');
    await changeLanguage('en', { persist: false });
    expect(readCookie('islandstay.language')).toBe('th');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('th');
  });

  it('when a choice was stored before the cookie existed, then the app mirrors it into the cookie; with no choice it writes none', () => {
    mirrorLanguageCookie();
    expect(readCookie('islandstay.language')).toBeNull();
    localStorage.setItem(STORAGE_KEY, 'th');
    mirrorLanguageCookie();
    expect(readCookie('islandstay.language')).toBe('th');
  });
});
