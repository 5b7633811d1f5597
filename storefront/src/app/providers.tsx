import { useEffect, type ReactNode } from 'react';
import type { Term } from '@islandstay/web-common/lib/term-preference';
import { mutate } from 'swr';
import { onUnauthorized } from '../lib/api-client.ts';
import { SESSION_KEY } from '../lib/api/session.ts';
import { createCurrencyProvider } from '@islandstay/web-common/lib/currency-preference';
import { SharedProviders } from '@islandstay/web-common/components/app-providers/app-providers';
import { useToasterWanted } from '../lib/toast.ts';
import { useIdle } from '@islandstay/web-common/lib/use-idle';
import { useCurrencies } from '@islandstay/web-common/api/currencies';

/** The display-currency preference (web-common) over this app's currency list. */
export const CurrencyProvider = createCurrencyProvider(useCurrencies);

/** The little global state there is (docs/architecture.md, "Front ends"): server cache, session refresh, currency, term. */
export function AppProviders({ swrFallback, initialTerm, children }: { swrFallback?: Record<string, unknown>; initialTerm?: Term; children: ReactNode }) {
  // Any 401 means the session ended: everyone reading the session key learns it at once.
  useEffect(() => onUnauthorized(() => void mutate(SESSION_KEY)), []);
  const idle = useIdle();
  const toasterWanted = useToasterWanted();

  // Toasts answer what a visitor does, never the first paint: sonner (in the chunk with Radix and
  // react-hook-form) loads once the page is idle, or at the first toast, not beside the page's code.
  return (
    <SharedProviders CurrencyProvider={CurrencyProvider} toaster={idle || toasterWanted} swrFallback={swrFallback} initialTerm={initialTerm}>
      {children}
    </SharedProviders>
  );
}
