import { useId, useMemo, useState } from 'react';
import { fieldMessageFor } from '@islandstay/web-common/errors/messages';
import { type FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CircleExclamationPoint, Send } from 'lucide-react';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, contactMessageSchema, type ContactMessageRequest, type ContactSubject } from '@islandstay/shared/contacts/contact.schemas';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@islandstay/shared/customers/country-codes';
import { Button } from '@islandstay/web-common/components/button/button';
import { NativeSelect } from '@islandstay/web-common/components/form/native-select';
import { FormOutcome, type FormOutcomeValue } from '../../../components/form-outcome/form-outcome.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { useHydrated } from '@islandstay/web-common/lib/use-hydrated';
import { sendContactMessage } from '../api/send-contact-message.ts';
import styles from './contact-form.module.css';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
}
type Field = keyof ContactFormValues;

const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'countryCode', 'phone', 'subject', 'message'];
const REQUIRED: ReadonlySet<Field> = new Set(['firstName', 'lastName', 'email', 'subject', 'message']);
const MAX_LENGTH: Partial<Record<Field, number>> = { firstName: 80, lastName: 80, email: 200, message: CONTACT_MESSAGE_MAX };

const SUBJECT_KEYS: Record<ContactSubject, string> = {
  'General Inquiry': 'generalInquiry',
  'Booking Question': 'bookingQuestion',
  'Villa Information': 'villaInformation',
  'Cancellation/Modification': 'cancellation',
  'Technical Support': 'technicalSupport',
  Feedback: 'feedback',
  Other: 'other',
};

const EMPTY: ContactFormValues = { firstName: '', lastName: '', email: '', countryCode: DEFAULT_COUNTRY_CODE, phone: '', subject: '', message: '' };

/** What the form says above the button after a failed send; the fields keep what was typed. */
function isField(path: string): path is Field {
  return (FIELDS as readonly string[]).includes(path);
}

