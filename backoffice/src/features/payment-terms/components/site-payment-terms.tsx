import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import listPage from '../../../components/list-page/list-page.module.css';
import { SettingsTabs } from '../../../components/settings-tabs/settings-tabs.tsx';
import { SiteTermsForm } from './site-terms-form.tsx';
import styles from './payment-terms.module.css';

/** The site's payment terms page (admin): the title, what the terms are for, the form. */
export function SitePaymentTerms() {
  const { t } = useTranslation();
  usePageTitle(t('paymentTerms.site.title'));
  return (
    <div className={styles.page}>
      <SettingsTabs />
      <div className={listPage.header}>
        <div>
          <h1 className={listPage.title}>{t('paymentTerms.site.title')}</h1>
          <p className={listPage.lineUnderTitle}>{t('paymentTerms.site.lead')}</p>
        </div>
      </div>
      <SiteTermsForm />
    </div>
  );
}
