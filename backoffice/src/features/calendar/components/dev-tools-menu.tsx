import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { ChevronDown, FileSearch, Trash2, Wrench } from 'lucide-react';
import { buttonClass } from '@islandstay/web-common/components/button/button';
import menu from '../../../components/menu/menu.module.css';
import styles from './calendar.module.css';

interface DevToolsMenuProps {
  /** Find Booking (the development flag). */
  onFindBooking?: () => void;
  /** Clear Test Bookings (the development flag, and the admin's). */
  onClearTestBookings?: () => void;
}

/**
 * The development aids in one compact menu at the toolbar's end: as buttons of their own they
 * pushed the toolbar onto a second row at 1280 px. An icon with its name for screen readers and
 * as a tooltip.
 */
export function DevToolsMenu({ onFindBooking, onClearTestBookings }: DevToolsMenuProps) {
  const { t } = useTranslation();
  if (!onFindBooking && !onClearTestBookings) return null;
  const label = t('calendar.toolbar.devTools');
  return (
    // Not modal: a modal menu hides the page from screen readers while its controls stay focusable
    // (axe: aria-hidden-focus), and each item opens a dialog of its own right after.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClass('secondary', 'sm', styles.iconTrigger)} aria-label={label} title={label}>
        <Wrench size={16} aria-hidden="true" />
        <ChevronDown size={14} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={4}>
          <DropdownMenu.Label className={`${menu.sublabel} ${styles.menuLabel}`}>{label}</DropdownMenu.Label>
          {onFindBooking ? (
            <DropdownMenu.Item className={menu.item} onSelect={onFindBooking}>
              <FileSearch size={16} aria-hidden="true" />
              {t('calendar.toolbar.findBooking')}
            </DropdownMenu.Item>
          ) : null}
          {onClearTestBookings ? (
            <DropdownMenu.Item className={`${menu.item} ${menu.danger}`} onSelect={onClearTestBookings}>
              <Trash2 size={16} aria-hidden="true" />
              {t('calendar.toolbar.clearTestBookings')}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
