import { useTranslation } from 'react-i18next';
import { Compass, House, Search } from 'lucide-react';
import { LinkMessage } from '@islandstay/web-common/components/state-message/link-message';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import styles from './not-found.module.css';

/** /404 and any unknown path (the server answers these with HTTP 404 and this page). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main id="main" className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <LinkMessage
        icon={Compass}
        headingLevel={1}
        title={t('notFound.title')}
        text={t('notFound.text')}
        links={[
          { to: '/', label: t('common.returnHome'), icon: House },
          { to: '/search', label: t('common.exploreVillas'), icon: Search },
        ]}
      />
    </main>
  );
}
