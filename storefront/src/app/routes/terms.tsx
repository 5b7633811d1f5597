import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/static-pages/components/static-page.tsx';

/** /terms: the CMS page's Markdown, rendered safely. */
export function Component() {
  const { t } = useTranslation();
  return <StaticPage slug="terms" fallbackTitle={t('pages.terms.title')} />;
}
