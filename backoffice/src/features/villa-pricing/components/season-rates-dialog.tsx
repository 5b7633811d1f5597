import { useEffect, useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { seasonRatesSchema, type VillaPricingResponse } from '@islandstay/shared/pricing/pricing-admin.schemas';
import type { SeasonRange } from '@islandstay/shared/pricing/pricing-types';
import { seasonRatesOutliers, type PriceOutlier } from '@islandstay/shared/pricing/price-outliers';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError, fieldA11y } from '@islandstay/web-common/components/form/form-field';
import form from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { formatPrice } from '@islandstay/web-common/lib/money';
import { useAdminVilla } from '../../../lib/api/admin-villa.ts';
import { useSeasonRanges } from '../../../lib/api/season-ranges.ts';
import { useVillaPricing } from '../../../lib/api/villa-pricing.ts';
import { saveSeasonRates, type SeasonRate } from '../api/season-rates.ts';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { issueDetail } from '@islandstay/shared/http/zod-issues';
import { PriceOutlierDialog } from '../../../components/price-outlier-dialog/price-outlier-dialog.tsx';
import styles from './pricing.module.css';

export const SEASON_TYPES = ['low', 'high'] as const;
type SeasonType = (typeof SEASON_TYPES)[number];
const TIERS = ['daily', 'weekly', 'monthly'] as const;

type RateFields = Record<(typeof TIERS)[number], string>;
export type SeasonRatesFormValues = Record<SeasonType, RateFields>;

/** The villa as the calendar knows it: what the overview shows before the villa's own record arrives. */
export interface PricingVilla {
  id: string;
  name: string;
  areas: readonly string[];
  basePrice: number;
  currency: string;
}

export function formValuesOf(rates: VillaPricingResponse['seasonRates']): SeasonRatesFormValues {
  const fields = (rate: { dailyPrice: number; weeklyPrice: number; monthlyPrice: number } | undefined): RateFields =>
    rate ? { daily: String(rate.dailyPrice), weekly: String(rate.weeklyPrice), monthly: String(rate.monthlyPrice) } : { daily: '', weekly: '', monthly: '' };
  return { low: fields(rates.low), high: fields(rates.high) };
}

const amount = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * The request for the form's rates: a season type whose three fields are empty is left out (the
 * villa then ignores that type's periods); one with a weekly or monthly rate needs its nightly one.
 */
export function seasonRatesRequest(values: SeasonRatesFormValues): { request: { low?: SeasonRate; high?: SeasonRate }; missingDaily: SeasonType[] } {
  const request: { low?: SeasonRate; high?: SeasonRate } = {};
  const missingDaily: SeasonType[] = [];
  for (const type of SEASON_TYPES) {
    const fields = values[type];
    if (TIERS.every((tier) => fields[tier].trim() === '')) continue;
    if (!(amount(fields.daily) > 0)) missingDaily.push(type);
    request[type] = { daily: amount(fields.daily), weekly: amount(fields.weekly), monthly: amount(fields.monthly) };
  }
  return { request, missingDaily };
}

interface SeasonRatesDialogProps {
  villa: PricingVilla | null;
  onClose: () => void;
  /** The villa's nightly prices changed: the calendar reloads. */
  onSaved: () => void;
}

/**
 * The villa pricing modal of the calendar (docs/product.md#calendar: villa overview, then per season type the daily,
 * weekly and monthly rates, Save Pricing). The rates price the villa's nights inside the admin's
 * global season periods; the other rules stay on the pricing page.
 */
export function SeasonRatesDialog({ villa, onClose, onSaved }: SeasonRatesDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={villa !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('pricing.rates.title')}
      description={villa?.name}
      footer={
        <>
          <Button onClick={onClose}>{t('pricing.rates.cancel')}</Button>
          <Button variant="primary" type="submit" form={formId} disabled={saving}>
            {saving ? t('pricing.saving') : t('pricing.rates.save')}
          </Button>
        </>
      }
    >
      {villa ? <SeasonRatesPanel key={villa.id} villa={villa} formId={formId} onSaving={setSaving} onSaved={onSaved} onClose={onClose} /> : null}
    </Modal>
  );
}

interface PanelProps {
  villa: PricingVilla;
  formId: string;
  onSaving: (saving: boolean) => void;
  onSaved: () => void;
  onClose: () => void;
}

