import { forwardRef, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AlertCircle, AlertTriangle, ArrowLeft, Lock } from 'lucide-react';
import { customerInfoSchema } from '@islandstay/shared/bookings/booking.schemas';
import { createCustomerSchema, NEW_CUSTOMER_MESSAGE } from '@islandstay/shared/customers/customer.schemas';
import type { QuoteResponse } from '@islandstay/shared/pricing/pricing.schemas';
import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { sharedSchemaResolver } from '@islandstay/web-common/lib/form-resolver';
import type { StaySelection } from '../selection.ts';
import { BookingSummary } from './booking-summary.tsx';
import styles from './booking-flow.module.css';

export interface DetailsValues {
  name: string;
  email: string;
  phone: string;
}

/** A new customer's name and email (Complete Your Info), saved to their account with the booking. */
export interface NewGuestValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** What Confirm Booking sends on: the stay's contact details, and for a new customer their profile. */
export type ConfirmValues = DetailsValues & { newGuest?: NewGuestValues };

/** The server's Complete Your Info rule, for the fields this step shows. */
const newGuestSchema = createCustomerSchema.pick({ firstName: true, lastName: true, email: true });

type FormValues = DetailsValues & Omit<NewGuestValues, 'email'>;
export type DetailsField = keyof FormValues;
type Field = DetailsField;

/** The shared schema's sentences in the visitor's language; anything else as the server said it. */
function translate(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known: Record<string, string> = {
    'name is required': 'booking.details.nameRequired',
    'email must be a valid email address': 'booking.details.emailInvalid',
    'phone must be a phone number': 'booking.details.phoneInvalid',
    [NEW_CUSTOMER_MESSAGE]: 'booking.details.newGuestRequired',
  };
  return known[message] ? t(known[message]) : message;
}

export interface ConfirmStepProps {
  villa: VillaDto;
  selection: StaySelection;
  guests: number;
  quote: QuoteResponse | undefined;
  defaultValues: FormValues;
  signedIn: boolean;
  /**
   * Signed in with a phone that has no name and email yet: the step asks first and last name
   * (Complete Your Info, here instead of in step 2) and Confirm Booking saves them too.
   */
  newGuest: boolean;
  pending: boolean;
  /** The last refusal, in words, shown above the button (the form keeps what was typed). */
  error: string | null;
  /** The 3-upcoming cap: the message links to My Bookings. */
  capReached: boolean;
  /** Server errors for the form's own fields. */
  fieldErrors: Partial<Record<Field, string>>;
  onConfirm: (values: ConfirmValues) => void;
  onBack: () => void;
  onVerify: () => void;
}

/** Step 3, Confirm Your Details: name, email, the verified phone, the final summary, Confirm Booking. */
export const ConfirmStep = forwardRef<HTMLHeadingElement, ConfirmStepProps>(function ConfirmStep(props, headingRef) {
  const { villa, selection, guests, quote, defaultValues, signedIn, pending, error, capReached, fieldErrors } = props;
  const { t } = useTranslation();
  const id = useId();
  // Fixed while the step is shown: saving the profile completes it, and the fields must not swap under the guest.
  const [newGuest] = useState(props.newGuest);
  const { register, handleSubmit, getValues, formState } = useForm<FormValues, unknown, Partial<FormValues>>({
    resolver: newGuest ? sharedSchemaResolver<FormValues, NewGuestValues>(newGuestSchema) : sharedSchemaResolver<FormValues, DetailsValues>(customerInfoSchema),
    defaultValues,
  });

  function submit(values: Partial<FormValues>) {
    if (!newGuest) {
      props.onConfirm(values as DetailsValues);
      return;
    }
    const profile = values as NewGuestValues;
    props.onConfirm({ name: `${profile.firstName} ${profile.lastName}`, email: profile.email, phone: getValues('phone'), newGuest: profile });
  }
  // A new guest's booking name is their first and last name: a refusal of it shows on the first.
  const serverError = (field: Field) => fieldErrors[field] ?? (newGuest && field === 'firstName' ? fieldErrors.name : undefined);
  const errorOf = (field: Field) => translate(t, formState.errors[field]?.message ?? serverError(field));

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    className: styles.input,
    'aria-invalid': Boolean(errorOf(field)) || undefined,
    'aria-describedby': errorOf(field) ? `${id}-${field}-error` : undefined,
    ...register(field),
  });
  const fieldError = (field: Field) =>
    errorOf(field) ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError} role="alert">
        <AlertCircle size={16} aria-hidden="true" />
        <span>{errorOf(field)}</span>
      </p>
    ) : null;

  return (
    <div className={styles.columns}>
      <section className={styles.main} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          {t('booking.steps.details')}
        </h2>
        <p className={styles.hint}>{t(newGuest ? 'booking.details.newGuestLead' : 'booking.details.lead')}</p>
        <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
          {newGuest ? (
            <div className={styles.nameRow}>
              <div className={styles.field}>
                <label className={styles.label} htmlFor={`${id}-firstName`}>
                  {t('booking.details.firstName')}
                </label>
                <input {...fieldProps('firstName')} autoComplete="given-name" />
                {fieldError('firstName')}
              </div>
              <div className={styles.field}>
                <label className={styles.label} htmlFor={`${id}-lastName`}>
                  {t('booking.details.lastName')}
                </label>
                <input {...fieldProps('lastName')} autoComplete="family-name" />
                {fieldError('lastName')}
              </div>
            </div>
          ) : (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-name`}>
                {t('booking.details.name')}
              </label>
              <input {...fieldProps('name')} autoComplete="name" />
              {fieldError('name')}
            </div>
          )}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-email`}>
              {t('booking.details.email')}
            </label>
            <input {...fieldProps('email')} type="email" inputMode="email" autoComplete="email" />
            {fieldError('email')}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-phone`}>
              {t('booking.details.phone')}
            </label>
            <input {...fieldProps('phone')} type="tel" readOnly aria-describedby={`${id}-phone-hint`} />
            <p id={`${id}-phone-hint`} className={styles.hint}>
              <Lock size={14} aria-hidden="true" /> {t('booking.details.phoneHint')}
            </p>
            {fieldError('phone')}
          </div>

          {!signedIn && (
            <p className={styles.alert} role="alert">
              <AlertTriangle size={18} aria-hidden="true" />
              <span>{t('booking.errors.notAuthenticated')}</span>
              <Button size="sm" onClick={props.onVerify}>
                {t('booking.steps.verify')}
              </Button>
            </p>
          )}
          {(error || capReached) && (
            <p className={styles.alert} role="alert">
              <AlertTriangle size={18} aria-hidden="true" />
              <span>
                {capReached ? t('booking.errors.cap') : error}
                {capReached && (
                  <>
                    {' '}
                    <Link to="/my-bookings">{t('booking.errors.seeBookings')}</Link>
                  </>
                )}
              </span>
            </p>
          )}

          <div className={styles.actions}>
            <Button onClick={props.onBack} disabled={pending}>
              <ArrowLeft size={18} aria-hidden="true" />
              {t('booking.back')}
            </Button>
            <Button type="submit" variant="primary" disabled={pending || !signedIn} aria-busy={pending || undefined}>
              {pending ? t('booking.confirming') : t('booking.confirm')}
            </Button>
          </div>
        </form>
      </section>
      <aside className={styles.aside}>
        <BookingSummary villa={villa} selection={selection} guests={guests} quote={quote} quoteLoading={false} quoteError={false} showPayment />
      </aside>
    </div>
  );
});
