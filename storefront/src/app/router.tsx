import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { House } from 'lucide-react';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { createRouteError } from '@islandstay/web-common/components/route-error/route-error';
import type { RouteHandle } from './route-handle.ts';
import { RootLayout } from './layout/root-layout.tsx';

/** Every route's error boundary; its second button leads to the app's start page. */
const RouteError = createRouteError({ to: '/', icon: House, labelKey: 'common.returnHome' });

const noChrome: RouteHandle = { hideChrome: true };

/**
 * One lazy module per page (its own chunk), each exporting `Component`. Every page has its own
 * error boundary, so a broken page keeps the header and footer and never goes white.
 * To add a page: create app/routes/<page>.tsx exporting `Component`, then one line here.
 */
const pages: RouteObject[] = [
  // Server-rendered (entry-server.tsx): a stable id names each one's loader data in the page's state.
  { id: 'home', index: true, lazy: () => import('./routes/home.tsx') },
  { id: 'search', path: 'search', lazy: () => import('./routes/search.tsx') },
  { id: 'villa', path: 'villa/:id', lazy: () => import('./routes/villa.tsx') },
  { id: 'villa-reviews', path: 'villa/:id/reviews', lazy: () => import('./routes/villa-reviews.tsx') },
  { id: 'about', path: 'about', lazy: () => import('./routes/about.tsx') },
  { id: 'contact', path: 'contact', lazy: () => import('./routes/contact.tsx') },
  { id: 'terms', path: 'terms', lazy: () => import('./routes/terms.tsx') },
  { id: 'privacy', path: 'privacy', lazy: () => import('./routes/privacy.tsx') },
  { path: 'login', lazy: () => import('./routes/login.tsx'), handle: noChrome },
  { path: 'booking/:villaId', lazy: () => import('./routes/booking.tsx') },
  { path: 'booking-confirmation/:bookingId', lazy: () => import('./routes/booking-confirmation.tsx') },
  { path: 'booking-confirmation/:bookingId/tm30', lazy: () => import('./routes/tm30.tsx') },
  { path: 'my-bookings', lazy: () => import('./routes/my-bookings.tsx') },
  { path: 'customer/wishlists', lazy: () => import('./routes/wishlist.tsx'), handle: noChrome },
  { path: 'customer/profile', lazy: () => import('./routes/customer-profile.tsx'), handle: noChrome },
  { path: 'customer-profile', lazy: () => import('./routes/customer-profile.tsx'), handle: noChrome },
  { path: '404', lazy: () => import('./routes/not-found.tsx'), handle: noChrome },
  { path: '*', lazy: () => import('./routes/not-found.tsx'), handle: noChrome },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    children: pages.map((page) => ({ ErrorBoundary: RouteError, ...page })),
  },
];

/** The browser's router; `hydrationData` when it adopts a server-rendered page (main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
