import { useTranslation } from 'react-i18next';
import type { Currency } from '@islandstay/shared/currency/currency';
import { CurrencyPreview } from './currency-preview.tsx';
import styles from './currency-settings.module.css';

interface Props {
  currency: Currency;
  /** The admin's base currency (every rate is against it) or an owner's own. */
  isBase: boolean;
}

/** The current currency: code, name, symbol, position, decimals, and the preview (docs/product.md#currency-settings). */
export function CurrentCurrencyCard({ currency, isBase }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.currentCard} aria-labelledby="current-currency-title">
      <div className={styles.currentHead}>
        <span className={styles.symbolLarge} aria-hidden="true">
          {currency.symbol}
        </span>
        <div>
          <p className={styles.eyebrow}>{isBase ? t('currency.current.base') : t('currency.current.own')}</p>
          <h2 id="current-currency-title" className={styles.currentTitle}>
            {currency.code} · {currency.name}
          </h2>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('currency.fields.code')}</dt>
          <dd>{currency.code}</dd>
        </div>
        <div>
          <dt>{t('currency.fields.symbol')}</dt>
          <dd>{currency.symbol}</dd>
        </div>
        <div>
          <dt>{t('currency.fields.position')}</dt>
          <dd>{t(`currency.position.${currency.position}`)}</dd>
        </div>
        <div>
          <dt>{t('currency.fields.decimalPlaces')}</dt>
          <dd>{currency.decimalPlaces}</dd>
        </div>
      </dl>
      <div>
        <h3 className={styles.smallTitle}>{t('currency.preview')}</h3>
        <CurrencyPreview currency={currency} />
      </div>
    </section>
  );
}
