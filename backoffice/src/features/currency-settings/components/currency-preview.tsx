import { useTranslation } from 'react-i18next';
import type { Currency } from '@islandstay/shared/currency/currency';
import { formatPrice } from '@islandstay/web-common/lib/money';
import styles from './currency-settings.module.css';

/** docs/product.md#currency-settings: the sample amounts a currency is previewed with. */
export const PREVIEW_AMOUNTS = [150, 2500, 25.5] as const;

/** How 150, 2,500 and 25.5 read in a currency: its symbol and side, grouping and decimal places. */
export function CurrencyPreview({ currency }: { currency: Pick<Currency, 'symbol' | 'decimalPlaces' | 'position'> }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.previewList} aria-label={t('currency.previewLabel')}>
      {PREVIEW_AMOUNTS.map((amount) => (
        <li key={amount} className={styles.previewItem}>
          {formatPrice(amount, currency)}
        </li>
      ))}
    </ul>
  );
}
