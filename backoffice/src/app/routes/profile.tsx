import { useTranslation } from 'react-i18next';
import listPage from '../../components/list-page/list-page.module.css';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { LoadError } from '../../components/state-message/load-error.tsx';
import { useProfile } from '../../features/profile/api/profile.ts';
import { HostProfileSection } from '../../features/profile/components/host-profile-form.tsx';
import { PasswordForm } from '../../features/profile/components/password-form.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import page from './profile.module.css';

/** /admin/profile: one's own avatar and details, and one's own password. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { data, error, mutate } = useProfile();

  let body;
  if (error && !data) {
    body = <LoadError title={t('profile.loadError')} error={error} onRetry={() => void mutate()} />;
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
        {data.role === 'owner' && <HostProfileSection />}
      </div>
    );
  }

  return (
    <>
      <div className={page.header}>
        <h1 className={listPage.title}>{t('profile.title')}</h1>
        <p className={listPage.lineUnderTitle}>{t('profile.subtitle')}</p>
      </div>
      {body}
    </>
  );
}
