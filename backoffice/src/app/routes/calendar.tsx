import { lazy, Suspense, useState } from 'react';
import { refusalFor } from '@islandstay/web-common/errors/messages';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import type { SyncVilla } from '../../features/calendar-sync/components/calendar-sync-dialog.tsx';
import { refreshCalendar, useCalendarRange, type CalendarVilla } from '../../features/calendar/api/calendar-range.ts';
import { clearTestBookings } from '../../features/calendar/api/clear-test-bookings.ts';
import { AllVillasView } from '../../features/calendar/components/all-villas-view.tsx';
import type { BookingDraft } from '../../features/calendar/components/booking-dialog.tsx';
import { CalendarToolbar } from '../../features/calendar/components/calendar-toolbar.tsx';
import type { PricingVilla } from '../../features/villa-pricing/components/season-rates-dialog.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { LazyDialog } from '../../components/lazy-dialog/lazy-dialog.tsx';
import { Skeleton } from '@islandstay/web-common/components/skeleton/skeleton';
import { rangeFor } from '../../features/calendar/hooks/calendar-params.ts';
import { useCalendarParams } from '../../features/calendar/hooks/use-calendar-params.ts';
import { useSession } from '../../lib/api/session.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';
import styles from './calendar.module.css';

// The month grid library comes only with the Individual view (its own chunk).
const IndividualView = lazy(() => import('../../features/calendar/components/individual-view.tsx').then((m) => ({ default: m.IndividualView })));
// The dialogs load when first opened, not with the page (the pricing editor, the feeds, the form library).
const SeasonRangesDialog = lazy(() => import('../../features/calendar/components/season-ranges-dialog.tsx').then((m) => ({ default: m.SeasonRangesDialog })));
const CalendarSyncDialog = lazy(() => import('../../features/calendar-sync/components/calendar-sync-dialog.tsx').then((m) => ({ default: m.CalendarSyncDialog })));
const SeasonRatesDialog = lazy(() => import('../../features/villa-pricing/components/season-rates-dialog.tsx').then((m) => ({ default: m.SeasonRatesDialog })));
const FindBookingDialog = lazy(() => import('../../features/calendar/components/find-booking-dialog.tsx').then((m) => ({ default: m.FindBookingDialog })));
const BookingDialog = lazy(() => import('../../features/calendar/components/booking-dialog.tsx').then((m) => ({ default: m.BookingDialog })));

/** /admin/calendar: the booking calendar (All Villas or Individual); the URL holds view, range, search and villa. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('calendar.title'));
  const { params, update, today } = useCalendarParams();
  const { data, error, isLoading, isValidating, mutate } = useCalendarRange(params.from, params.to);
  const [syncVilla, setSyncVilla] = useState<SyncVilla | null>(null);
  const [seasonsOpen, setSeasonsOpen] = useState(false);
  const [pricingVilla, setPricingVilla] = useState<PricingVilla | null>(null);
  const [findOpen, setFindOpen] = useState(false);
  const [found, setFound] = useState<BookingDraft | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const { isAdmin, session } = useSession();
  // The server says whether its development routes answer this caller; they refuse anyone else themselves.
  const devTools = session.devTools === true;

  const openPricing = (id: string) => {
    const villa = data?.find((v) => v.id === id);
    if (!villa) return;
    setSyncVilla(null);
    setPricingVilla(pricingVillaOf(villa));
  };

  function showFound(booking: BookingWithVillaDto) {
    setFindOpen(false);
    update({ view: 'all', search: '', ...rangeFor('month', booking.checkIn) });
    setFound({ mode: 'edit', booking });
  }

  async function clearTests() {
    setClearing(true);
    try {
      const { deletedCount } = await clearTestBookings();
      toast.success(t('calendar.clearTests.done', { count: deletedCount }));
      setConfirmClear(false);
      await mutate();
    } catch (err) {
      toast.error(t('calendar.clearTests.error', { reason: refusalFor(err, t) ?? t('calendar.tryAgain') }));
    } finally {
      setClearing(false);
    }
  }

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
        onFindBooking={devTools ? () => setFindOpen(true) : undefined}
        onClearTestBookings={devTools && isAdmin ? () => setConfirmClear(true) : undefined}
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
            onOpenPricing={(villa) => setPricingVilla(pricingVillaOf(villa))}
          />
        </Suspense>
      )}
      <LazyDialog open={seasonsOpen}>
        <SeasonRangesDialog open={seasonsOpen} onClose={() => setSeasonsOpen(false)} today={today} />
      </LazyDialog>
      <LazyDialog open={syncVilla !== null}>
        <CalendarSyncDialog villa={syncVilla} onClose={() => setSyncVilla(null)} onChanged={() => void refreshCalendar()} onOpenPricing={(villa) => openPricing(villa.id)} />
      </LazyDialog>
      <LazyDialog open={pricingVilla !== null}>
        <SeasonRatesDialog villa={pricingVilla} onClose={() => setPricingVilla(null)} onSaved={() => void refreshCalendar()} />
      </LazyDialog>
      <LazyDialog open={findOpen}>
        <FindBookingDialog open={findOpen} onClose={() => setFindOpen(false)} onFound={showFound} />
      </LazyDialog>
      <LazyDialog open={found !== null}>
        <BookingDialog draft={found} villas={data ?? []} onClose={() => setFound(null)} />
      </LazyDialog>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={(open) => !open && !clearing && setConfirmClear(false)}
        title={t('calendar.clearTests.title')}
        description={t('calendar.clearTests.text')}
        confirmLabel={t('calendar.clearTests.confirm')}
        onConfirm={() => void clearTests()}
        busy={clearing}
      />
    </div>
  );
}

function pricingVillaOf(villa: CalendarVilla): PricingVilla {
  return { id: villa.id, name: villa.name, areas: villa.areas, basePrice: villa.basePrice, currency: villa.currency };
}
