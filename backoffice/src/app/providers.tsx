import type { ReactNode } from 'react';
import { createCurrencyProvider } from '@islandstay/web-common/lib/currency-preference';
import { SharedProviders } from '@islandstay/web-common/components/app-providers/app-providers';
import { useCurrencies } from '@islandstay/web-common/api/currencies';

/** The display-currency preference (web-common) over this app's currency list. */
export const CurrencyProvider = createCurrencyProvider(useCurrencies);

/**
 * The little global state there is (docs/architecture.md, "Front ends"): server cache, currency, term. (A 401 refreshes the
 * session in the admin area's guard, app/layout/admin-layout.tsx: on the login page a 401 is
 * just a wrong password.)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // Toasts answer what a user does, never the first paint: sonner loads after it.
  return <SharedProviders CurrencyProvider={CurrencyProvider}>{children}</SharedProviders>;
}
