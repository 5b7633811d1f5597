import { Controller, useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarRange, Plus } from 'lucide-react';
import type { PricingRulesInput } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError } from '@islandstay/web-common/components/form/form-field';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { RemoveButton } from '@islandstay/web-common/components/button/remove-button';
import { newStayRule } from '../hooks/rule-defaults.ts';
import { fieldMessageFor, type CodedLike } from '@islandstay/web-common/errors/messages';
import { ActiveToggle, RuleInput } from './rule-fields.tsx';
import styles from './pricing.module.css';

/** Monday first, as the island's calendars show a week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
/** A Sunday (4 January 2026), to name weekdays through Intl in the user's language. */
const A_SUNDAY = Date.UTC(2026, 0, 4);

function weekdayName(day: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(A_SUNDAY + day * 86_400_000));
}

/** A row of seven weekday checkboxes over a list of weekday numbers (0 = Sunday). */
function WeekdaysField({ name, legend }: { name: FieldPath<PricingRulesInput>; legend: string }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<PricingRulesInput>();
  const id = `rule-${name.replaceAll('.', '-')}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const days = Array.isArray(field.value) ? (field.value as number[]) : [];
        const found = fieldState.error?.message !== undefined ? fieldState.error : (fieldState.error as { root?: CodedLike } | undefined)?.root;
        const error = fieldMessageFor(found && { ...found, path: name }, t, { scope: 'pricing' });
        return (
          <fieldset className={styles.weekdays} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
            <legend className={styles.weekdaysLegend}>{legend}</legend>
            {WEEK.map((day) => (
              <label key={day} className={styles.check}>
                <input
                  type="checkbox"
                  checked={days.includes(day)}
                  onChange={(event) => field.onChange(event.target.checked ? [...days, day].sort() : days.filter((d) => d !== day))}
                  onBlur={field.onBlur}
                />
                {weekdayName(day, i18n.language)}
              </label>
            ))}
            <FieldError id={`${id}-error`} message={error} />
          </fieldset>
        );
      }}
    />
  );
}

/**
 * Tab: stay rules. Gap nights (sell the exact free nights between two stays below the minimum
 * stay, optionally at a discount) and, per period, the minimum stay and the allowed check-in and
 * check-out weekdays. The shared engine applies the same rules to quotes, bookings and the
 * storefront calendar.
 */
export function StayRulesTab() {
  const { t } = useTranslation();
  const { control } = useFormContext<PricingRulesInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'stayRules' });
  const rules = useWatch({ control, name: 'stayRules' });
  const gapOn = useWatch({ control, name: 'gapFill.enabled' });
  return (
    <div className={styles.tabBody}>
      <fieldset className={styles.ruleCard}>
        <legend className={styles.ruleLegend}>{t('pricing.stay.gapTitle')}</legend>
        <p className={styles.lead}>{t('pricing.stay.gapLead')}</p>
        <ActiveToggle name="gapFill.enabled" label={t('pricing.stay.gapEnabled')} />
        {gapOn && (
          <div className={styles.ruleGrid}>
            <RuleInput name="gapFill.minGapNights" label={t('pricing.stay.minGapNights')} type="number" min={1} max={30} step={1} hint={t('pricing.stay.minGapHint')} />
            <RuleInput name="gapFill.discountPercentage" label={t('pricing.stay.gapDiscount')} type="number" min={0} max={100} step={1} />
          </div>
        )}
      </fieldset>
      <p className={styles.lead}>{t('pricing.stay.lead')}</p>
      {fields.length === 0 && <StateMessage icon={CalendarRange} title={t('pricing.stay.empty')} text={t('pricing.stay.emptyText')} />}
      {fields.map((field, index) => (
        <fieldset key={field.id} className={styles.ruleCard}>
          <legend className={styles.ruleLegend}>{rules?.[index]?.name || t('pricing.stay.rule', { n: index + 1 })}</legend>
          <div className={styles.ruleGrid}>
            <RuleInput name={`stayRules.${index}.name`} label={t('pricing.stay.name')} placeholder={t('pricing.stay.namePlaceholder')} />
            <RuleInput name={`stayRules.${index}.startDate`} label={t('pricing.stay.start')} type="date" />
            <RuleInput name={`stayRules.${index}.endDate`} label={t('pricing.stay.end')} type="date" />
            <RuleInput name={`stayRules.${index}.minimumNights`} label={t('pricing.stay.minimumNights')} type="number" min={1} max={365} step={1} />
          </div>
          <WeekdaysField name={`stayRules.${index}.checkInDays`} legend={t('pricing.stay.checkInDays')} />
          <WeekdaysField name={`stayRules.${index}.checkOutDays`} legend={t('pricing.stay.checkOutDays')} />
          <div className={styles.ruleFoot}>
            <ActiveToggle name={`stayRules.${index}.isActive`} label={t('pricing.active')} />
            <RemoveButton label={t('pricing.stay.remove', { n: index + 1 })} className={styles.dangerText} onClick={() => remove(index)} />
          </div>
        </fieldset>
      ))}
      <Button onClick={() => append(newStayRule(t('pricing.stay.defaultName')))}>
        <Plus size={16} aria-hidden="true" />
        {t('pricing.stay.add')}
      </Button>
    </div>
  );
}
