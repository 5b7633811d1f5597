import { useTranslation } from 'react-i18next';
import { Select } from '../../components/select/select.tsx';
import { useCurrency } from '../../lib/currency-preference.tsx';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES } from '../../lib/i18n.ts';
import { useTerm, type Term } from '../../lib/term-preference.tsx';
import styles from './preference-controls.module.css';

const TERMS: Term[] = ['short', 'long'];

/** Spec 2: the top header's term switcher (short or long stay; cookie `selectedTerm`). */
export function TermSwitch() {
  const { t } = useTranslation();
  const { term, setTerm } = useTerm();
  return (
    <div className={styles.segmented} role="group" aria-label={t('preferences.term.label')}>
      {TERMS.map((option) => (
        <button key={option} type="button" aria-pressed={term === option} className={styles.segment} onClick={() => setTerm(option)}>
          {t(`preferences.term.${option}`)}
        </button>
      ))}
    </div>
  );
}

/** The display currency every amount of the back office is converted to (a preference; the storefront shares it). */
export function CurrencySwitcher({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { currencies, currency, setCurrencyCode } = useCurrency();
  const options = currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.symbol} · ${c.name}` }));
  if (options.length === 0) return null;
  return (
    <Select
      label={t('preferences.currency')}
      value={currency.code}
      options={options}
      onChange={setCurrencyCode}
      renderValue={(code) => `${code} ${currencies.find((c) => c.code === code)?.symbol ?? ''}`.trim()}
      compact={compact}
    />
  );
}

export function LanguageSwitcher({ compact }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  const options = LANGUAGES.map((code) => ({ value: code, label: t(`preferences.languages.${code}`) }));
  return (
    <Select
      label={t('preferences.language')}
      value={language}
      options={options}
      onChange={(next) => isLanguage(next) && void changeLanguage(next)}
      renderValue={(code) => code.toUpperCase()}
      compact={compact}
    />
  );
}

/** Currency, term and language: in the top bar on wide screens, at the sidebar's foot on small ones. */
export function PreferenceControls({ compact }: { compact?: boolean }) {
  return (
    <div className={`${styles.controls} ${compact ? '' : styles.stacked}`}>
      <CurrencySwitcher compact={compact} />
      <TermSwitch />
      <LanguageSwitcher compact={compact} />
    </div>
  );
}
