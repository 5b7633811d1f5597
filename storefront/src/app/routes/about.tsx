import { useTranslation } from 'react-i18next';
import { AboutHighlights } from '../../features/static-pages/components/about-highlights.tsx';
import { StaticPage } from '../../features/static-pages/components/static-page.tsx';

/** /about: the story from the CMS, then its counters, values and team. */
export function Component() {
  const { t } = useTranslation();
  return <StaticPage slug="about" fallbackTitle={t('pages.about.title')} renderExtras={(page) => <AboutHighlights page={page} />} />;
}
