/**
 * What a route loader needs to know of a server render: that it is one. The server's static
 * handler passes this as the loaders' context (entry-server.tsx); in the browser there is none.
 * Loaders ask this rather than whether `window` exists, so jsdom tests can take the server's way.
 */
const SERVER_RENDER = Symbol.for('islandstay.serverRender');

export const serverRenderContext = { [SERVER_RENDER]: true } as const;

export function isServerRender(context: unknown): boolean {
  return typeof context === 'object' && context !== null && SERVER_RENDER in context;
}
