import { openApiDocumentSchema } from '../http/openapi.schemas.ts';
import { operation } from './operation.ts';

/** The OpenAPI document itself (the server generates it from its route table, aliases included). */
export const docs = {
  getOpenApi: operation({
    method: 'GET',
    path: '/api/docs',
    operationId: 'docs.getOpenApi',
    roles: ['public'],
    tag: 'docs',
    summary: 'This OpenAPI document',
    responses: { 200: { description: 'OpenAPI 3.1 document', schema: openApiDocumentSchema } },
  }),
};
