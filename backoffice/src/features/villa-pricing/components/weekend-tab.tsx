import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PricingRulesInput } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { RuleInput } from './rule-fields.tsx';
import styles from './pricing.module.css';

/** Tab 2: the weekend multiplier (Friday and Saturday nights) and the weekend minimum stay. */
export function WeekendTab({ basePrice, format }: { basePrice: number; format: (amount: number) => string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PricingRulesInput>();
  const multiplier = useWatch({ control, name: 'weekendMultiplier' });
  return (
    <div className={styles.tabBody}>
      <p className={styles.lead}>{t('pricing.weekend.lead')}</p>
      <div className={styles.ruleGrid}>
        <RuleInput name="weekendMultiplier" label={t('pricing.weekend.multiplier')} type="number" min={0.1} max={10} step={0.1} />
        <RuleInput name="minimumNights" label={t('pricing.weekend.minimumNights')} type="number" min={1} step={1} hint={t('pricing.weekend.minimumHint')} />
      </div>
      <dl className={styles.pricePair}>
        <div>
          <dt>{t('pricing.weekend.weekday')}</dt>
          <dd>{format(basePrice)}</dd>
        </div>
        <div>
          <dt>{t('pricing.weekend.weekendPrice')}</dt>
          <dd>{Number.isFinite(multiplier) ? format(basePrice * multiplier) : '—'}</dd>
        </div>
      </dl>
    </div>
  );
}
