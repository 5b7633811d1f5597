import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Every page: a skip link, the page, and scroll back to the top when the page (not its filters) changes. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Outlet />
      <ScrollRestoration getKey={(location) => location.pathname} />
    </>
  );
}
