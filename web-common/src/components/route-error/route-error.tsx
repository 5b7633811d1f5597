import type { ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RotateCcw, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Button, ButtonLink } from '../button/button.tsx';
import { StateMessage } from '../state-message/state-message.tsx';

/** Where the error screen's second button leads: the app's start page (a full page load). */
export interface RouteErrorHome {
  to: string;
  icon: LucideIcon;
  /** The button's translation key. */
  labelKey: string;
}

/**
 * Every route's error boundary: whatever a page throws (a render bug, a chunk that failed to load
 * after a deploy), the user sees a sentence and a way on, never a white screen. Each app makes its
 * own with its start page: `ErrorBoundary: createRouteError({ to: '/', icon: House, labelKey: ... })`.
 */
export function createRouteError(home: RouteErrorHome): ComponentType {
  const HomeIcon = home.icon;
  return function RouteError() {
    const error = useRouteError();
    const { t } = useTranslation();
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    if (import.meta.env.DEV) console.error(error);

    return (
      <main id="main" style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
        <StateMessage
          icon={TriangleAlert}
          tone="error"
          headingLevel={1}
          title={notFound ? t('errors.notFoundTitle') : t('errors.routeTitle')}
          text={t('errors.routeText')}
          actions={
            <>
              <Button variant="primary" onClick={() => window.location.reload()}>
                <RotateCcw size={18} aria-hidden="true" />
                {t('common.retry')}
              </Button>
              <ButtonLink to={home.to} reloadDocument>
                <HomeIcon size={18} aria-hidden="true" />
                {t(home.labelKey)}
              </ButtonLink>
            </>
          }
        />
      </main>
    );
  };
}
