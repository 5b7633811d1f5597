import { useState } from 'react';
import { refusalFor, type Translate } from '@islandstay/web-common/errors/messages';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ClipboardList } from 'lucide-react';
import type { BookingStatus, BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import { Button } from '@islandstay/web-common/components/button/button';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import listPage from '../../components/list-page/list-page.module.css';
import { LoadingRows, PagedResults } from '../../components/list-page/list-states.tsx';
import { LoadError } from '../../components/state-message/load-error.tsx';
import { StateMessage } from '@islandstay/web-common/components/state-message/state-message';
import { useAdminBookings } from '../../features/bookings/api/admin-bookings.ts';
import { changeBookingStatus } from '../../features/bookings/api/change-booking-status.ts';
import { useVillaOptions } from '../../features/bookings/api/villa-options.ts';
import { BookingDetailDialog } from '../../features/bookings/components/booking-detail-dialog.tsx';
import { BookingFilters } from '../../features/bookings/components/booking-filters.tsx';
import type { BookingActions } from '../../features/bookings/components/booking-row-menu.tsx';
import { BookingsTable } from '../../features/bookings/components/bookings-table.tsx';
import { hasActiveFilters } from '../../features/bookings/hooks/booking-filters.ts';
import { useBookingFilters } from '../../features/bookings/hooks/use-booking-filters.ts';
import { usePageTitle } from '@islandstay/web-common/lib/use-page-title';

/** The server's reason, by its code, after the product's sentence when it refused (docs/product.md#bookings-admin); the sentence alone otherwise. */
function withReason(message: string, error: unknown, t: Translate): string {
  const reason = refusalFor(error, t);
  return reason ? `${message}: ${reason}` : message;
}

/** /admin/bookings: search, filters, table, details, status change and cancel; the URL holds the list state. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('bookings.title'));
  const { filters, update, clear } = useBookingFilters();
  const { data, error, isLoading, isValidating, mutate } = useAdminBookings(filters);
  const { data: villas } = useVillaOptions();
  const [detailId, setDetailId] = useState<string | null>(null);
  const [cancelTarget, setCancelTarget] = useState<BookingWithVillaDto | null>(null);
  const [busy, setBusy] = useState(false);

  async function setStatus(booking: BookingWithVillaDto, status: BookingStatus) {
    if (status === booking.status) return;
    // Cancelling is destructive: it always goes through the confirmation.
    if (status === 'cancelled') {
      setCancelTarget(booking);
      return;
    }
    setBusy(true);
    try {
      await changeBookingStatus(booking.id, status);
      toast.success(t('bookings.statusChanged', { reference: booking.bookingReference, status: t(`bookingStatus.${status}`) }));
    } catch (err) {
      toast.error(withReason(t('bookings.statusError'), err, t));
    } finally {
      setBusy(false);
    }
  }

  async function confirmCancel() {
    if (!cancelTarget) return;
    setBusy(true);
    try {
      await changeBookingStatus(cancelTarget.id, 'cancelled');
      toast.success(t('bookings.cancelled'));
      setCancelTarget(null);
    } catch (err) {
      toast.error(withReason(t('bookings.cancelError'), err, t));
    } finally {
      setBusy(false);
    }
  }

  const actions: BookingActions = {
    onView: (booking) => setDetailId(booking.id),
    onChangeStatus: (booking, status) => void setStatus(booking, status),
    onCancel: (booking) => setCancelTarget(booking),
  };
  const detail = detailId ? data?.bookings.find((booking) => booking.id === detailId) : undefined;

  let list;
  if (error && !data) {
    list = <LoadError title={t('bookings.loadError')} error={error} onRetry={() => void mutate()} />;
  } else if (isLoading && !data) {
    list = <LoadingRows label={t('bookings.loading')} rows={6} rowHeight={44} />;
  } else if (data && data.bookings.length === 0) {
    list = hasActiveFilters(filters) ? (
      <StateMessage icon={ClipboardList} title={t('bookings.noMatches')} text={t('bookings.noMatchesText')} actions={<Button onClick={clear}>{t('bookings.filters.clear')}</Button>} />
    ) : (
      <StateMessage icon={ClipboardList} title={t('bookings.empty')} text={t('bookings.emptyText')} />
    );
  } else if (data) {
    list = (
      <PagedResults stale={isValidating} page={filters.page} totalPages={data.totalPages} onPageChange={(page) => update({ page })} pagesLabel={t('bookings.pagesLabel')}>
        <BookingsTable bookings={data.bookings} actions={actions} caption={t('bookings.caption', { count: data.total })} />
      </PagedResults>
    );
  }

  return (
    <>
      <div className={listPage.header}>
        <h1 className={listPage.title}>{t('bookings.title')}</h1>
        {data && (
          <p className={listPage.headerNote} aria-live="polite">
            {t('bookings.count', { count: data.total })}
          </p>
        )}
      </div>
      <BookingFilters villas={villas ?? []} />
      {list}
      <BookingDetailDialog booking={detail} onClose={() => setDetailId(null)} actions={actions} busy={busy} />
      <ConfirmDialog
        open={cancelTarget !== null}
        onOpenChange={(open) => !open && setCancelTarget(null)}
        title={t('bookings.cancelTitle', { reference: cancelTarget?.bookingReference ?? '' })}
        description={t('bookings.cancelConfirm')}
        confirmLabel={t('bookings.actions.cancel')}
        onConfirm={() => void confirmCancel()}
        busy={busy}
      />
    </>
  );
}
