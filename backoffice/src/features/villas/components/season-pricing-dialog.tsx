import { useEffect, useId, useState } from 'react';
import { asFieldError, fieldMessageFor, refusalFor } from '@islandstay/web-common/errors/messages';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CalendarX, Plus, RotateCcw, TriangleAlert } from 'lucide-react';
import { issueDetail } from '@islandstay/shared/http/zod-issues';
import { saveSeasonsSchema, type SaveSeasonsRequest } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { villaSeasonsOutliers, type PriceOutlier } from '@islandstay/shared/pricing/price-outliers';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { Button } from '@islandstay/web-common/components/button/button';
import { FieldError, fieldA11y } from '@islandstay/web-common/components/form/form-field';
import form from '../../../components/form/form.module.css';
import { LoadingRows } from '../../../components/list-page/list-states.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { PriceOutlierDialog } from '../../../components/price-outlier-dialog/price-outlier-dialog.tsx';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { InlineAlert } from '@islandstay/web-common/components/inline-alert/inline-alert';
import { RemoveButton } from '@islandstay/web-common/components/button/remove-button';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrency } from '@islandstay/web-common/lib/currency-preference';
import { formatPrice } from '@islandstay/web-common/lib/money';
import type { AdminVilla } from '../api/admin-villas.ts';
import { useVillaPricing } from '../../../lib/api/villa-pricing.ts';
import { saveVillaSeasons } from '../api/villa-seasons.ts';
import styles from './villas.module.css';

interface SeasonRow {
  seasonId?: string;
  name: string;
  seasonType: 'low' | 'high';
  startDate: string;
  endDate: string;
  daily: string;
  weekly: string;
  monthly: string;
  active: boolean;
}

interface SeasonFormValues {
  seasons: SeasonRow[];
}

