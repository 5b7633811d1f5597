import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import listPage from '../../components/list-page/list-page.module.css';
import { DashboardSkeleton } from '../../features/dashboard/components/dashboard-skeleton.tsx';
import { RecentBookings } from '../../features/dashboard/components/recent-bookings.tsx';
import { RecentContacts } from '../../features/dashboard/components/recent-contacts.tsx';
import { StatCards } from '../../features/dashboard/components/stat-cards.tsx';
import { StatusOverview } from '../../features/dashboard/components/status-overview.tsx';
import styles from '../../features/dashboard/components/dashboard.module.css';
import { useSession } from '../../lib/api/session.ts';
import { useStats } from '../../lib/api/stats.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import { RetryMessage } from '@islandstay/web-common/components/state-message/retry-message';

/** /admin: 'Admin Dashboard' for the admin, "{name}'s Dashboard" for an owner (docs/product.md#dashboard). */
export function Component() {
  const { t } = useTranslation();
  const { session, isAdmin } = useSession();
  const { data: stats, error, isValidating, mutate } = useStats();
  const title = isAdmin ? t('dashboard.adminTitle') : t('dashboard.ownerTitle', { name: session.staff?.name ?? t('roles.owner') });
  usePageTitle(title);

  return (
    <>
      <div className={listPage.header}>
        <h1 className={listPage.title}>{title}</h1>
        <p className={listPage.headerNote}>{t('dashboard.subtitle')}</p>
      </div>
      {stats ? (
        <>
          <StatCards stats={stats} />
          <div className={styles.columns}>
            <RecentBookings bookings={stats.recentBookings} />
            <div className={styles.stack}>
              <StatusOverview stats={stats} />
              {stats.recentContacts && <RecentContacts contacts={stats.recentContacts} />}
            </div>
          </div>
        </>
      ) : error ? (
        <RetryMessage icon={TriangleAlert} title={t('dashboard.error')} text={t('dashboard.errorText')} onRetry={() => void mutate()} retrying={isValidating} />
      ) : (
        <DashboardSkeleton />
      )}
    </>
  );
}
