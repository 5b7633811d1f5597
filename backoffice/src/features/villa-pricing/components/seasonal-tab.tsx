import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarRange, Plus } from 'lucide-react';
import type { PricingRulesInput } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { RemoveButton } from '@islandstay/web-common/components/button/remove-button';
import { newSeasonalRule } from '../hooks/rule-defaults.ts';
import { ActiveToggle, RuleInput } from './rule-fields.tsx';
import styles from './pricing.module.css';

/** Tab 1: seasonal multipliers on the base price (MM-DD, may wrap the year end), each with its night price. */
export function SeasonalTab({ basePrice, format }: { basePrice: number; format: (amount: number) => string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PricingRulesInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'seasonalPricing' });
  const rules = useWatch({ control, name: 'seasonalPricing' });
  return (
    <div className={styles.tabBody}>
      <p className={styles.lead}>{t('pricing.seasonal.lead')}</p>
      {fields.length === 0 && <StateMessage icon={CalendarRange} title={t('pricing.seasonal.empty')} text={t('pricing.seasonal.emptyText')} />}
      {fields.map((field, index) => {
        const multiplier = rules?.[index]?.priceModifier;
        return (
          <fieldset key={field.id} className={styles.ruleCard}>
            <legend className={styles.ruleLegend}>{rules?.[index]?.name || t('pricing.seasonal.rule', { n: index + 1 })}</legend>
            <div className={styles.ruleGrid}>
              <RuleInput name={`seasonalPricing.${index}.name`} label={t('pricing.seasonal.name')} placeholder={t('pricing.seasonal.namePlaceholder')} />
              <RuleInput name={`seasonalPricing.${index}.startDate`} label={t('pricing.seasonal.start')} placeholder="MM-DD" pattern="\d{2}-\d{2}" />
              <RuleInput name={`seasonalPricing.${index}.endDate`} label={t('pricing.seasonal.end')} placeholder="MM-DD" pattern="\d{2}-\d{2}" />
              <RuleInput name={`seasonalPricing.${index}.priceModifier`} label={t('pricing.seasonal.multiplier')} type="number" min={0.1} max={10} step={0.1} />
            </div>
            <div className={styles.ruleFoot}>
              <p className={styles.nightPrice}>{t('pricing.seasonal.nightPrice', { price: Number.isFinite(multiplier) ? format(basePrice * (multiplier ?? 1)) : '—' })}</p>
              <ActiveToggle name={`seasonalPricing.${index}.isActive`} label={t('pricing.active')} />
              <RemoveButton label={t('pricing.seasonal.remove', { n: index + 1 })} className={styles.dangerText} onClick={() => remove(index)} />
            </div>
          </fieldset>
        );
      })}
      <Button onClick={() => append(newSeasonalRule(t('pricing.seasonal.defaultName')))}>
        <Plus size={16} aria-hidden="true" />
        {t('pricing.seasonal.add')}
      </Button>
    </div>
  );
}
