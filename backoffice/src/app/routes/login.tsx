import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { AuthCard } from '@islandstay/web-common/components/auth-card/auth-card';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import form from '../../components/form/form.module.css';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import styles from '../../features/auth/components/auth-card.module.css';
import { useSession } from '../../lib/api/session.ts';
import { rememberedStaffRole, rememberLoginRole } from '../../lib/login-role.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import toggle from '@islandstay/web-common/components/preference-controls/preference-controls.module.css';

const STAFF_ROLES = ['admin', 'owner'] as const;

/**
 * /admin-login: 'Admin Login' or 'Owner Login' from the remembered login role (docs/product.md#staff-sign-in); after
 * sign-in back to `?redirect=` (a back-office path on this site only) or the dashboard.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isStaff, isLoading } = useSession();
  const [role, setRole] = useState(rememberedStaffRole);
  // Once the form was shown, signing in here leads on through onSignedIn, not the early redirect.
  const formShown = useRef(false);
  const title = role === 'owner' ? t('login.ownerTitle') : t('login.adminTitle');
  usePageTitle(title);
  const destination = safeRedirectPath(params.get('redirect')) ?? '/admin';

  if (isLoading) return <FullScreenLoader />;
  if (isStaff && !formShown.current) return <Navigate to={destination} replace />;
  formShown.current = true;

  function choose(next: (typeof STAFF_ROLES)[number]) {
    setRole(next);
    rememberLoginRole(next);
  }

  return (
    <AuthCard back={{ to: '/', label: t('login.backToSite'), reloadDocument: true }} classes={{ page: styles.page, card: styles.card, back: styles.brand }}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.roleRow}>
        <span id="login-role-label">{t('login.signInAs')}</span>
        <div className={toggle.segmented} role="group" aria-labelledby="login-role-label">
          {STAFF_ROLES.map((option) => (
            <button key={option} type="button" className={toggle.segment} aria-pressed={role === option} onClick={() => choose(option)}>
              {t(`roles.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {params.get('reason') === 'ended' && (
        <p className={form.notice} role="status">
          <Info size={18} aria-hidden="true" />
          <span>{t('login.sessionEnded')}</span>
        </p>
      )}
      <LoginForm onSignedIn={() => navigate(destination, { replace: true })} />
      <div className={styles.footer}>
        <span>{t('login.noAccount')}</span>
        <Link to="/register-owner">{t('login.registerLink')}</Link>
      </div>
    </AuthCard>
  );
}
