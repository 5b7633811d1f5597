import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { ButtonLink } from '@islandstay/web-common/components/button/button';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';

/** Not found: an unknown back-office path, or a page an owner may not open. */
export function NotFoundState() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <StateMessage
      icon={SearchX}
      headingLevel={1}
      title={t('errors.notFoundTitle')}
      text={t('errors.notFoundText')}
      actions={
        <ButtonLink to="/admin" variant="primary">
          {t('common.backToDashboard')}
        </ButtonLink>
      }
    />
  );
}

export function Component() {
  return <NotFoundState />;
}
