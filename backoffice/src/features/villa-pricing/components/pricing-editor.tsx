import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import * as Tabs from '@radix-ui/react-tabs';
import { toast } from 'sonner';
import { mutate } from 'swr';
import { AlertCircle, ArrowLeft, Save } from 'lucide-react';
import { pricingRulesSchema, type PricingRulesInput, type VillaPricingResponse } from '@islandstay/shared/pricing/pricing-admin.schemas';
import type { SeasonRange } from '@islandstay/shared/pricing/pricing-types';
import { pricingRulesOutliers, type PriceOutlier } from '@islandstay/shared/pricing/price-outliers';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { Button, ButtonLink } from '@islandstay/web-common/components/button/button';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import form from '../../../components/form/form.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { sharedSchemaResolver } from '@islandstay/web-common/lib/form-resolver';
import { asFieldError, refusalFor } from '@islandstay/web-common/errors/messages';
import { calendarPricesKey, useSavedMonthPrices } from '../api/calendar-prices.ts';
import { savePricingRules } from '../api/pricing-rules.ts';
import { previewMonth, shiftMonth, villaPricingWith, type MonthRef } from '../hooks/preview.ts';
import { DiscountsTab } from './discounts-tab.tsx';
import { PriceOutlierDialog } from '../../../components/price-outlier-dialog/price-outlier-dialog.tsx';
import { PricePreview } from './price-preview.tsx';
import { SeasonalTab } from './seasonal-tab.tsx';
import { SpecialDatesTab } from './special-dates-tab.tsx';
import { StayRulesTab } from './stay-rules-tab.tsx';
import { WeekendTab } from './weekend-tab.tsx';
import styles from './pricing.module.css';

export const PRICING_TABS = ['seasonal', 'weekend', 'discounts', 'special', 'stay', 'preview'] as const;

interface PricingEditorProps {
  villaId: string;
  villaName: string;
  basePrice: number;
  currency: string;
  rules: PricingRulesInput;
  pricing: VillaPricingResponse;
  seasonRanges: readonly SeasonRange[];
  decimalPlaces: number;
  format: (amount: number) => string;
}

