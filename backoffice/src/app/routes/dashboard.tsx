import { useTranslation } from 'react-i18next';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/button/button.tsx';
import listPage from '../../components/list-page/list-page.module.css';
import { StateMessage } from '../../components/state-message/state-message.tsx';
import { DashboardSkeleton } from '../../features/dashboard/components/dashboard-skeleton.tsx';
import { RecentBookings } from '../../features/dashboard/components/recent-bookings.tsx';
import { RecentContacts } from '../../features/dashboard/components/recent-contacts.tsx';
import { StatCards } from '../../features/dashboard/components/stat-cards.tsx';
import { StatusOverview } from '../../features/dashboard/components/status-overview.tsx';
import styles from '../../features/dashboard/components/dashboard.module.css';
import { useSession } from '../../lib/api/session.ts';
import { useStats } from '../../lib/api/stats.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin: 'Admin Dashboard' for the admin, "{name}'s Dashboard" for an owner (spec 2). */
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
        <StateMessage
          icon={TriangleAlert}
          tone="error"
          title={t('dashboard.error')}
          text={t('dashboard.errorText')}
          actions={
            <Button variant="primary" onClick={() => void mutate()} disabled={isValidating}>
              <RotateCcw size={18} aria-hidden="true" />
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <DashboardSkeleton />
      )}
    </>
  );
}
