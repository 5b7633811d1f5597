import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { conflictResponseSchema, type ConflictResponse } from '@islandstay/shared/bookings/booking.schemas';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import modalStyles from '../../../components/modal/modal.module.css';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '@islandstay/web-common/lib/dates';
import styles from './calendar.module.css';

export type Conflict = ConflictResponse['conflictingBooking'];

/** The other booking (or block) from a 409, when the error is one. */
export function conflictOf(error: unknown): Conflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = conflictResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.conflictingBooking : null;
}

interface ConflictDialogProps {
  conflict: Conflict | null;
  onClose: () => void;
  /** Back to the form, on its check-in field, to choose other dates. */
  onPickOtherDates: () => void;
}

/**
 * docs/product.md#calendar: 'Villa is not available for selected dates.' with the other booking's reference, dates,
 * guest and status (staff get them), and the advice to pick other dates or check whether that
 * booking should be cancelled. Nothing was saved; the form behind it is kept as it was.
 */
export function ConflictDialog({ conflict, onClose, onPickOtherDates }: ConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const dates = conflict ? { checkIn: formatDate(conflict.checkIn, i18n.language), checkOut: formatDate(conflict.checkOut, i18n.language) } : { checkIn: '', checkOut: '' };
  const isBlock = conflict?.status === 'blocked';
  const blockKind = isBlock && conflict?.reference?.startsWith('BLOCK-') ? conflict.reference.slice('BLOCK-'.length) : '';

  return (
    <AlertDialog.Root open={conflict !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={`${modalStyles.overlay} ${styles.stackedOverlay}`} />
        <AlertDialog.Content className={`${modalStyles.content} ${modalStyles.narrow} ${styles.stackedContent}`}>
          <AlertDialog.Title className={modalStyles.title}>{t('calendar.conflict.title')}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className={modalStyles.body}>
              {conflict && isBlock ? (
                <p>{t('calendar.conflict.block', { kind: t(`calendar.blockKind.${blockKind === 'import' || blockKind === 'maintenance' ? blockKind : 'owner_stay'}`), ...dates })}</p>
              ) : conflict ? (
                <>
                  <p>{conflict.customer ? t('calendar.conflict.booking', { name: conflict.customer.name, ...dates }) : t('calendar.conflict.dates', dates)}</p>
                  <dl className={styles.summary}>
                    {conflict.reference ? (
                      <>
                        <dt>{t('calendar.conflict.reference')}</dt>
                        <dd>{conflict.reference}</dd>
                      </>
                    ) : null}
                    {conflict.customer ? (
                      <>
                        <dt>{t('calendar.conflict.guest')}</dt>
                        <dd>{[conflict.customer.name, conflict.customer.email, conflict.customer.phone].filter(Boolean).join(' · ')}</dd>
                      </>
                    ) : null}
                    <dt>{t('calendar.conflict.stay')}</dt>
                    <dd>{t('calendar.conflict.range', dates)}</dd>
                    {conflict.status ? (
                      <>
                        <dt>{t('calendar.conflict.status')}</dt>
                        <dd>{t(`bookingStatus.${conflict.status}`, { defaultValue: conflict.status })}</dd>
                      </>
                    ) : null}
                  </dl>
                </>
              ) : null}
              <p>{t('calendar.conflict.advice')}</p>
            </div>
          </AlertDialog.Description>
          <div className={modalStyles.footer}>
            <AlertDialog.Cancel className={buttonClass('secondary')}>{t('common.close')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('primary')} onClick={onPickOtherDates}>
              {t('calendar.conflict.pickOtherDates')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
