import { docsRoutes } from '../modules/docs/docs.routes.ts';
import type { ApiModule, RouteDef } from '../lib/http/route.ts';

/**
 * Every route of the API in one table, collected from the modules in the order given, each route
 * with the roles allowed to call it. The authorization matrix and the OpenAPI document (served by
 * the docs routes, last) are generated from this list.
 */
export function routeTable(modules: readonly ApiModule[]): RouteDef[] {
  const routes = modules.flatMap((module) => module.routes);
  const all: RouteDef[] = [...routes, ...docsRoutes(() => all)];
  return all;
}
