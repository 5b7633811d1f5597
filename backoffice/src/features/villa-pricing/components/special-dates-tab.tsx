import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarHeart, Plus } from 'lucide-react';
import type { PricingRulesInput } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { RemoveButton } from '@islandstay/web-common/components/button/remove-button';
import { newSpecialDate } from '../hooks/rule-defaults.ts';
import { ActiveToggle, RuleInput } from './rule-fields.tsx';
import styles from './pricing.module.css';

/** Tab 4: special dates, each with its own price for that night (before any other rule). */
export function SpecialDatesTab({ basePrice, currency }: { basePrice: number; currency: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PricingRulesInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'specialDatePricing' });
  return (
    <div className={styles.tabBody}>
      <p className={styles.lead}>{t('pricing.special.lead')}</p>
      {fields.length === 0 && <StateMessage icon={CalendarHeart} title={t('pricing.special.empty')} text={t('pricing.special.emptyText')} />}
      {fields.map((field, index) => (
        <fieldset key={field.id} className={styles.ruleCard}>
          <legend className={styles.ruleLegend}>{t('pricing.special.rule', { n: index + 1 })}</legend>
          <div className={styles.ruleGrid}>
            <RuleInput name={`specialDatePricing.${index}.date`} label={t('pricing.special.date')} type="date" />
            <RuleInput name={`specialDatePricing.${index}.name`} label={t('pricing.special.name')} />
            <RuleInput name={`specialDatePricing.${index}.price`} label={t('pricing.special.price', { currency })} type="number" min={0} step={0.01} />
          </div>
          <div className={styles.ruleFoot}>
            <ActiveToggle name={`specialDatePricing.${index}.isActive`} label={t('pricing.active')} />
            <RemoveButton label={t('pricing.special.remove', { n: index + 1 })} className={styles.dangerText} onClick={() => remove(index)} />
          </div>
        </fieldset>
      ))}
      <Button onClick={() => append(newSpecialDate(t('pricing.special.defaultName'), basePrice))}>
        <Plus size={16} aria-hidden="true" />
        {t('pricing.special.add')}
      </Button>
    </div>
  );
}
