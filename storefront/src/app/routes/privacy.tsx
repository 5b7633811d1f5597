import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/static-pages/components/static-page.tsx';

/** /privacy: the CMS page's Markdown, rendered safely. */
export function Component() {
  const { t } = useTranslation();
  return <StaticPage slug="privacy" fallbackTitle={t('pages.privacy.title')} />;
}
