import { useTranslation } from 'react-i18next';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/button/button.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { StateMessage } from '../../components/state-message/state-message.tsx';
import { useProfile } from '../../features/profile/api/profile.ts';
import { PasswordForm } from '../../features/profile/components/password-form.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import page from './profile.module.css';

/** /admin/profile: one's own avatar and details, and one's own password. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { data, error, mutate } = useProfile();

  let body;
  if (error && !data) {
    body = (
      <StateMessage
        icon={TriangleAlert}
        tone="error"
        title={t('profile.loadError')}
        text={error instanceof ApiError ? error.message : undefined}
        actions={
          <Button variant="primary" onClick={() => void mutate()}>
            <RotateCcw size={18} aria-hidden="true" />
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!data) {
    body = (
      <div role="status" className={page.loading}>
        <span className="visually-hidden">{t('profile.loading')}</span>
        <Skeleton height={96} width={96} style={{ borderRadius: '50%' }} />
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={88} />
      </div>
    );
  } else {
    body = (
      <div className={page.columns}>
        {/* Keyed by the account: a different account (after a sign-in elsewhere) starts from its own values. */}
        <ProfileForm key={data.id} account={data} />
        <PasswordForm />
      </div>
    );
  }

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{t('profile.title')}</h1>
        <p className={page.subtitle}>{t('profile.subtitle')}</p>
      </div>
      {body}
    </>
  );
}
