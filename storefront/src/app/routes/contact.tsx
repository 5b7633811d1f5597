import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../features/contact/components/contact-details.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { FaqList } from '../../features/static-pages/components/faq-list.tsx';
import { StaticPage } from '../../features/static-pages/components/static-page.tsx';
import styles from './contact.module.css';

/** /contact: the CMS intro, the form beside the contact details, then the FAQ. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StaticPage slug="contact" fallbackTitle={t('pages.contact.title')} renderExtras={(page) => <FaqList faqs={page.faqs} />}>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.aside}>
          <ContactDetails />
        </aside>
      </div>
    </StaticPage>
  );
}
