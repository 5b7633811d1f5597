import { openApiDocumentSchema } from '@islandstay/shared/http/openapi.schemas';
import { defineRoute, type RouteDef } from '../../lib/http/route.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** `GET /api/docs` documents every route of the table, itself included. */
export function docsRoutes(allRoutes: () => RouteDef[]): RouteDef[] {
  let document: object | undefined;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/docs',
      operationId: 'docs.getOpenApi',
      roles: ['public'],
      tag: 'docs',
      summary: 'This OpenAPI document',
      responses: { 200: { description: 'OpenAPI 3.1 document', schema: openApiDocumentSchema } },
      async handler(ctx) {
        document ??= buildOpenApiDocument(allRoutes());
        ctx.body = document;
      },
    }),
  ];
}
