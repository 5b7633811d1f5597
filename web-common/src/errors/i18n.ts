/**
 * The `errors` namespace in an app's i18next: each language's texts are a chunk of their own, loaded
 * when the app loads that language (lib/i18n.ts calls loadErrorMessages), so no landing page carries them.
 */
import type { i18n as I18n } from 'i18next';
import { ERRORS_NAMESPACE } from './messages.ts';

export { ERRORS_NAMESPACE };
export type ErrorLanguage = 'en' | 'th';

const loaders: Record<ErrorLanguage, () => Promise<Record<string, unknown>>> = {
  en: async () => (await import('./errors.en.json')).default,
  th: async () => (await import('./errors.th.json')).default,
};

/** Adds the language's error texts to i18next once. */
export async function loadErrorMessages(i18next: I18n, language: ErrorLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, ERRORS_NAMESPACE)) return;
  i18next.addResourceBundle(language, ERRORS_NAMESPACE, await loaders[language]());
}