function currentMonth(): MonthRef {
  const today = todayOnIsland();
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/**
 * The pricing rules page's five tabs over one form: every change stays in the browser until Save
 * Changes, and the Price Preview follows the unsaved rules through the shared pricing engine.
 */
export function PricingEditor({ villaId, villaName, basePrice, currency, rules, pricing, seasonRanges, decimalPlaces, format }: PricingEditorProps) {
  const { t } = useTranslation();
  const methods = useForm<PricingRulesInput, unknown, PricingRulesInput>({
    resolver: sharedSchemaResolver<PricingRulesInput, PricingRulesInput>(pricingRulesSchema),
    defaultValues: rules,
    mode: 'onChange',
  });
  const { control, handleSubmit, reset, setError, formState } = methods;
  const [tab, setTab] = useState<(typeof PRICING_TABS)[number]>('seasonal');
  const [month, setMonth] = useState<MonthRef>(currentMonth);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** Rules waiting on the owner's answer to the price outlier warning. */
  const [outliers, setOutliers] = useState<{ values: PricingRulesInput; found: PriceOutlier[] } | null>(null);
  const [savingAnyway, setSavingAnyway] = useState(false);
  /** The rules as last saved: the warning asks only about entries added or changed since. */
  const savedRules = useRef<PricingRulesInput>(rules);
  const dirty = formState.isDirty;

  // The preview follows every keystroke; while a rule is invalid it keeps the last valid rules.
  const watched = useWatch({ control });
  const lastValid = useRef<PricingRulesInput>(rules);
  const parsed = pricingRulesSchema.safeParse(watched);
  if (parsed.success) lastValid.current = parsed.data;
  const previewRules = parsed.success ? parsed.data : lastValid.current;
  const rulesKey = JSON.stringify(previewRules);
  const days = useMemo(
    () => previewMonth(villaPricingWith(JSON.parse(rulesKey) as PricingRulesInput, pricing, decimalPlaces), seasonRanges, month.year, month.month),
    [rulesKey, pricing, decimalPlaces, seasonRanges, month],
  );
  const saved = useSavedMonthPrices(villaId, month.year, month.month, !dirty);

  // Closing or reloading the tab with unsaved rules asks the browser's own confirmation.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !formState.isSubmitting && currentLocation.pathname !== nextLocation.pathname);

  async function save(values: PricingRulesInput) {
    setSaveError(null);
    const found = pricingRulesOutliers(values, basePrice, savedRules.current);
    if (found.length > 0) {
      setOutliers({ values, found });
      return;
    }
    await persist(values);
  }

  async function saveAnyway() {
    if (!outliers) return;
    setSavingAnyway(true);
    try {
      await persist(outliers.values);
    } finally {
      setSavingAnyway(false);
      setOutliers(null);
    }
  }

  /** Back to the form, on the tab of the first price asked about. */
  function goBack() {
    const first = outliers?.found[0]?.source.kind;
    setOutliers(null);
    if (first === 'seasonal' || first === 'weekend' || first === 'special') setTab(first);
  }

  async function persist(values: PricingRulesInput) {
    try {
      const answer = await savePricingRules(villaId, values);
      savedRules.current = answer.pricingRules;
      reset(answer.pricingRules);
      await mutate(calendarPricesKey(month.year, month.month));
      toast.success(t('pricing.saved'));
    } catch (err) {
      const reason = refusalFor(err, t, { scope: 'pricing' }) ?? t('pricing.tryAgain');
      setSaveError(t('pricing.saveError', { reason }));
      toast.error(t('pricing.saveError', { reason }));
      if (err instanceof ApiError) {
        for (const detail of err.details) {
          const path = detail.path.replace(/^pricingRules\./, '');
          if (path) setError(path as FieldPath<PricingRulesInput>, asFieldError(detail));
        }
      }
    }
  }

  const invalidTabs = new Set<string>();
  const errors = formState.errors;
  if (errors.seasonalPricing) invalidTabs.add('seasonal');
  if (errors.weekendMultiplier || errors.minimumNights) invalidTabs.add('weekend');
  if (errors.lengthOfStayDiscounts || errors.maxDiscount) invalidTabs.add('discounts');
  if (errors.specialDatePricing) invalidTabs.add('special');
  if (errors.stayRules || errors.gapFill) invalidTabs.add('stay');

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        onSubmit={handleSubmit(save, (errs) => {
          const first = PRICING_TABS.find(
            (name) =>
              (name === 'seasonal' && errs.seasonalPricing) ||
              (name === 'weekend' && (errs.weekendMultiplier || errs.minimumNights)) ||
              (name === 'discounts' && (errs.lengthOfStayDiscounts || errs.maxDiscount)) ||
              (name === 'special' && errs.specialDatePricing) ||
              (name === 'stay' && (errs.stayRules || errs.gapFill)),
          );
          if (first) setTab(first);
        })}
      >
        <div className={styles.header}>
          <div>
            <ButtonLink to="/admin/villas" variant="ghost" size="sm" className={styles.back}>
              <ArrowLeft size={16} aria-hidden="true" />
              {t('pricing.back')}
            </ButtonLink>
            <h1 className={styles.title}>{t('pricing.title', { name: villaName })}</h1>
            <p className={styles.subtitle}>{t('pricing.basePrice', { price: format(basePrice), currency })}</p>
          </div>
          <div className={styles.saveBox}>
            {dirty && <span className={styles.unsaved}>{t('pricing.unsaved')}</span>}
            <Button variant="primary" type="submit" disabled={!dirty || formState.isSubmitting || savingAnyway}>
              <Save size={18} aria-hidden="true" />
              {formState.isSubmitting || savingAnyway ? t('pricing.saving') : t('pricing.save')}
            </Button>
          </div>
        </div>
        <InlineAlert message={saveError} className={form.alert} />
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as typeof tab)} className={styles.tabs}>
          <Tabs.List className={styles.tabList} aria-label={t('pricing.tabsLabel')}>
            {PRICING_TABS.map((name) => (
              <Tabs.Trigger key={name} value={name} className={styles.tab}>
                {t(`pricing.tabs.${name}`)}
                {invalidTabs.has(name) && (
                  <>
                    <AlertCircle size={14} aria-hidden="true" className={styles.tabError} />
                    <span className="visually-hidden"> {t('pricing.tabHasErrors')}</span>
                  </>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Every panel stays mounted: a hidden tab's rows keep their field registrations and values. */}
          <Tabs.Content value="seasonal" className={styles.panel} forceMount hidden={tab !== 'seasonal'}>
            <SeasonalTab basePrice={basePrice} format={format} />
          </Tabs.Content>
          <Tabs.Content value="weekend" className={styles.panel} forceMount hidden={tab !== 'weekend'}>
            <WeekendTab basePrice={basePrice} format={format} />
          </Tabs.Content>
          <Tabs.Content value="discounts" className={styles.panel} forceMount hidden={tab !== 'discounts'}>
            <DiscountsTab />
          </Tabs.Content>
          <Tabs.Content value="special" className={styles.panel} forceMount hidden={tab !== 'special'}>
            <SpecialDatesTab basePrice={basePrice} currency={currency} />
          </Tabs.Content>
          <Tabs.Content value="stay" className={styles.panel} forceMount hidden={tab !== 'stay'}>
            <StayRulesTab />
          </Tabs.Content>
          <Tabs.Content value="preview" className={styles.panel} forceMount hidden={tab !== 'preview'}>
            <PricePreview
              month={month}
              onMonthChange={(by) => setMonth((m) => shiftMonth(m, by))}
              days={days}
              format={format}
              dirty={dirty}
              invalid={!parsed.success}
              saved={saved.data ?? undefined}
              savedError={saved.error !== undefined || saved.data === null}
            />
          </Tabs.Content>
        </Tabs.Root>
      </form>
      <PriceOutlierDialog outliers={outliers?.found ?? null} format={format} onSaveAnyway={() => void saveAnyway()} onGoBack={goBack} busy={savingAnyway} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title={t('pricing.leaveTitle')}
        description={t('pricing.leaveText')}
        confirmLabel={t('pricing.leave')}
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      />
    </FormProvider>
  );
}
