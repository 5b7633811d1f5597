import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { FullScreenLoader } from '@islandstay/web-common/components/full-screen-loader/full-screen-loader';
import { createRouteError } from '@islandstay/web-common/components/route-error/route-error';
import { startCalendarRead } from '../features/calendar/api/calendar-range.ts';
import type { RouteHandle } from './route-handle.ts';
import { RootLayout } from './layout/root-layout.tsx';

/** Every route's error boundary; its second button leads to the app's start page. */
const RouteError = createRouteError({ to: '/admin', icon: LayoutDashboard, labelKey: 'common.backToDashboard' });

const adminOnly: RouteHandle = { adminOnly: true };

/**
 * The admin area (docs/product.md#back-office, route table): every page behind the staff guard and inside the shell.
 * One lazy module per page (its own chunk), each exporting `Component`.
 * To add a page: create app/routes/<page>.tsx exporting `Component`, then one line here.
 */
const adminPages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/dashboard.tsx') },
  { path: 'bookings', lazy: () => import('./routes/bookings.tsx') },
  { path: 'contacts', lazy: () => import('./routes/contacts.tsx'), handle: adminOnly },
  { path: 'villas', lazy: () => import('./routes/villas.tsx') },
  { path: 'villas/:villaId/pricing', lazy: () => import('./routes/villa-pricing.tsx') },
  { path: 'villas/:villaId/payment-terms', lazy: () => import('./routes/villa-payment-terms.tsx') },
  {
    path: 'calendar',
    // The range's read starts beside the page's chunk, not after it has loaded and rendered; the
    // page's hook takes the answer. Only on arriving: a range chosen on the page is the hook's own read.
    loader: ({ request }) => {
      startCalendarRead(new URL(request.url).search);
      return null;
    },
    shouldRevalidate: () => false,
    lazy: () => import('./routes/calendar.tsx'),
  },
  { path: 'statements', lazy: () => import('./routes/statements.tsx') },
  { path: 'settings', loader: () => redirect('/admin/settings/currency') },
  { path: 'settings/currency', lazy: () => import('./routes/currency-settings.tsx') },
  { path: 'settings/payments', lazy: () => import('./routes/payment-settings.tsx'), handle: adminOnly },
  { path: 'owners/registrations', lazy: () => import('./routes/owner-registrations.tsx'), handle: adminOnly },
  { path: 'profile', lazy: () => import('./routes/profile.tsx') },
  { path: '*', lazy: () => import('./routes/not-found.tsx') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    ErrorBoundary: RouteError,
    children: [
      // Only the dev server reaches '/' here (in production it is the storefront's).
      { index: true, loader: () => redirect('/admin') },
      { path: 'admin-login', lazy: () => import('./routes/login.tsx'), ErrorBoundary: RouteError },
      { path: 'register-owner', lazy: () => import('./routes/register-owner.tsx'), ErrorBoundary: RouteError },
      {
        path: 'admin',
        // The shell and its guard are their own chunk: the login page never loads them.
        lazy: () => import('./layout/admin-layout.tsx'),
        ErrorBoundary: RouteError,
        children: adminPages.map((page) => ({ ErrorBoundary: RouteError, ...page })),
      },
      { path: '*', lazy: () => import('./routes/not-found.tsx'), ErrorBoundary: RouteError },
    ],
  },
];

/** The app's router: created by main.tsx after the opened page's first reads have started (its creation asks for the page's code). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
