import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Ban, Check, EllipsisVertical, Eye } from 'lucide-react';
import { BOOKING_STATUSES, type BookingStatus, type BookingWithVillaDto } from '@islandstay/shared/bookings/booking.schemas';
import menu from '../../../components/menu/menu.module.css';
import styles from './bookings.module.css';

export interface BookingActions {
  onView: (booking: BookingWithVillaDto) => void;
  onChangeStatus: (booking: BookingWithVillaDto, status: BookingStatus) => void;
  onCancel: (booking: BookingWithVillaDto) => void;
}

/** A row's actions at its end: details, the status from a list (docs/product.md#bookings-admin), cancel. */
export function BookingRowMenu({ booking, actions }: { booking: BookingWithVillaDto; actions: BookingActions }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.menuButton} aria-label={t('bookings.actions.menu', { reference: booking.bookingReference })}>
        <EllipsisVertical size={18} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={4}>
          <DropdownMenu.Item className={menu.item} onSelect={() => actions.onView(booking)}>
            <Eye size={16} aria-hidden="true" />
            {t('bookings.actions.view')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={menu.separator} />
          <DropdownMenu.Label className={menu.sublabel} style={{ padding: '4px 12px' }}>
            {t('bookings.actions.setStatus')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={booking.status} onValueChange={(value) => actions.onChangeStatus(booking, value as BookingStatus)}>
            {BOOKING_STATUSES.map((status) => (
              <DropdownMenu.RadioItem key={status} value={status} className={`${menu.item} ${menu.radioItem}`}>
                <DropdownMenu.ItemIndicator className={menu.indicator}>
                  <Check size={16} aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                {t(`bookingStatus.${status}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {booking.status !== 'cancelled' && (
            <>
              <DropdownMenu.Separator className={menu.separator} />
              <DropdownMenu.Item className={`${menu.item} ${menu.danger}`} onSelect={() => actions.onCancel(booking)}>
                <Ban size={16} aria-hidden="true" />
                {t('bookings.actions.cancel')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
