import { useTranslation } from 'react-i18next';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { useSiteSettings } from '../../../lib/api/site-settings.ts';
import styles from './contact-details.module.css';

/** One term and its value: a `dl` may hold only `div`s of `dt` and `dd`, so the icon sits in the term. */
function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.label}>
        <span className={styles.icon} aria-hidden="true">
          <Icon size={20} strokeWidth={1.75} />
        </span>
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** Phone, email, address and hours from the CMS site settings, in the visitor's language. */
export function ContactDetails() {
  const { t } = useTranslation();
  const { settings, error } = useSiteSettings();
  const contact = settings?.contact;

  let body: ReactNode;
  if (settings && contact) {
    body = (
      <dl className={styles.list}>
        {contact.phone && (
          <Detail icon={Phone} label={t('contact.details.phone')}>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </Detail>
        )}
        {contact.email && (
          <Detail icon={Mail} label={t('contact.details.email')}>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </Detail>
        )}
        {contact.address && (
          <Detail icon={MapPin} label={t('contact.details.address')}>
            {contact.address}
          </Detail>
        )}
        <Detail icon={Clock} label={t('contact.details.hours')}>
          {settings.supportHours ?? t('contact.details.hoursDefault')}
        </Detail>
      </dl>
    );
  } else if (error) {
    body = <p className={styles.unavailable}>{t('contact.details.unavailable')}</p>;
  } else {
    body = (
      <div className={styles.list} role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.title}>
        {t('contact.details.title')}
      </h2>
      {body}
    </section>
  );
}
