import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { binaryFileSchema } from '@islandstay/shared/http/common.schemas';
import { z } from 'zod';
import type { RouteDef } from '../../lib/http/route.ts';

/** `/api/villas/:id` -> `/api/villas/{id}` */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The multipart form of a route that takes files: the same fields as its JSON body (sent as text
 * fields) plus the file field, binary, one or several.
 */
function multipartSchema(route: RouteDef): z.ZodType | undefined {
  const upload = route.request?.upload;
  if (!upload) return undefined;
  const megabytes = Math.round(upload.maxBytes / 1024 / 1024);
  const file =
    (upload.maxFiles ?? 1) > 1
      ? z.array(binaryFileSchema).max(upload.maxFiles!).meta({ description: `Up to ${upload.maxFiles} image files of at most ${megabytes} MB each` })
      : binaryFileSchema.meta({ description: `An image file of at most ${megabytes} MB` });
  const files = z.object({ [upload.field]: file.optional() });
  return route.request?.body ? z.intersection(route.request.body, files) : files;
}

function requestBody(route: RouteDef) {
  const body = route.request?.body;
  const multipart = multipartSchema(route);
  if (!body && !multipart) return {};
  return {
    body: {
      content: {
        ...(body ? { 'application/json': { schema: body } } : {}),
        ...(multipart ? { 'multipart/form-data': { schema: multipart } } : {}),
      },
    },
  };
}

/** The OpenAPI document, generated from the route table and its zod schemas. */
export function buildOpenApiDocument(routes: RouteDef[]): object {
  const registry = new OpenAPIRegistry();
  for (const route of routes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const responses: Record<string, { description: string; content?: Record<string, { schema: z.ZodType }> }> = {};
      for (const [status, response] of Object.entries(route.responses)) {
        responses[status] = response.schema
          ? { description: response.description, content: { [response.contentType ?? 'application/json']: { schema: response.schema } } }
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
          ...requestBody(route),
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
