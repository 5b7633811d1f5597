import type { Session } from '../../lib/api/session.ts';

export interface NavLink {
  /** i18n key of the label. */
  labelKey: string;
  to: string;
  /** Pages of the back office: a full page load, not a client-side route. */
  external?: boolean;
}

/** The header's links, by who is signed in (docs/product.md#header-footer, Header). */
export function navLinksFor(session: Session): NavLink[] {
  const links: NavLink[] = [
    { labelKey: 'nav.home', to: '/' },
    { labelKey: 'nav.stay', to: '/search' },
    { labelKey: 'nav.about', to: '/about' },
    { labelKey: 'nav.contact', to: '/contact' },
  ];
  const role = session.authenticated ? session.role : null;
  if (role === null || role === 'admin') links.push({ labelKey: 'nav.becomeOwner', to: '/register-owner', external: true });
  if (role === 'admin' || role === 'owner') links.push({ labelKey: 'nav.dashboard', to: '/admin', external: true });
  if (role === 'customer') links.push({ labelKey: 'nav.myBookings', to: '/my-bookings' });
  return links;
}
