import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import type { RouteDef } from '../../http/route.ts';

/** `/api/villas/:id` -> `/api/villas/{id}` */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The OpenAPI document, generated from the route table and its zod schemas. */
export function buildOpenApiDocument(routes: RouteDef[]): object {
  const registry = new OpenAPIRegistry();
  for (const route of routes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const responses: Record<string, { description: string; content?: { 'application/json': { schema: z.ZodType } } }> = {};
      for (const [status, response] of Object.entries(route.responses)) {
        responses[status] = response.schema
          ? { description: response.description, content: { 'application/json': { schema: response.schema } } }
          : { description: response.description };
      }
      registry.registerPath({
        method: route.method.toLowerCase() as 'get',
        path: openApiPath(path),
        summary: route.summary,
        description: `Roles: ${route.roles.join(', ')}`,
        tags: [route.tag],
        request: {
          ...(route.request?.params ? { params: route.request.params as z.ZodObject } : {}),
          ...(route.request?.query ? { query: route.request.query as z.ZodObject } : {}),
          ...(route.request?.headers ? { headers: route.request.headers as z.ZodObject } : {}),
          ...(route.request?.body ? { body: { content: { 'application/json': { schema: route.request.body } } } } : {}),
        },
        responses,
      });
    }
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: { title: 'IslandStay API', version: '1.0.0', description: 'The booking service: the one public /api of IslandStay.' },
  });
}
