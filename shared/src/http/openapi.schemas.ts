import { z } from 'zod';

/** `GET /api/docs`: this API's OpenAPI 3.1 document, generated from the route table. */
export const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .loose();