function SeasonRatesPanel({ villa, formId, onSaving, onSaved, onClose }: PanelProps) {
  const { t, i18n } = useTranslation();
  const pricing = useVillaPricing(villa.id);
  const ranges = useSeasonRanges();
  const record = useAdminVilla(villa.id);
  const { currencies } = useCurrency();
  const [saveError, setSaveError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<SeasonRatesFormValues>({ defaultValues: formValuesOf({}) });
  const [loaded, setLoaded] = useState(false);
  /** Rates waiting on the owner's answer to the price outlier warning. */
  const [outliers, setOutliers] = useState<{ request: { low?: SeasonRate; high?: SeasonRate }; found: PriceOutlier[] } | null>(null);
  const [savingAnyway, setSavingAnyway] = useState(false);

  useEffect(() => {
    if (!pricing.data || loaded) return;
    reset(formValuesOf(pricing.data.seasonRates));
    setLoaded(true);
  }, [pricing.data, loaded, reset]);

  const display = currencies.find((c) => c.code === villa.currency) ?? { code: villa.currency, symbol: villa.currency, decimalPlaces: 2, position: 'after' as const };
  const format = (value: number) => formatPrice(value, display);

  async function save(values: SeasonRatesFormValues) {
    setSaveError(null);
    const { request, missingDaily } = seasonRatesRequest(values);
    for (const type of missingDaily) setError(`${type}.daily`, { message: t('pricing.rates.dailyRequired') });
    // The shared schema next: the server's rule on the same fields.
    const parsed = seasonRatesSchema.safeParse(request);
    if (!parsed.success) for (const issue of parsed.error.issues) setError(issue.path.join('.') as FieldPath<SeasonRatesFormValues>, asFieldError(issueDetail(issue)));
    if (missingDaily.length > 0 || !parsed.success) return;
    const saved = pricing.data?.seasonRates ?? {};
    const savedRates = Object.fromEntries(Object.entries(saved).map(([type, rate]) => [type, { daily: rate.dailyPrice, weekly: rate.weeklyPrice, monthly: rate.monthlyPrice }]));
    const found = seasonRatesOutliers(request, pricing.data?.basePrice ?? villa.basePrice, savedRates);
    if (found.length > 0) {
      setOutliers({ request, found });
      return;
    }
    await persist(request);
  }

  async function saveAnyway() {
    if (!outliers) return;
    setSavingAnyway(true);
    try {
      await persist(outliers.request);
    } finally {
      setSavingAnyway(false);
      setOutliers(null);
    }
  }

  async function persist(request: { low?: SeasonRate; high?: SeasonRate }) {
    onSaving(true);
    try {
      await saveSeasonRates(villa.id, request);
      toast.success(t('pricing.rates.saved'));
      onSaved();
      onClose();
    } catch (err) {
      const reason = refusalFor(err, t, { scope: 'pricing' }) ?? t('pricing.tryAgain');
      setSaveError(t('pricing.rates.saveError', { reason }));
      if (err instanceof ApiError)
        for (const detail of err.details) if (/^(low|high)\.(daily|weekly|monthly)$/.test(detail.path)) setError(detail.path as FieldPath<SeasonRatesFormValues>, asFieldError(detail));
    } finally {
      onSaving(false);
    }
  }

  if (pricing.error && !pricing.data) {
    return (
      <StateMessage
        icon={TriangleAlert}
        tone="error"
        title={t('pricing.loadError')}
        text={refusalFor(pricing.error, t) ?? t('common.loadErrorText')}
        actions={
          <Button variant="primary" onClick={() => void pricing.mutate()}>
            <RotateCcw size={16} aria-hidden="true" />
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const periods = (type: SeasonType): SeasonRange[] => (ranges.data ?? []).filter((range) => range.type === type && range.active);
  return (
    <div className={form.form}>
      <dl className={styles.overview} aria-label={t('pricing.rates.overview')}>
        <div>
          <dt>{t('pricing.rates.villa')}</dt>
          <dd>{villa.name}</dd>
        </div>
        <div>
          <dt>{t('pricing.rates.locations')}</dt>
          <dd>{villa.areas.join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>{t('pricing.rates.basePrice')}</dt>
          <dd>{t('pricing.rates.perNight', { price: format(pricing.data?.basePrice ?? villa.basePrice) })}</dd>
        </div>
        <div>
          <dt>{t('pricing.rates.maxGuests')}</dt>
          <dd>{record.data ? record.data.guests : '…'}</dd>
        </div>
      </dl>
      {!loaded ? (
        <div role="status" className={styles.tabBody}>
          <span className="visually-hidden">{t('pricing.loading')}</span>
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={handleSubmit(save)} className={form.form}>
          <p className={styles.lead}>{t('pricing.rates.lead', { currency: villa.currency })}</p>
          <InlineAlert message={saveError} className={form.alert} />
          {SEASON_TYPES.map((type) => {
            const shown = periods(type);
            return (
              <fieldset key={type} className={styles.ruleCard}>
                <legend className={styles.ruleLegend}>{t(`pricing.rates.${type}`)}</legend>
                <p className={styles.hint}>
                  {shown.length > 0
                    ? t('pricing.rates.periods', {
                        periods: shown
                          .map((range) => t('pricing.rates.period', { name: range.name, from: formatDate(range.startDate, i18n.language), to: formatDate(range.endDate, i18n.language) }))
                          .join('; '),
                      })
                    : t('pricing.rates.noPeriods')}
                </p>
                <div className={styles.ruleGrid}>
                  {TIERS.map((tier) => {
                    const id = `${formId}-${type}-${tier}`;
                    const message = fieldMessageFor(formState.errors[type]?.[tier], t, { scope: 'pricing', field: tier });
                    return (
                      <div key={tier} className={form.field}>
                        <label htmlFor={id} className={form.label}>
                          {t(`pricing.rates.${tier}`, { currency: villa.currency })}
                        </label>
                        <input type="number" min={0} step={0.01} inputMode="decimal" className={form.input} placeholder="0" {...fieldA11y(id, message)} {...register(`${type}.${tier}`)} />
                        <FieldError id={`${id}-error`} message={message} />
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            );
          })}
          <p className={styles.hint}>{t('pricing.rates.emptyHint')}</p>
        </form>
      )}
      <PriceOutlierDialog outliers={outliers?.found ?? null} format={format} onSaveAnyway={() => void saveAnyway()} onGoBack={() => setOutliers(null)} busy={savingAnyway} />
    </div>
  );
}
