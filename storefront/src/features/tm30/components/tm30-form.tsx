import { useId, useMemo, useState } from 'react';
import { fieldMessageFor } from '@islandstay/web-common/errors/messages';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CircleExclamationPoint, Plus, ShieldCheck } from 'lucide-react';
import { NATIONALITY_CODES } from '@islandstay/shared/bookings/nationalities';
import { TM30_GENDERS, tm30FormSchema, type Tm30Form as Tm30FormData, type Tm30Response } from '@islandstay/shared/bookings/tm30.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { RemoveButton } from '@islandstay/web-common/components/button/remove-button';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import { FormOutcome, type FormOutcomeValue } from '../../../components/form-outcome/form-outcome.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { saveTm30 } from '../api/tm30.ts';
import styles from './tm30-form.module.css';

type GuestField = 'fullName' | 'nationality' | 'passportNumber' | 'dateOfBirth' | 'gender';
interface GuestValues {
  fullName: string;
  nationality: string;
  passportNumber: string;
  dateOfBirth: string;
  gender: string;
}
interface FormValues {
  guests: GuestValues[];
}

const EMPTY_GUEST: GuestValues = { fullName: '', nationality: '', passportNumber: '', dateOfBirth: '', gender: '' };
const SERVER_PATH = /^guests\.(\d+)\.(fullName|nationality|passportNumber|dateOfBirth|gender)$/;

/**
 * The TM30 pre-arrival form: each foreign guest's name as in the passport, nationality, passport
 * number, date of birth and gender, in the order of the immigration form. Arrival and departure
 * come from the booking. The shared schema is the rule on both sides; server errors land on the
 * same fields.
 */
