import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Plus, RotateCcw, Trash2 } from 'lucide-react';
import { saveSeasonRangesSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import formStyles from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { sharedSchemaResolver } from '@islandstay/web-common/lib/form-resolver';
import { useSeasonRanges } from '../../../lib/api/season-ranges.ts';
import { saveSeasonRanges } from '../api/season-ranges.ts';
import { fieldMessageFor, refusalFor, type CodedLike } from '@islandstay/web-common/errors/messages';
import styles from './calendar.module.css';

type PriceInput = number | '';

interface SeasonRangeValues {
  id?: string;
  name: string;
  type: 'low' | 'high';
  startDate: string;
  endDate: string;
  dailyPrice: PriceInput;
  weeklyPrice: PriceInput;
  monthlyPrice: PriceInput;
  active: boolean;
}

interface SeasonRangesValues {
  seasonRanges: SeasonRangeValues[];
}

type SaveRequest = z.output<typeof saveSeasonRangesSchema>;

const asPrice = (value: unknown): PriceInput => (value === '' || value === null || value === undefined ? '' : Number(value));

interface SeasonRangesDialogProps {
  open: boolean;
  onClose: () => void;
  today: string;
}

/** Season Pricing Configuration (admin only): the global season periods, edited and saved at once. */
export function SeasonRangesDialog({ open, onClose, today }: SeasonRangesDialogProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useSeasonRanges(open);
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('calendar.seasons.title')} description={t('calendar.seasons.description')}>
      {error && !data ? (
        <div className={formStyles.alert} role="alert">
          <span>{t('calendar.seasons.loadError')}</span>
          <Button size="sm" onClick={() => void mutate()}>
            <RotateCcw size={16} aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      ) : !data ? (
        <div role="status">
          <span className="visually-hidden">{t('calendar.loading')}</span>
          <Skeleton height={160} />
        </div>
      ) : (
        <SeasonRangesForm
          initial={data.map((s) => ({
            id: s.id,
            name: s.name,
            type: s.type,
            startDate: s.startDate,
            endDate: s.endDate,
            dailyPrice: s.dailyPrice,
            weeklyPrice: s.weeklyPrice,
            monthlyPrice: s.monthlyPrice,
            active: s.active,
          }))}
          today={today}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function SeasonRangesForm({ initial, today, onDone }: { initial: SeasonRangeValues[]; today: string; onDone: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SeasonRangesValues, unknown, SaveRequest>({ resolver: sharedSchemaResolver(saveSeasonRangesSchema), defaultValues: { seasonRanges: initial } });
  const { fields, append, remove } = useFieldArray({ control, name: 'seasonRanges' });
  // By code, worded for the calendar; a season's name is not the booking's customer name (`validation.required_calendar_name`).
  const message = (field: string, error: CodedLike | undefined) => fieldMessageFor(error, t, { scope: 'calendar', field: field === 'name' ? 'seasonName' : field });

  async function onSubmit(request: SaveRequest) {
    try {
      await saveSeasonRanges(request);
      toast.success(t('calendar.seasons.saved'));
      onDone();
    } catch (err) {
      toast.error(t('calendar.seasons.saveError', { reason: refusalFor(err, t, { scope: 'calendar' }) ?? t('calendar.tryAgain') }));
    }
  }

  const year = today.slice(0, 4);
  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      {fields.length === 0 ? <p className={styles.hint}>{t('calendar.seasons.empty')}</p> : null}
      {fields.map((field, index) => {
        const fieldErrors = errors.seasonRanges?.[index];
        const id = (name: string) => `season-${index}-${name}`;
        return (
          <fieldset key={field.id} className={styles.seasonCard}>
            <legend className={styles.seasonLegend}>{t('calendar.seasons.period', { number: index + 1 })}</legend>
            <div className={formStyles.grid2}>
              <FormField id={id('name')} label={t('calendar.seasons.name')} error={message('name', fieldErrors?.name)} required>
                <input
                  {...fieldA11y(id('name'), fieldErrors?.name?.message)}
                  className={formStyles.input}
                  placeholder={t('calendar.seasons.namePlaceholder')}
                  {...register(`seasonRanges.${index}.name`)}
                />
              </FormField>
              <FormField id={id('type')} label={t('calendar.seasons.type')}>
                <select id={id('type')} className={formStyles.input} {...register(`seasonRanges.${index}.type`)}>
                  <option value="low">{t('calendar.seasons.low')}</option>
                  <option value="high">{t('calendar.seasons.high')}</option>
                </select>
              </FormField>
              <FormField id={id('start')} label={t('calendar.seasons.start')} error={message('startDate', fieldErrors?.startDate)} required>
                <input type="date" {...fieldA11y(id('start'), fieldErrors?.startDate?.message)} className={formStyles.input} {...register(`seasonRanges.${index}.startDate`)} />
              </FormField>
              <FormField id={id('end')} label={t('calendar.seasons.end')} error={message('endDate', fieldErrors?.endDate)} required>
                <input type="date" {...fieldA11y(id('end'), fieldErrors?.endDate?.message)} className={formStyles.input} {...register(`seasonRanges.${index}.endDate`)} />
              </FormField>
            </div>
            <div className={styles.priceRow}>
              {(['dailyPrice', 'weeklyPrice', 'monthlyPrice'] as const).map((key) => (
                <FormField key={key} id={id(key)} label={t(`calendar.seasons.${key}`)} error={message(key, fieldErrors?.[key])}>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    {...fieldA11y(id(key), fieldErrors?.[key]?.message)}
                    className={formStyles.input}
                    {...register(`seasonRanges.${index}.${key}`, { setValueAs: asPrice })}
                  />
                </FormField>
              ))}
            </div>
            <div className={styles.seasonActions}>
              <label className={styles.checkbox}>
                <input type="checkbox" {...register(`seasonRanges.${index}.active`)} />
                {t('calendar.seasons.active')}
              </label>
              <Button size="sm" variant="ghost" onClick={() => remove(index)} aria-label={t('calendar.seasons.removeNamed', { number: index + 1 })}>
                <Trash2 size={16} aria-hidden="true" />
                {t('calendar.seasons.remove')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          onClick={() =>
            append({ name: t('calendar.seasons.newName'), type: 'low', startDate: `${year}-01-01`, endDate: `${year}-12-31`, dailyPrice: '', weeklyPrice: '', monthlyPrice: '', active: true })
          }
        >
          <Plus size={16} aria-hidden="true" />
          {t('calendar.seasons.add')}
        </Button>
      </div>
      <div className={styles.formFooter}>
        <Button onClick={onDone}>{t('calendar.booking.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {t('calendar.seasons.save')}
        </Button>
      </div>
    </form>
  );
}
