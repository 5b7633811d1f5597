/** What a route tells the layout. `hideChrome`: no site header and footer (docs/product.md#storefront-routes). */
export interface RouteHandle {
  hideChrome?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
