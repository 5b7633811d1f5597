import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { staffBookingSchema, type BookingDto, type StaffBookingRequest } from '@islandstay/shared/bookings/booking.schemas';
import { addDays, daysBetween } from '@islandstay/shared/dates/dates';
import { Button } from '@islandstay/web-common/components/button/button';
import { fieldA11y, FormField } from '@islandstay/web-common/components/form/form-field';
import formStyles from '../../../components/form/form.module.css';
import { Modal } from '../../../components/modal/modal.tsx';
import { BookingStatusBadge } from '../../../components/status-badge/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '@islandstay/web-common/lib/dates';
import { sharedSchemaResolver } from '@islandstay/web-common/lib/form-resolver';
import { useFormatPrice } from '@islandstay/web-common/lib/use-format-price';
import type { CalendarVilla } from '../api/calendar-range.ts';
import { saveStaffBooking } from '../api/save-staff-booking.ts';
import { useStayQuote } from '../api/stay-quote.ts';
import { asFieldError, fieldMessageFor, refusalFor, type CodedLike } from '@islandstay/web-common/errors/messages';
import { ConflictDialog, conflictOf, type Conflict } from './conflict-dialog.tsx';
import { CustomerAutocomplete } from './customer-autocomplete.tsx';
import styles from './calendar.module.css';

/** What the modal opens on: a new stay (from a day or a selection) or an existing booking. */
export type BookingDraft = { mode: 'create'; villaId: string; checkIn: string; checkOut: string } | { mode: 'edit'; booking: BookingDto };

interface BookingFormValues {
  villaId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  customerInfo: { name: string; email: string; phone: string };
  notes: string;
  customPrice: number | null;
  isAdminBooking: boolean;
}

function valuesOf(draft: BookingDraft): BookingFormValues {
  if (draft.mode === 'edit') {
    const b = draft.booking;
    return {
      villaId: b.villaId,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      guests: b.guests,
      customerInfo: { name: b.customerInfo.name, email: b.customerInfo.email, phone: b.customerInfo.phone },
      notes: b.notes ?? '',
      customPrice: b.customPrice,
      isAdminBooking: b.isAdminBooking,
    };
  }
  // docs/product.md#calendar: check-in the chosen day, check-out the next (or the selection's), 1 guest, the admin-booking flag.
  return { villaId: draft.villaId, checkIn: draft.checkIn, checkOut: draft.checkOut, guests: 1, customerInfo: { name: '', email: '', phone: '' }, notes: '', customPrice: null, isAdminBooking: true };
}

