import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { LinkMessage } from '@islandstay/web-common/components/state-message/link-message';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';

/** Not found: an unknown back-office path, or a page an owner may not open. */
export function NotFoundState() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return <LinkMessage icon={SearchX} headingLevel={1} title={t('errors.notFoundTitle')} text={t('errors.notFoundText')} links={[{ to: '/admin', label: t('common.backToDashboard') }]} />;
}

export function Component() {
  return <NotFoundState />;
}
