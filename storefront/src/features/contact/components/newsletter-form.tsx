import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleExclamationPoint, Send } from 'lucide-react';
import { contactMessageSchema, NEWSLETTER_SUBJECT } from '@islandstay/shared/contacts/contact.schemas';
import { ApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '@islandstay/web-common/lib/form-resolver';
import { sendContactMessage } from '../api/send-contact-message.ts';
import styles from './newsletter-form.module.css';

const newsletterSchema = contactMessageSchema.pick({ email: true });
type NewsletterValues = { email: string };

/** The footer's sign-up: the address is saved as a contact message with subject 'Newsletter'. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [subscribed, setSubscribed] = useState(false);
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm<NewsletterValues, NewsletterValues>(newsletterSchema, { defaultValues: { email: '' } });

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
