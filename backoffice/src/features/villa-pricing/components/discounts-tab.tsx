import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Percent, Plus } from 'lucide-react';
import type { PricingRulesInput } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { RemoveButton } from '@islandstay/web-common/components/button/remove-button';
import { newStayDiscount } from '../hooks/rule-defaults.ts';
import { ActiveToggle, RuleInput } from './rule-fields.tsx';
import styles from './pricing.module.css';

/** Tab 3: length-of-stay discounts (on base-priced nights; an empty list means 10% from 7 nights, 20% from 30). */
export function DiscountsTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<PricingRulesInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lengthOfStayDiscounts' });
  return (
    <div className={styles.tabBody}>
      <p className={styles.lead}>{t('pricing.discounts.lead')}</p>
      {fields.length === 0 && <StateMessage icon={Percent} title={t('pricing.discounts.empty')} text={t('pricing.discounts.emptyText')} />}
      {fields.map((field, index) => (
        <fieldset key={field.id} className={styles.ruleCard}>
          <legend className={styles.ruleLegend}>{t('pricing.discounts.rule', { n: index + 1 })}</legend>
          <div className={styles.ruleGrid}>
            <RuleInput name={`lengthOfStayDiscounts.${index}.minNights`} label={t('pricing.discounts.minNights')} type="number" min={2} step={1} />
            <RuleInput name={`lengthOfStayDiscounts.${index}.discountPercentage`} label={t('pricing.discounts.percentage')} type="number" min={0} max={100} step={1} />
          </div>
          <div className={styles.ruleFoot}>
            <ActiveToggle name={`lengthOfStayDiscounts.${index}.isActive`} label={t('pricing.active')} />
            <RemoveButton label={t('pricing.discounts.remove', { n: index + 1 })} className={styles.dangerText} onClick={() => remove(index)} />
          </div>
        </fieldset>
      ))}
      <Button onClick={() => append(newStayDiscount())}>
        <Plus size={16} aria-hidden="true" />
        {t('pricing.discounts.add')}
      </Button>
      <div className={styles.ruleGrid}>
        <RuleInput name="maxDiscount" label={t('pricing.discounts.max')} type="number" min={0} max={100} step={1} hint={t('pricing.discounts.maxHint')} />
      </div>
    </div>
  );
}
