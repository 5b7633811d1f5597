import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { TermProvider } from '../../lib/term-preference.tsx';

// Toasts answer what a user does, never the first paint: sonner loads in its own chunk, later.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

interface Props {
  /** The app's display-currency provider (createCurrencyProvider over its currency list). */
  CurrencyProvider: ComponentType<{ children: ReactNode }>;
  /** Whether the toaster is mounted yet (an app may wait until the page is idle). */
  toaster?: boolean;
  children: ReactNode;
}

/** The providers both front ends wrap their router in: server cache, term, currency, toasts. */
export function SharedProviders({ CurrencyProvider, toaster = true, children }: Props) {
  return (
    <SWRConfig value={{ errorRetryCount: 2, dedupingInterval: 4000 }}>
      <TermProvider>
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
