import { StrictMode, useEffect, type ReactNode } from 'react';
import type { SsrState } from '@islandstay/shared/ssr/ssr-contract';
import { AppProviders } from './providers.tsx';

interface Props {
  /** The state a server-rendered page came with (entry-server.tsx), when it did. */
  ssr?: SsrState;
  /** Runs once the page is live (after React adopted the server's HTML, or after the first render). */
  onLive?: () => void;
  children: ReactNode;
}

function Live({ onLive }: { onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

/**
 * The tree around the router, the same on the server (StaticRouterProvider) and in the browser
 * (RouterProvider): React adopts server-rendered HTML only when both build the same tree. The
 * server wraps it in an I18nextProvider with its instance for the page's language; the browser's
 * components reach its one i18next without (a provider adds no element and no useId position).
 */
export function AppRoot({ ssr, onLive, children }: Props) {
  return (
    <StrictMode>
      <AppProviders swrFallback={ssr?.fallback} initialTerm={ssr?.term}>
        {children}
        <Live onLive={onLive} />
      </AppProviders>
    </StrictMode>
  );
}