/** dd.MM.yyyy (docs/product.md#season-pricing: the season pickers' display). */
function dotted(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}` : date;
}

/** The default new season (New Season, low, active; docs/product.md#season-pricing), over the current year rather than the original brief's fixed 2025. */
function newSeason(name: string): SeasonRow {
  const year = todayOnIsland().slice(0, 4);
  return { name, seasonType: 'low', startDate: `${year}-01-01`, endDate: `${year}-12-31`, daily: '', weekly: '', monthly: '', active: true };
}

const price = (value: string) => (value.trim() === '' ? 0 : Number(value));

/** The Season Pricing modal (docs/product.md#season-pricing): the villa's season periods, edited locally and saved together. */
export function SeasonPricingDialog({ villa, onClose }: { villa: AdminVilla; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { data, error, isLoading, mutate } = useVillaPricing(villa.id);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, setError, watch, formState } = useForm<SeasonFormValues>({ defaultValues: { seasons: [] } });
  const { fields, append, remove } = useFieldArray({ control, name: 'seasons' });
  const [loaded, setLoaded] = useState(false);
  /** Seasons waiting on the answer to the price outlier warning. */
  const [outliers, setOutliers] = useState<{ request: SaveSeasonsRequest; found: PriceOutlier[] } | null>(null);
  const [savingAnyway, setSavingAnyway] = useState(false);
  const { currencies } = useCurrency();
  const display = currencies.find((c) => c.code === villa.currency) ?? { code: villa.currency, symbol: villa.currency, decimalPlaces: 2, position: 'after' as const };
  const format = (value: number) => formatPrice(value, display);

  useEffect(() => {
    if (!data || loaded) return;
    reset({
      seasons: data.seasons.map((s) => ({
        seasonId: s.id,
        name: s.name,
        seasonType: s.type,
        startDate: s.startDate,
        endDate: s.endDate,
        daily: String(s.dailyPrice),
        weekly: String(s.weeklyPrice),
        monthly: String(s.monthlyPrice),
        active: s.active,
      })),
    });
    setLoaded(true);
  }, [data, loaded, reset]);

  async function save(values: SeasonFormValues) {
    setSaveError(null);
    const request = {
      villaId: villa.id,
      seasons: values.seasons.map((s) => ({
        seasonId: s.seasonId,
        name: s.name.trim() || (s.seasonType === 'high' ? t('villas.seasons.highDefault') : t('villas.seasons.lowDefault')),
        seasonType: s.seasonType,
        startDate: s.startDate,
        endDate: s.endDate,
        daily: price(s.daily),
        weekly: price(s.weekly),
        monthly: price(s.monthly),
        active: s.active,
        villaId: villa.id,
      })),
    };
    // The shared schema first: the same rule as the server, on the same fields.
    const parsed = saveSeasonsSchema.safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) applyIssue(issueDetail(issue));
      return;
    }
    // Only rates added or changed since the last save are asked about: a kept outlier is not asked again.
    const saved = data?.seasons.map((s) => ({ id: s.id, daily: s.dailyPrice, weekly: s.weeklyPrice, monthly: s.monthlyPrice, active: s.active }));
    const found = villaSeasonsOutliers(request.seasons, data?.basePrice ?? villa.price, saved);
    if (found.length > 0) {
      setOutliers({ request: parsed.data, found });
      return;
    }
    await persist(parsed.data);
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

  async function persist(request: SaveSeasonsRequest) {
    try {
      await saveVillaSeasons(request);
      toast.success(t('villas.seasons.saved'));
      onClose();
    } catch (err) {
      setSaveError(t('villas.seasons.saveError', { reason: refusalFor(err, t) ?? t('villas.tryAgain') }));
      if (err instanceof ApiError) for (const detail of err.details) applyIssue(detail);
    }
  }

  /** A problem with one season's field (the shared schema's, or the server's), kept by its code for fieldMessageFor. */
  function applyIssue(detail: { path: string; code?: string; message?: string; params?: unknown }) {
    const [root, index, field] = detail.path.split('.');
    if (root !== 'seasons' || index === undefined || !field) return;
    const name = (
      {
        seasonType: 'seasonType',
        type: 'seasonType',
        daily: 'daily',
        dailyPrice: 'daily',
        weekly: 'weekly',
        weeklyPrice: 'weekly',
        monthly: 'monthly',
        monthlyPrice: 'monthly',
        startDate: 'startDate',
        endDate: 'endDate',
        name: 'name',
      } as const
    )[field as 'name'];
    if (name) setError(`seasons.${Number(index)}.${name}`, asFieldError(detail));
  }

  const seasons = watch('seasons');
  let body;
  if (error && !data) {
    body = (
      <StateMessage
        icon={TriangleAlert}
        tone="error"
        title={t('villas.seasons.loadError')}
        text={refusalFor(error, t) ?? t('common.loadErrorText')}
        actions={
          <Button variant="primary" onClick={() => void mutate()}>
            <RotateCcw size={16} aria-hidden="true" />
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (isLoading || !loaded) {
    body = <LoadingRows label={t('common.loading')} rows={2} rowHeight={120} />;
  } else {
    body = (
      <form id={`${id}-form`} className={form.form} noValidate onSubmit={handleSubmit(save)}>
        <InlineAlert message={saveError} className={form.alert} />
        {fields.length === 0 && <StateMessage icon={CalendarX} title={t('villas.seasons.empty')} text={t('villas.seasons.emptyText')} />}
        {fields.map((field, index) => {
          const err = formState.errors.seasons?.[index];
          // By code, in the language on screen: never the schema's or the server's English sentence.
          const problem = (name: 'name' | 'seasonType' | 'startDate' | 'endDate' | 'daily' | 'weekly' | 'monthly') => fieldMessageFor(err?.[name], t, { scope: 'pricing', field: name });
          const f = (name: string) => `${id}-${index}-${name}`;
          const current = seasons[index];
          return (
            <fieldset key={field.id} className={styles.seasonCard}>
              <legend className={styles.seasonLegend}>
                {t('villas.seasons.card', { n: index + 1 })}
                {current && (
                  <span className={styles.muted}>
                    {' '}
                    {dotted(current.startDate)} – {dotted(current.endDate)}
                  </span>
                )}
              </legend>
              <div className={styles.seasonGrid}>
                <div className={form.field}>
                  <label htmlFor={f('name')} className={form.label}>
                    {t('villas.seasons.name')}
                  </label>
                  <input className={form.input} placeholder={t('villas.seasons.namePlaceholder')} {...fieldA11y(f('name'), problem('name'))} {...register(`seasons.${index}.name`)} />
                  <FieldError id={`${f('name')}-error`} message={problem('name')} />
                </div>
                <div className={form.field}>
                  <label htmlFor={f('type')} className={form.label}>
                    {t('villas.seasons.type')}
                  </label>
                  <select className={form.input} {...fieldA11y(f('type'), problem('seasonType'))} {...register(`seasons.${index}.seasonType`)}>
                    <option value="low">{t('villas.seasons.low')}</option>
                    <option value="high">{t('villas.seasons.high')}</option>
                  </select>
                </div>
                <div className={form.field}>
                  <label htmlFor={f('start')} className={form.label}>
                    {t('villas.seasons.start')}
                  </label>
                  <input type="date" className={form.input} {...fieldA11y(f('start'), problem('startDate'))} {...register(`seasons.${index}.startDate`)} />
                  <FieldError id={`${f('start')}-error`} message={problem('startDate')} />
                </div>
                <div className={form.field}>
                  <label htmlFor={f('end')} className={form.label}>
                    {t('villas.seasons.end')}
                  </label>
                  <input type="date" className={form.input} {...fieldA11y(f('end'), problem('endDate'))} {...register(`seasons.${index}.endDate`)} />
                  <FieldError id={`${f('end')}-error`} message={problem('endDate')} />
                </div>
                {(['daily', 'weekly', 'monthly'] as const).map((tier) => (
                  <div key={tier} className={form.field}>
                    <label htmlFor={f(tier)} className={form.label}>
                      {t(`villas.seasons.${tier}`, { currency: villa.currency })}
                    </label>
                    <input
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      className={form.input}
                      placeholder="0"
                      {...fieldA11y(f(tier), problem(tier))}
                      {...register(`seasons.${index}.${tier}`)}
                    />
                    <FieldError id={`${f(tier)}-error`} message={problem(tier)} />
                  </div>
                ))}
              </div>
              <div className={styles.seasonFoot}>
                <label className={styles.check}>
                  <input type="checkbox" role="switch" {...register(`seasons.${index}.active`)} />
                  {t('villas.seasons.active')}
                </label>
                <RemoveButton label={t('villas.seasons.remove', { n: index + 1 })} className={styles.dangerText} onClick={() => remove(index)} />
              </div>
            </fieldset>
          );
        })}
        <Button onClick={() => append(newSeason(t('villas.seasons.newName')))}>
          <Plus size={16} aria-hidden="true" />
          {t('villas.seasons.add')}
        </Button>
      </form>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('villas.seasons.title')}
      description={villa.name}
      footer={
        <>
          <Button onClick={onClose}>{t('villas.form.cancel')}</Button>
          <Button variant="primary" type="submit" form={`${id}-form`} disabled={!loaded || formState.isSubmitting || savingAnyway}>
            {formState.isSubmitting || savingAnyway ? t('villas.form.saving') : t('villas.seasons.save')}
          </Button>
        </>
      }
    >
      {body}
      <PriceOutlierDialog outliers={outliers?.found ?? null} format={format} onSaveAnyway={() => void saveAnyway()} onGoBack={() => setOutliers(null)} busy={savingAnyway} />
    </Modal>
  );
}
