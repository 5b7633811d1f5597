import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useVilla } from '../../lib/api/villa.ts';
import { ContactDetails } from '../../features/contact/components/contact-details.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { FaqList } from '../../features/static-pages/components/faq-list.tsx';
import { StaticPage } from '../../features/static-pages/components/static-page.tsx';
import styles from './contact.module.css';

/** /contact: the CMS intro, the form beside the contact details, then the FAQ. `?villa=<id>`: about that villa ("Contact host"). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: villa } = useVilla(params.get('villa') ?? undefined);
  return (
    <StaticPage slug="contact" fallbackTitle={t('pages.contact.title')} renderExtras={(page) => <FaqList faqs={page.faqs} />}>
      <div className={styles.layout}>
        {/* Keyed by the villa: once it has loaded, the form starts again prefilled about it. */}
        <ContactForm key={villa?.id ?? 'general'} villa={villa ? { id: villa.id, name: villa.name, hostName: villa.host?.displayName } : undefined} />
        <aside className={styles.aside}>
          <ContactDetails />
        </aside>
      </div>
    </StaticPage>
  );
}
