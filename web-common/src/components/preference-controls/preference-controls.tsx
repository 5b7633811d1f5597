import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectProps } from '../select/select.tsx';
import { useCurrency } from '../../lib/currency-preference.tsx';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '../../lib/i18n.ts';
import { useTerm, type Term } from '../../lib/term-preference.tsx';
import styles from './preference-controls.module.css';

const TERMS: Term[] = ['short', 'long'];

interface PreferenceControlsOptions {
  /** Where the app keeps these labels: `<keyPrefix>.term.short`, `<keyPrefix>.currency`, `<keyPrefix>.languages.th` ... */
  keyPrefix: string;
  /** The app's select: the storefront's loads Radix once the page is idle, the back office's is Radix at once. */
  Select: ComponentType<SelectProps>;
}

/**
 * The preference switchers both front ends show (docs/product.md#conventions): term (short or long stay; cookie
 * `selectedTerm`), display currency and language, each app with its own labels and select.
 */
export function createPreferenceControls({ keyPrefix, Select }: PreferenceControlsOptions) {
  function TermSwitch({ className }: { className?: string }) {
    const { t } = useTranslation();
    const { term, setTerm } = useTerm();
    return (
      <div className={className ? `${styles.segmented} ${className}` : styles.segmented} role="group" aria-label={t(`${keyPrefix}.term.label`)}>
        {TERMS.map((option) => (
          <button key={option} type="button" aria-pressed={term === option} className={styles.segment} onClick={() => setTerm(option)}>
            {t(`${keyPrefix}.term.${option}`)}
          </button>
        ))}
      </div>
    );
  }

  function CurrencySwitcher({ compact }: { compact?: boolean }) {
    const { t } = useTranslation();
    const { currencies, currency, setCurrencyCode } = useCurrency();
    const options = currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.symbol} · ${c.name}` }));
    if (options.length === 0) return null;
    return (
      <Select
        label={t(`${keyPrefix}.currency`)}
        value={currency.code}
        options={options}
        onChange={setCurrencyCode}
        renderValue={(code) => `${code} ${currencies.find((c) => c.code === code)?.symbol ?? ''}`.trim()}
        compact={compact}
      />
    );
  }

  function LanguageSwitcher({ compact }: { compact?: boolean }) {
    const { t, i18n } = useTranslation();
    const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
    const options = LANGUAGES.map((code) => ({ value: code, label: t(`${keyPrefix}.languages.${code}`) }));
    return (
      <Select
        label={t(`${keyPrefix}.language`)}
        value={language}
        options={options}
        onChange={(next) => isLanguage(next) && void changeLanguage(next)}
        renderValue={(code) => code.toUpperCase()}
        compact={compact}
      />
    );
  }

  return { TermSwitch, CurrencySwitcher, LanguageSwitcher };
}
