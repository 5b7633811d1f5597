import { useTranslation } from 'react-i18next';
import { Check, Pencil } from 'lucide-react';
import type { Currency } from '@islandstay/shared/currency/currency';
import { formatPrice } from '@islandstay/web-common/lib/money';
import styles from './currency-settings.module.css';

interface Props {
  currencies: readonly Currency[];
  currentCode: string;
  baseCode: string;
  onSelect: (currency: Currency) => void;
  /** Admin only (docs/product.md#currency-settings): the edit-rate action on each card. */
  onEditRate?: (currency: Currency) => void;
  busyCode: string | null;
}

export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumSignificantDigits: 6 }).format(rate);
}

/**
 * The grid of currency cards (docs/product.md#currency-settings): click to select; symbol, code, name, a preview, the rate
 * against the admin currency, and a Current marker. The card's main button selects; edit rate is
 * a separate button beside it (a button never sits inside another).
 */
export function CurrencyGrid({ currencies, currentCode, baseCode, onSelect, onEditRate, busyCode }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.grid}>
      {currencies.map((currency) => {
        const current = currency.code === currentCode;
        return (
          <li key={currency.code} className={current ? `${styles.card} ${styles.cardCurrent}` : styles.card}>
            <button type="button" className={styles.cardButton} aria-pressed={current} disabled={busyCode !== null} onClick={() => onSelect(currency)}>
              <span className={styles.cardTop}>
                <span className={styles.symbol} aria-hidden="true">
                  {currency.symbol}
                </span>
                {current && (
                  <span className={styles.currentMarker}>
                    <Check size={14} aria-hidden="true" />
                    {t('currency.grid.current')}
                  </span>
                )}
                {busyCode === currency.code && <span className={styles.currentMarker}>{t('currency.grid.saving')}</span>}
              </span>
              <span className={styles.code}>{currency.code}</span>
              <span className={styles.name}>{currency.name}</span>
              <span className={styles.samplePrice}>{formatPrice(2500, currency)}</span>
              <span className={styles.rate}>
                {currency.code === baseCode ? t('currency.grid.baseRate') : t('currency.grid.rate', { base: baseCode, rate: formatRate(currency.rate, i18n.language), code: currency.code })}
              </span>
            </button>
            {onEditRate && currency.code !== baseCode && (
              <button type="button" className={styles.editRate} onClick={() => onEditRate(currency)} aria-label={t('currency.grid.editRate', { code: currency.code })}>
                <Pencil size={14} aria-hidden="true" />
                {t('currency.grid.editRateShort')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
