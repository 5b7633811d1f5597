import { docs as contract } from '@islandstay/shared/contract/docs.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** `GET /api/docs` documents every route of the table, itself included. */
export function docsRoutes(allRoutes: () => RouteDef[]): RouteDef[] {
  let document: object | undefined;
  return [
    implement(contract.getOpenApi, async (ctx) => {
      document ??= buildOpenApiDocument(allRoutes());
      ctx.body = document;
    }),
  ];
}
