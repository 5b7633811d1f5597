import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AlertCircle } from 'lucide-react';
import type { CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import { formatDate } from '@islandstay/web-common/lib/dates';
import { cancelBooking } from '../api/cancel-booking.ts';
import { serverMessage } from './messages.ts';
import styles from './cancel-booking-dialog.module.css';

/**
 * Cancel, after a confirmation (Radix AlertDialog: focus trapped, Escape keeps the booking). The
 * server has the last word: a refusal (48 hours before check-in) is shown in the dialog.
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
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <AlertDialog.Trigger className={buttonClass('secondary', 'sm', styles.trigger)}>{t('myBookings.cancel.button')}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{t('myBookings.cancel.title')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            {t('myBookings.cancel.description', {
              reference: booking.bookingReference,
              villa: booking.villa.name,
              checkIn: formatDate(booking.checkIn, i18n.language),
              checkOut: formatDate(booking.checkOut, i18n.language),
            })}
          </AlertDialog.Description>
          {error && (
            <p className={styles.error} role="alert">
              <AlertCircle size={16} aria-hidden="true" />
              <span>{error}</span>
            </p>
          )}
          <div className={styles.actions}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('myBookings.cancel.keep')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass('primary', 'md', styles.danger)}
              disabled={pending}
              onClick={(event) => {
                // Stay open until the server answers: a refusal is shown here.
                event.preventDefault();
                void confirm();
              }}
            >
              {pending ? t('myBookings.cancel.cancelling') : t('myBookings.cancel.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
