import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SWRConfig, mutate } from 'swr';
import { onUnauthorized } from '../lib/api-client.ts';
import { SESSION_KEY } from '../lib/api/session.ts';
import { CurrencyProvider } from '../lib/currency-preference.tsx';
import { TermProvider } from '../lib/term-preference.tsx';
import { useToasterWanted } from '../lib/toast.ts';
import { useIdle } from '../lib/use-idle.ts';

// Toasts answer what a visitor does, never the first paint: sonner (in the chunk with Radix and
// react-hook-form) loads once the page is idle, or at the first toast, not beside the page's code.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The little global state there is (docs/architecture.md, "Front ends"): server cache, session refresh, currency, term. */
export function AppProviders({ children }: { children: ReactNode }) {
  // Any 401 means the session ended: everyone reading the session key learns it at once.
  useEffect(() => onUnauthorized(() => void mutate(SESSION_KEY)), []);
  const idle = useIdle();
  const toasterWanted = useToasterWanted();

  return (
    <SWRConfig value={{ errorRetryCount: 2, dedupingInterval: 4000 }}>
      <TermProvider>
        <CurrencyProvider>
          {children}
          {(idle || toasterWanted) && (
            <Suspense fallback={null}>
              {/* Spec 2: toasts top-right, closing after 3 seconds. */}
              <Toaster position="top-right" duration={3000} richColors closeButton />
            </Suspense>
          )}
        </CurrencyProvider>
      </TermProvider>
    </SWRConfig>
  );
}
