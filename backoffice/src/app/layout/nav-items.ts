import type { LucideIcon } from 'lucide-react';
import { CalendarDays, House, LayoutDashboard, Mail, ReceiptText, Settings, UserCog, UserRoundPlus, ClipboardList } from 'lucide-react';
import type { AdminStats } from '@islandstay/shared/bookings/stats.schemas';
import type { StaffRole } from '../../lib/api/session.ts';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  labelKey: string;
  icon: LucideIcon;
  /** A count badge from the stats call. */
  count?: number;
  /** Settings: labelled with the current currency symbol once a currency is loaded. */
  suffix?: string;
  /** Only the exact path marks it current (the dashboard, whose path prefixes every other). */
  end?: boolean;
}

/**
 * docs/product.md#back-office: the side navigation per role. Owners never see Contacts or Owner
 * Registrations (the server refuses them those calls as well); Profile Setting is the owner's.
 * Statements are both roles': the admin's of every owner, an owner's of their own. Settings opens
 * on the currency; the admin's settings also hold the site's payment terms (SettingsTabs), and an
 * owner sets a villa's own terms from the villa's row menu.
 */
export function navItemsFor(role: StaffRole, stats: AdminStats | undefined, currencySymbol: string | undefined): NavItem[] {
  const items: (NavItem | false)[] = [
    { to: '/admin', labelKey: 'nav.dashboard', icon: LayoutDashboard, end: true },
    role === 'owner' && { to: '/admin/profile', labelKey: 'nav.profile', icon: UserCog },
    { to: '/admin/bookings', labelKey: 'nav.bookings', icon: ClipboardList, count: stats?.totalBookings },
    { to: '/admin/villas', labelKey: 'nav.villas', icon: House },
    role === 'admin' && { to: '/admin/contacts', labelKey: 'nav.contacts', icon: Mail, count: stats?.totalContacts },
    role === 'admin' && { to: '/admin/owners/registrations', labelKey: 'nav.ownerRegistrations', icon: UserRoundPlus },
    { to: '/admin/calendar', labelKey: 'nav.calendar', icon: CalendarDays },
    { to: '/admin/statements', labelKey: 'nav.statements', icon: ReceiptText },
    { to: '/admin/settings', labelKey: 'nav.settings', icon: Settings, suffix: currencySymbol },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
