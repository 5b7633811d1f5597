/**
 * The `errors` namespace in an app's i18next: English ships with the app (added at init), Thai is
 * its own chunk, loaded with the app's Thai (call loadErrorMessages wherever the app loads a language).
 */
import type { i18n as I18n } from 'i18next';
import en from './errors.en.json';
import { ERRORS_NAMESPACE } from './messages.ts';

export { ERRORS_NAMESPACE };
export type ErrorLanguage = 'en' | 'th';

/** For i18next's `init({ resources: { en: { translation, ...errorResourcesEn } } })`. */
export const errorResourcesEn = { [ERRORS_NAMESPACE]: en };

const loaders: Record<ErrorLanguage, () => Promise<Record<string, unknown>>> = {
  en: async () => en,
  th: async () => (await import('./errors.th.json')).default,
};

/** Adds the language's error texts to i18next once. */
export async function loadErrorMessages(i18next: I18n, language: ErrorLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, ERRORS_NAMESPACE)) return;
  i18next.addResourceBundle(language, ERRORS_NAMESPACE, await loaders[language]());
}
