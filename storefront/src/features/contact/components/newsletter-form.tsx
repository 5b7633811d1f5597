import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleExclamationPoint, Send } from 'lucide-react';
import { contactMessageSchema, NEWSLETTER_SUBJECT } from '@islandstay/shared/contacts/contact.schemas';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { sendContactMessage } from '../api/send-contact-message.ts';
import styles from './newsletter-form.module.css';

const newsletterSchema = contactMessageSchema.pick({ email: true });
type NewsletterValues = { email: string };

interface NewsletterFormProps {
  /**
   * The footer's stand-in (app/layout/site-footer.tsx) this form replaces, read once as it mounts:
   * what was typed in its field before this code loaded, and whether the field had the focus.
   */
  takeOver?: () => { email: string; focus: boolean };
}

/** The footer's sign-up: the address is saved as a contact message with subject 'Newsletter'. */
export function NewsletterForm({ takeOver }: NewsletterFormProps) {
  const { t } = useTranslation();
  const [subscribed, setSubscribed] = useState(false);
  const [standIn] = useState(() => takeOver?.() ?? { email: '', focus: false });
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm<NewsletterValues, NewsletterValues>(newsletterSchema, { defaultValues: { email: standIn.email } });
  const focusOnMount = useRef(standIn.focus);
  useEffect(() => {
    const input = focusOnMount.current ? document.getElementById('newsletter-email') : null;
    if (!(input instanceof HTMLInputElement)) return;
    input.focus({ preventScroll: true });
    // The caret after what was typed (an email field has no setSelectionRange): set the value again.
    const typed = input.value;
    input.value = '';
    input.value = typed;
  }, []);

  async function onSubmit({ email }: NewsletterValues) {
    try {
      await sendContactMessage({
        firstName: 'Newsletter',
        lastName: 'Subscriber',
        email,
        subject: NEWSLETTER_SUBJECT,
        message: 'Please add this address to the IslandStay newsletter.',
      });
      setSubscribed(true);
    } catch (error) {
      const message = error instanceof ApiError && error.status === 429 ? t('newsletter.tooMany') : t('newsletter.failed');
      setError('email', { type: 'server', message });
    }
  }

  if (subscribed) {
    return (
      <p className={styles.thanks} role="status">
        {t('newsletter.thanks')}
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <label htmlFor="newsletter-email" className={styles.label}>
        {t('newsletter.label')}
      </label>
      <div className={styles.row}>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          className={styles.input}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-error' : undefined}
          {...register('email')}
        />
        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          <Send size={16} aria-hidden="true" />
          {t('newsletter.subscribe')}
        </button>
      </div>
      {errors.email && (
        <p id="newsletter-error" className={styles.error}>
          <CircleExclamationPoint size={16} aria-hidden="true" />
          {errors.email.type === 'server' ? errors.email.message : t('newsletter.invalidEmail')}
        </p>
      )}
    </form>
  );
}
