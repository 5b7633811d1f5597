import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarSyncDialog, type SyncVilla } from '../../features/calendar-sync/components/calendar-sync-dialog.tsx';
import { refreshCalendar, useCalendarRange } from '../../features/calendar/api/calendar-range.ts';
import { AllVillasView } from '../../features/calendar/components/all-villas-view.tsx';
import { CalendarToolbar } from '../../features/calendar/components/calendar-toolbar.tsx';
import { SeasonRangesDialog } from '../../features/calendar/components/season-ranges-dialog.tsx';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import { useCalendarParams } from '../../features/calendar/hooks/use-calendar-params.ts';
import { useSession } from '../../lib/api/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import styles from './calendar.module.css';

// The month grid library comes only with the Individual view (its own chunk).
const IndividualView = lazy(() => import('../../features/calendar/components/individual-view.tsx').then((m) => ({ default: m.IndividualView })));

/** /admin/calendar: the booking calendar (All Villas or Individual); the URL holds view, range, search and villa. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('calendar.title'));
  const { params, update, today } = useCalendarParams();
  const { data, error, isLoading, isValidating, mutate } = useCalendarRange(params.from, params.to);
  const [syncVilla, setSyncVilla] = useState<SyncVilla | null>(null);
  const [seasonsOpen, setSeasonsOpen] = useState(false);
  const { isAdmin } = useSession();

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('calendar.title')}</h1>
        {data ? (
          <p className={styles.count} aria-live="polite">
            {t('calendar.villaCount', { count: data.length })}
          </p>
        ) : null}
      </div>
      <CalendarToolbar
        params={params}
        today={today}
        update={update}
        onRefresh={() => void mutate()}
        refreshing={isValidating}
        onOpenSeasons={isAdmin ? () => setSeasonsOpen(true) : undefined}
      />
      {params.view === 'all' ? (
        <AllVillasView
          params={params}
          today={today}
          villas={data}
          error={error}
          isLoading={isLoading}
          isValidating={isValidating}
          onRetry={() => void mutate()}
          onClearSearch={() => update({ search: '' })}
          onOpenVilla={(villa) => setSyncVilla({ id: villa.id, name: villa.name })}
        />
      ) : (
        <Suspense fallback={<Skeleton height={480} />}>
          <IndividualView
            params={params}
            today={today}
            villas={data}
            error={error}
            isLoading={isLoading}
            onRetry={() => void mutate()}
            onChooseVilla={(villa) => update({ villa })}
            onOpenVilla={(villa) => setSyncVilla({ id: villa.id, name: villa.name })}
          />
        </Suspense>
      )}
      <SeasonRangesDialog open={seasonsOpen} onClose={() => setSeasonsOpen(false)} today={today} />
      <CalendarSyncDialog villa={syncVilla} onClose={() => setSyncVilla(null)} onChanged={() => void refreshCalendar()} />
    </div>
  );
}
