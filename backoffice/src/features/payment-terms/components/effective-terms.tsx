import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@islandstay/shared/payments/payment-plan';
import type { VillaPaymentTerms } from '@islandstay/shared/payments/payment-plan.schemas';
import { policyDescription } from '../hooks/policy-description.ts';
import { TERM_FIELDS, termValueText, type TermValues } from '../hooks/term-values.ts';
import styles from './payment-terms.module.css';

interface EffectiveTermsProps {
  /** The terms a booking of the villa made now is made under (the server's answer). */
  effective: PaymentSettings;
  /** What the villa set of its own: each term it holds reads "this villa's", the rest "the site's". */
  own: VillaPaymentTerms;
  money: (amount: number) => string;
}

/** The terms a booking made now follows, each marked as the villa's own or the site's. */
export function EffectiveTerms({ effective, own, money }: EffectiveTermsProps) {
  const { t, i18n } = useTranslation();
  const values: TermValues = { ...effective.terms, cancellationPolicy: effective.cancellationPolicy };
  return (
    <section aria-labelledby="effective-terms-title" className={styles.panel}>
      <h2 id="effective-terms-title" className={styles.sectionTitle}>
        {t('paymentTerms.effective.title')}
      </h2>
      <dl className={styles.summary}>
        {TERM_FIELDS.map((field) => (
          <div key={field} className={styles.pair}>
            <dt>{t(`paymentTerms.fields.${field}`)}</dt>
            <dd>
              {termValueText(field, values[field], t, money)}
              <span className={styles.source}>{own[field] === undefined ? t('paymentTerms.effective.fromSite') : t('paymentTerms.effective.fromVilla')}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{policyDescription(effective.cancellationPolicy, t, i18n.language)}</p>
    </section>
  );
}