/** A 429's body says how long to wait: `{ error, retryAfterSeconds }`. */
function retryAfterSeconds(error: ApiError): number | null {
  const body = error.body;
  const value = typeof body === 'object' && body !== null && 'retryAfterSeconds' in body ? body.retryAfterSeconds : null;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The villa a message is about ("Contact host" on its page): its host is emailed the message too. */
interface ContactVilla {
  id: string;
  name: string;
  hostName?: string;
}

/**
 * The contact page's form (docs/product.md#static-pages): the shared schema is the rule on both sides, the
 * server's field errors land on the same fields, and nothing typed is lost to an error. Opened about
 * a villa, the subject and the start of the message name it and the villa goes with the message.
 */
export function ContactForm({ villa }: { villa?: ContactVilla } = {}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [alert, setAlert] = useState<FormOutcomeValue>(null);
  // The prefill is made once (the page keys the form by the villa): a language switch must not rewrite what was typed.
  const [initial] = useState<ContactFormValues>(() => (villa ? { ...EMPTY, subject: 'Villa Information', message: t('contact.form.aboutVilla', { name: villa.name }) } : EMPTY));
  const { register, handleSubmit, setError, reset, getValues, setValue, errors, isSubmitting } = useSchemaForm<ContactFormValues, ContactMessageRequest>(contactMessageSchema, {
    defaultValues: initial,
  });

  // The countries' names in the visitor's language come from the runtime's own data, which the
  // server's and the browser's may word differently: a page the server wrote starts with the
  // English names both share, and takes the browser's once adopted.
  const hydrated = useHydrated();
  const countryOptions = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      if (hydrated) names = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' });
    } catch {
      // an old browser without DisplayNames: the English names below
    }
    return COUNTRY_CODES.map((c) => ({ value: c.code, label: t('contact.form.countryOption', { code: c.code, country: names?.of(c.iso) ?? c.name }) }));
  }, [hydrated, i18n.resolvedLanguage, t]);

  const subjectOptions = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(`contact.subjects.${SUBJECT_KEYS[subject]}`) }));

  function errorText(field: Field, error: FormFieldError): string {
    if (error.type === 'server' && error.message) return error.message;
    const value = String(getValues(field) ?? '').trim();
    if (REQUIRED.has(field) && value === '') return t(`contact.form.errors.required.${field}`);
    if (field === 'email') return t('contact.form.errors.email');
    if (field === 'phone') return t('contact.form.errors.phone');
    if (field === 'countryCode') return t('contact.form.errors.countryCode');
    const max = MAX_LENGTH[field];
    if (error.type === 'too_big' || (max !== undefined && value.length > max)) return t('contact.form.errors.tooLong', { max });
    return t('contact.form.errors.controlCharacters');
  }

  async function onValid(values: ContactMessageRequest) {
    setAlert(null);
    try {
      await sendContactMessage({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        subject: values.subject,
        message: values.message,
        ...(villa ? { villaId: villa.id } : {}),
        // A country code means nothing without a number: only a given phone sends both.
        ...(values.phone ? { phone: values.phone, countryCode: values.countryCode } : {}),
      });
      const sent = t('contact.form.sent');
      toast.success(sent);
      reset(initial);
      setAlert({ tone: 'success', text: sent });
    } catch (error) {
      setAlert({ tone: 'error', text: failureText(error) });
    }
  }

  function failureText(error: unknown): string {
    if (!(error instanceof ApiError)) return t('contact.form.failed');
    if (error.status === 429) {
      const seconds = retryAfterSeconds(error);
      return seconds ? t('contact.form.tooMany', { count: Math.ceil(seconds / 60) }) : t('contact.form.tooManyLater');
    }
    const fieldErrors = error.details.filter((detail) => isField(detail.path));
    fieldErrors.forEach((detail, index) => setError(detail.path as Field, { type: 'server', message: fieldMessageFor(detail, t) }, { shouldFocus: index === 0 }));
    if (error.status === 400 || fieldErrors.length > 0) return t('contact.form.errors.summary');
    return t('contact.form.failed');
  }

  const onInvalid = () => setAlert({ tone: 'error', text: t('contact.form.errors.summary') });

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const a11y = (field: Field) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
    'aria-required': REQUIRED.has(field) ? true : undefined,
  });

  const renderError = (field: Field) => {
    const error = errors[field];
    if (!error) return null;
    return (
      <p id={errorId(field)} className={styles.error}>
        <CircleExclamationPoint size={16} aria-hidden="true" />
        <span>{errorText(field, error)}</span>
      </p>
    );
  };

  const label = (field: Field, text: string) => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {text}
      {REQUIRED.has(field) ? (
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      ) : (
        <span className={styles.optional}>{t('contact.form.optional')}</span>
      )}
    </label>
  );

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.intro}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('contact.form.title')}
        </h2>
        {villa && (
          <p className={styles.villaNote} role="note">
            {villa.hostName ? t('contact.form.toHostNamed', { name: villa.name, host: villa.hostName }) : t('contact.form.toHost', { name: villa.name })}
          </p>
        )}
        <p className={styles.note}>{t('contact.form.requiredNote')}</p>
      </div>

      <div className={styles.grid}>
        <div className={styles.field}>
          {label('firstName', t('contact.form.firstName'))}
          <input className={styles.input} type="text" autoComplete="given-name" maxLength={80} {...a11y('firstName')} {...register('firstName')} />
          {renderError('firstName')}
        </div>
        <div className={styles.field}>
          {label('lastName', t('contact.form.lastName'))}
          <input className={styles.input} type="text" autoComplete="family-name" maxLength={80} {...a11y('lastName')} {...register('lastName')} />
          {renderError('lastName')}
        </div>
        <div className={styles.field}>
          {label('email', t('contact.form.email'))}
          <input className={styles.input} type="email" autoComplete="email" inputMode="email" maxLength={200} {...a11y('email')} {...register('email')} />
          {renderError('email')}
        </div>
        <fieldset className={styles.phoneGroup}>
          <legend className={styles.label}>
            {t('contact.form.phone')}
            <span className={styles.optional}>{t('contact.form.optional')}</span>
          </legend>
          <div className={styles.phoneRow}>
            <label htmlFor={fieldId('countryCode')} className="visually-hidden">
              {t('contact.form.countryCode')}
            </label>
            <NativeSelect className={`${styles.input} ${styles.countrySelect}`} autoComplete="tel-country-code" options={countryOptions} {...a11y('countryCode')} {...register('countryCode')} />
            <label htmlFor={fieldId('phone')} className="visually-hidden">
              {t('contact.form.phoneNumber')}
            </label>
            <input
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              {...a11y('phone')}
              {...register('phone', {
                // Spaces, dashes and brackets people type in phone numbers are not digits the server wants.
                onChange: (event: { target: { value: string } }) => {
                  const cleaned = event.target.value.replace(/[\s\-().]/g, '');
                  if (cleaned !== event.target.value) setValue('phone', cleaned);
                },
              })}
            />
          </div>
          {renderError('countryCode')}
          {renderError('phone')}
        </fieldset>
        <div className={`${styles.field} ${styles.wide}`}>
          {label('subject', t('contact.form.subject'))}
          <NativeSelect className={styles.input} placeholder={t('contact.form.chooseSubject')} options={subjectOptions} {...a11y('subject')} {...register('subject')} />
          {renderError('subject')}
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          {label('message', t('contact.form.message'))}
          <textarea className={`${styles.input} ${styles.textarea}`} rows={6} maxLength={CONTACT_MESSAGE_MAX} {...a11y('message')} {...register('message')} />
          {renderError('message')}
        </div>
      </div>

      <FormOutcome outcome={alert} />

      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          <Send size={18} aria-hidden="true" />
          {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
