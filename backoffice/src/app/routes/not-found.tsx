import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/button/button.tsx';
import { StateMessage } from '../../components/state-message/state-message.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

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