export function Tm30Form({ form, token, onSaved }: { form: Tm30Response; token?: string; onSaved?: (saved: Tm30Response) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [alert, setAlert] = useState<FormOutcomeValue>(null);
  const { control, register, handleSubmit, setError, reset, errors, isSubmitting } = useSchemaForm<FormValues, Tm30FormData>(tm30FormSchema, {
    defaultValues: { guests: form.entries.length > 0 ? form.entries : [EMPTY_GUEST] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'guests' });

  const countries = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' });
    } catch {
      // an old browser without DisplayNames: the codes themselves
    }
    return NATIONALITY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, i18n.resolvedLanguage));
  }, [i18n.resolvedLanguage]);

  const genders = TM30_GENDERS.map((g) => ({ value: g, label: t(`tm30.genders.${g}`) }));
  const date = (value: string) => formatDate(value, i18n.language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const fieldId = (index: number, field: GuestField) => `${id}-${index}-${field}`;
  const errorId = (index: number, field: GuestField) => `${id}-${index}-${field}-error`;
  const guestErrors = (index: number) => (errors.guests as FieldErrors<FormValues>['guests'] | undefined)?.[index];

  function errorText(index: number, field: GuestField): string | null {
    const error = guestErrors(index)?.[field];
    if (!error) return null;
    if (error.type === 'server' && error.message) return error.message;
    return t(`tm30.errors.${field}`);
  }

  const a11y = (index: number, field: GuestField) => {
    const invalid = Boolean(guestErrors(index)?.[field]);
    return { id: fieldId(index, field), 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId(index, field) : undefined, 'aria-required': true };
  };

  const renderError = (index: number, field: GuestField) => {
    const text = errorText(index, field);
    return text ? (
      <p id={errorId(index, field)} className={styles.error}>
        <CircleExclamationPoint size={16} aria-hidden="true" />
        <span>{text}</span>
      </p>
    ) : null;
  };

  async function onValid(values: Tm30FormData) {
    setAlert(null);
    try {
      const saved = await saveTm30(form.bookingId, values, token);
      reset({ guests: saved.entries });
      const text = t('tm30.saved');
      toast.success(text);
      setAlert({ tone: 'success', text });
      onSaved?.(saved);
    } catch (error) {
      setAlert({ tone: 'error', text: failureText(error) });
    }
  }

  function failureText(error: unknown): string {
    if (!(error instanceof ApiError)) return t('tm30.failed');
    let placed = 0;
    for (const detail of error.details) {
      const match = SERVER_PATH.exec(detail.path);
      if (match) setError(`guests.${Number(match[1])}.${match[2] as GuestField}`, { type: 'server', message: fieldMessageFor(detail, t) }, { shouldFocus: placed++ === 0 });
    }
    if (error.status === 409) return t('tm30.closed');
    const guests = error.details.find((d) => d.path === 'guests');
    if (error.status === 400) return fieldMessageFor(guests, t) ?? t('tm30.errors.summary');
    return t('tm30.failed');
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid, () => setAlert({ tone: 'error', text: t('tm30.errors.summary') }))} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.intro}>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('tm30.title')}
        </h1>
        <p className={styles.stay}>{t('tm30.stay', { villa: form.villaName, reference: form.reference, checkIn: date(form.checkIn), checkOut: date(form.checkOut) })}</p>
        <p className={styles.note}>{t('tm30.why')}</p>
        <p className={styles.privacy}>
          <ShieldCheck size={18} aria-hidden="true" />
          <span>{t('tm30.privacy')}</span>
        </p>
      </div>

      {!form.editable && (
        <p className={styles.closed} role="status">
          {t('tm30.closed')}
        </p>
      )}

      <fieldset className={styles.guests} disabled={!form.editable || isSubmitting}>
        <legend className="visually-hidden">{t('tm30.guestsLegend')}</legend>
        {fields.map((field, index) => (
          <fieldset key={field.id} className={styles.guest}>
            <legend className={styles.guestTitle}>{t('tm30.guest', { number: index + 1 })}</legend>
            <div className={styles.grid}>
              <div className={`${styles.field} ${styles.wide}`}>
                <label htmlFor={fieldId(index, 'fullName')} className={styles.label}>
                  {t('tm30.fields.fullName')}
                </label>
                <input className={styles.input} type="text" autoComplete="name" maxLength={120} {...a11y(index, 'fullName')} {...register(`guests.${index}.fullName`)} />
                {renderError(index, 'fullName')}
              </div>
              <div className={styles.field}>
                <label htmlFor={fieldId(index, 'nationality')} className={styles.label}>
                  {t('tm30.fields.nationality')}
                </label>
                <NativeSelect className={styles.input} placeholder={t('tm30.chooseNationality')} options={countries} {...a11y(index, 'nationality')} {...register(`guests.${index}.nationality`)} />
                {renderError(index, 'nationality')}
              </div>
              <div className={styles.field}>
                <label htmlFor={fieldId(index, 'passportNumber')} className={styles.label}>
                  {t('tm30.fields.passportNumber')}
                </label>
                <input
                  className={`${styles.input} ${styles.passport}`}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={20}
                  {...a11y(index, 'passportNumber')}
                  {...register(`guests.${index}.passportNumber`)}
                />
                {renderError(index, 'passportNumber')}
              </div>
              <div className={styles.field}>
                <label htmlFor={fieldId(index, 'dateOfBirth')} className={styles.label}>
                  {t('tm30.fields.dateOfBirth')}
                </label>
                <input className={styles.input} type="date" autoComplete="bday" {...a11y(index, 'dateOfBirth')} {...register(`guests.${index}.dateOfBirth`)} />
                {renderError(index, 'dateOfBirth')}
              </div>
              <div className={styles.field}>
                <label htmlFor={fieldId(index, 'gender')} className={styles.label}>
                  {t('tm30.fields.gender')}
                </label>
                <NativeSelect className={styles.input} placeholder={t('tm30.chooseGender')} options={genders} {...a11y(index, 'gender')} {...register(`guests.${index}.gender`)} />
                {renderError(index, 'gender')}
              </div>
            </div>
            {fields.length > 1 && <RemoveButton label={t('tm30.removeGuest', { number: index + 1 })} className={styles.remove} onClick={() => remove(index)} />}
          </fieldset>
        ))}
      </fieldset>

      {form.editable && (
        <div className={styles.actions}>
          <Button onClick={() => append(EMPTY_GUEST)} disabled={fields.length >= form.guestCount || isSubmitting}>
            <Plus size={18} aria-hidden="true" />
            {t('tm30.addGuest')}
          </Button>
          <p className={styles.note}>{t('tm30.guestLimit', { count: form.guestCount })}</p>
        </div>
      )}

      <FormOutcome outcome={alert} />

      {form.editable && (
        <Button type="submit" variant="primary" disabled={isSubmitting} className={styles.submit}>
          {isSubmitting ? t('tm30.saving') : t('tm30.save')}
        </Button>
      )}
    </form>
  );
}
