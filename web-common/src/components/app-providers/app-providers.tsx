import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { TermProvider, type Term } from '../../lib/term-preference.tsx';

// Toasts answer what a user does, never the first paint: sonner loads in its own chunk, later.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

interface Props {
  /** The app's display-currency provider (createCurrencyProvider over its currency list). */
  CurrencyProvider: ComponentType<{ children: ReactNode }>;
  /** Whether the toaster is mounted yet (an app may wait until the page is idle). */
  toaster?: boolean;
  /** Answers the page was rendered with on the server (SWR key -> data): the first render shows them. */
  swrFallback?: Record<string, unknown>;
  /** The term the server rendered with (its request's cookie). */
  initialTerm?: Term;
  children: ReactNode;
}

/** The providers both front ends wrap their router in: server cache, term, currency, toasts. */
export function SharedProviders({ CurrencyProvider, toaster = true, swrFallback, initialTerm, children }: Props) {
  const swr = useMemo(() => ({ errorRetryCount: 2, dedupingInterval: 4000, ...(swrFallback ? { fallback: swrFallback } : {}) }), [swrFallback]);
  return (
    <SWRConfig value={swr}>
      <TermProvider initialTerm={initialTerm}>
        <CurrencyProvider>
          {children}
          {toaster && (
            <Suspense fallback={null}>
              {/* docs/product.md#conventions: toasts top-right, closing after 3 seconds. */}
              <Toaster position="top-right" duration={3000} richColors closeButton />
            </Suspense>
          )}
        </CurrencyProvider>
      </TermProvider>
    </SWRConfig>
  );
}
