import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import { ConfirmDialog } from '@islandstay/web-common/components/confirm-dialog/confirm-dialog';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { useFormatMoney } from '../../../lib/use-format-money.ts';
import { cancelBooking } from '../api/cancel-booking.ts';
import { useCancellationRefund } from '../api/get-cancellation-refund.ts';
import { serverMessage } from './messages.ts';
import styles from './cancel-booking-dialog.module.css';

/**
 * Cancel, after a confirmation (Radix AlertDialog: focus trapped, Escape keeps the booking) that
 * says what the guest would get back. The server has the last word: a refusal (48 hours before
 * check-in) is shown in the dialog.
 */
export function CancelBookingDialog({ booking }: { booking: CustomerBookingDto }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await cancelBooking(booking.id);
      setOpen(false);
      toast.success(t('myBookings.cancel.done', { reference: booking.bookingReference }));
    } catch (cause) {
      setError(serverMessage(t, cause, 'myBookings.cancel.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={{ className: buttonClass('secondary', 'sm', styles.trigger), children: t('myBookings.cancel.button') }}
      title={t('myBookings.cancel.title')}
      description={
        <>
          {t('myBookings.cancel.description', {
            reference: booking.bookingReference,
            villa: booking.villa.name,
            checkIn: formatDate(booking.checkIn, i18n.language),
            checkOut: formatDate(booking.checkOut, i18n.language),
          })}
          {open && <RefundLine bookingId={booking.id} />}
        </>
      }
      error={error}
      cancelLabel={t('myBookings.cancel.keep')}
      confirmLabel={pending ? t('myBookings.cancel.cancelling') : t('myBookings.cancel.confirm')}
      onConfirm={() => void confirm()}
      busy={pending}
      classes={{ overlay: styles.overlay, content: styles.content, title: styles.title, description: styles.description, error: styles.error, actions: styles.actions, confirm: styles.danger }}
    />
  );
}

/** What cancelling now would give back, read when the dialog opens; nothing is said if the read fails. */
function RefundLine({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { formatIn } = useFormatMoney();
  const { data, error } = useCancellationRefund(bookingId);
  let text: string | null = null;
  if (data) {
    const { ifCancelledNow, policy } = data.cancellation;
    if (Number(data.amounts.net) <= 0) text = t('myBookings.cancel.refund.nothingPaid');
    else if (ifCancelledNow) text = t('myBookings.cancel.refund.amount', { amount: formatIn(ifCancelledNow.refund, data.currency), policy: t(`myBookings.cancel.refund.policy.${policy}`) });
  } else if (!error) {
    text = t('myBookings.cancel.refund.loading');
  }
  return text ? (
    <span className={styles.refund} aria-live="polite">
      {text}
    </span>
  ) : null;
}
