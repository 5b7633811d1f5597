/** What a route tells the admin shell. `adminOnly`: owners see "not found" (the server refuses them too). */
export interface RouteHandle {
  adminOnly?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
