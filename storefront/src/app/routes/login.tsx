import { useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@islandstay/web-common/components/auth-card/auth-card';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { LoginPanel } from '../../features/auth/components/login-panel.tsx';
import { safeRedirectPath } from '../../features/auth/redirect.ts';
import { useSession } from '../../lib/api/session.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import styles from './login.module.css';

/** Whether the browser history holds a page of this app before this one (react-router counts them). */
function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number' && (state as { idx: number }).idx > 0;
}

/** /login: the customer sign-in; afterwards back to `?redirect=` (a path on this site) or the previous page. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isCustomer, isLoading } = useSession();
  // Once the form was shown, signing in here leads on through onSignedIn, not the early redirect.
  const formShown = useRef(false);
  usePageTitle(t('auth.pageTitle'));
  const redirect = safeRedirectPath(params.get('redirect'));

  function leave() {
    if (redirect) navigate(redirect, { replace: true });
    else if (hasPreviousPage()) navigate(-1);
    else navigate('/', { replace: true });
  }

  if (isLoading) return <FullScreenLoader />;
  // Already signed in on arrival (a bookmarked /login): straight on.
  if (isCustomer && !formShown.current) return <Navigate to={redirect ?? '/'} replace />;
  formShown.current = true;

  return (
    <AuthCard back={{ to: '/', label: t('auth.backHome') }} classes={{ page: styles.page, card: styles.card, back: styles.home }}>
      <LoginPanel onSignedIn={leave} />
    </AuthCard>
  );
}