const FIELDS = ['villaId', 'checkIn', 'checkOut', 'guests', 'customerInfo.name', 'customerInfo.email', 'customerInfo.phone', 'notes', 'customPrice'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(path);

interface BookingDialogProps {
  draft: BookingDraft | null;
  villas: readonly CalendarVilla[];
  onClose: () => void;
}

/** Create New Booking / Edit Booking {reference} (docs/product.md#calendar, admin booking calendar). */
export function BookingDialog({ draft, villas, onClose }: BookingDialogProps) {
  const { t } = useTranslation();
  const title = draft?.mode === 'edit' ? t('calendar.booking.editTitle', { reference: draft.booking.bookingReference }) : t('calendar.booking.createTitle');
  return (
    <Modal open={draft !== null} onOpenChange={(open) => !open && onClose()} title={title}>
      {draft ? <BookingForm key={draft.mode === 'edit' ? draft.booking.id : `${draft.villaId}:${draft.checkIn}`} draft={draft} villas={villas} onDone={onClose} /> : null}
    </Modal>
  );
}

function BookingForm({ draft, villas, onDone }: { draft: BookingDraft; villas: readonly CalendarVilla[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { formatFrom } = useFormatPrice();
  const editing = draft.mode === 'edit' ? draft.booking : null;
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormValues, unknown, StaffBookingRequest>({ resolver: sharedSchemaResolver(staffBookingSchema), defaultValues: valuesOf(draft) });

  const [villaId, checkIn, checkOut, guests, customPrice] = useWatch({ control, name: ['villaId', 'checkIn', 'checkOut', 'guests', 'customPrice'] });
  const villa = villas.find((v) => v.id === villaId);
  const quote = useStayQuote(villaId, checkIn, checkOut, guests);
  const nights = checkIn && checkOut ? Math.max(0, daysBetween(checkIn, checkOut)) : 0;

  // A later check-in than check-out moves the check-out to the next day.
  useEffect(() => {
    if (checkIn && checkOut && checkOut <= checkIn) setValue('checkOut', addDays(checkIn, 1), { shouldValidate: false });
  }, [checkIn, checkOut, setValue]);

  async function onSubmit(request: StaffBookingRequest) {
    try {
      await saveStaffBooking(request, editing?.id);
      toast.success(t(editing ? 'calendar.booking.updated' : 'calendar.booking.created'));
      onDone();
    } catch (error) {
      const other = conflictOf(error);
      if (other) {
        setConflict(other);
        return;
      }
      if (error instanceof ApiError && error.details.some((d) => isField(d.path))) {
        for (const detail of error.details) if (isField(detail.path)) setError(detail.path as Path<BookingFormValues>, asFieldError(detail));
        return;
      }
      toast.error(t('calendar.booking.saveError', { reason: refusalFor(error, t, { scope: 'calendar' }) ?? t('calendar.tryAgain') }));
    }
  }

  const message = (field: string, error: CodedLike | undefined) => fieldMessageFor(error, t, { scope: 'calendar', field });
  const villaError = errors.villaId ? t('calendar.booking.selectVilla') : undefined;
  const quoteData = quote.data;
  const villaOptions = editing ? villas.filter((v) => v.id === editing.villaId) : villas.filter((v) => v.isActive);

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      {editing ? (
        <div className={styles.statusBlock}>
          <div>
            {t('calendar.booking.status')}
            <strong className={styles.upper}>
              <BookingStatusBadge status={editing.status} />
            </strong>
          </div>
          <div>
            {t('calendar.booking.total')}
            <strong>{formatFrom(editing.totalPrice, editing.villaCurrency)}</strong>
          </div>
          <div>
            {t('calendar.booking.createdAt')}
            <strong>{formatDay(editing.createdAt, i18n.language)}</strong>
          </div>
        </div>
      ) : null}

      <FormField id="booking-villa" label={t('calendar.booking.villa')} error={villaError} required>
        <select {...fieldA11y('booking-villa', villaError)} className={formStyles.input} disabled={editing !== null} {...register('villaId')}>
          <option value="">{t('calendar.booking.chooseVilla')}</option>
          {villaOptions.map((v) => (
            <option key={v.id} value={v.id}>
              {v.areas.length ? `${v.name} - ${v.areas.join(', ')}` : v.name}
            </option>
          ))}
        </select>
      </FormField>

      <div className={formStyles.grid2}>
        <FormField id="booking-check-in" label={t('calendar.booking.checkIn')} error={message('checkIn', errors.checkIn)} required>
          <input type="date" {...fieldA11y('booking-check-in', errors.checkIn?.message)} className={formStyles.input} {...register('checkIn')} />
        </FormField>
        <FormField id="booking-check-out" label={t('calendar.booking.checkOut')} error={message('checkOut', errors.checkOut)} required>
          <input type="date" min={checkIn ? addDays(checkIn, 1) : undefined} {...fieldA11y('booking-check-out', errors.checkOut?.message)} className={formStyles.input} {...register('checkOut')} />
        </FormField>
      </div>

      <FormField id="booking-guests" label={t('calendar.booking.guests')} error={message('guests', errors.guests)} required>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          {...fieldA11y('booking-guests', errors.guests?.message)}
          className={formStyles.input}
          {...register('guests', { valueAsNumber: true })}
        />
      </FormField>

      <FormField id="booking-name" label={t('calendar.booking.customerName')} error={message('name', errors.customerInfo?.name)} required>
        <Controller
          control={control}
          name="customerInfo.name"
          render={({ field }) => (
            <CustomerAutocomplete
              id="booking-name"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.customerInfo?.name?.message}
              onChoose={(customer) => {
                setValue('customerInfo.name', customer.name, { shouldValidate: true });
                setValue('customerInfo.email', customer.email);
                setValue('customerInfo.phone', customer.phone);
              }}
            />
          )}
        />
      </FormField>

      <div className={formStyles.grid2}>
        <FormField id="booking-email" label={t('calendar.booking.email')} error={message('email', errors.customerInfo?.email)}>
          <input type="email" autoComplete="off" {...fieldA11y('booking-email', errors.customerInfo?.email?.message)} className={formStyles.input} {...register('customerInfo.email')} />
        </FormField>
        <FormField id="booking-phone" label={t('calendar.booking.phone')} error={message('phone', errors.customerInfo?.phone)}>
          <input type="tel" autoComplete="off" {...fieldA11y('booking-phone', errors.customerInfo?.phone?.message)} className={formStyles.input} {...register('customerInfo.phone')} />
        </FormField>
      </div>

      <FormField id="booking-notes" label={t('calendar.booking.notes')} error={message('notes', errors.notes)}>
        <textarea {...fieldA11y('booking-notes', errors.notes?.message)} className={formStyles.input} rows={3} {...register('notes')} />
      </FormField>

      <FormField id="booking-custom-price" label={t('calendar.booking.customPrice', { currency: villa?.currency ?? '' })} error={message('customPrice', errors.customPrice)}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder={t('calendar.booking.customPriceHint')}
          {...fieldA11y('booking-custom-price', errors.customPrice?.message)}
          className={formStyles.input}
          {...register('customPrice', { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) })}
        />
      </FormField>

      <div className={styles.quote} aria-live="polite">
        {nights < 1 ? (
          <span>{t('calendar.booking.quoteNeedsDates')}</span>
        ) : quote.error ? (
          <span>{t('calendar.booking.quoteUnavailable', { reason: refusalFor(quote.error, t, { scope: 'calendar' }) ?? t('calendar.tryAgain') })}</span>
        ) : quoteData ? (
          <>
            <span>{t('calendar.booking.nights', { count: quoteData.nights })}</span>
            <span className={styles.quoteTotal}>{formatFrom(quoteData.totalPrice, quoteData.currency)}</span>
            <span>{t('calendar.booking.perNight', { price: formatFrom(quoteData.averageNightlyRate, quoteData.currency) })}</span>
            {customPrice !== null && !Number.isNaN(customPrice) ? <span>{t('calendar.booking.customOverrides', { price: formatFrom(customPrice, quoteData.currency) })}</span> : null}
            {!editing && !quoteData.available && quoteData.message ? <span>{quoteData.message}</span> : null}
          </>
        ) : (
          <span>{t('calendar.booking.quoteLoading')}</span>
        )}
      </div>

      <div className={styles.formFooter}>
        <Button onClick={onDone}>{t('calendar.booking.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {t(editing ? 'calendar.booking.update' : 'calendar.booking.create')}
        </Button>
      </div>

      <ConflictDialog
        conflict={conflict}
        onClose={() => setConflict(null)}
        onPickOtherDates={() => {
          setConflict(null);
          // After the alert closes and gives focus back.
          setTimeout(() => setFocus('checkIn'), 0);
        }}
      />
    </form>
  );
}
