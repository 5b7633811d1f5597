import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { CurrencyProvider } from '../lib/currency-preference.tsx';
import { TermProvider } from '../lib/term-preference.tsx';

// Toasts answer what a user does, never the first paint: sonner loads after it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * The little global state there is (docs/architecture.md, "Front ends"): server cache, currency, term. (A 401 refreshes the
 * session in the admin area's guard, app/layout/admin-layout.tsx: on the login page a 401 is
 * just a wrong password.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ errorRetryCount: 2, dedupingInterval: 4000 }}>
      <TermProvider>
        <CurrencyProvider>
          {children}
          <Suspense fallback={null}>
            {/* Spec 2: toasts top-right, closing after 3 seconds. */}
            <Toaster position="top-right" duration={3000} richColors closeButton />
          </Suspense>
        </CurrencyProvider>
      </TermProvider>
    </SWRConfig>
  );
}
