import { binaryFileSchema } from '../http/common.schemas.ts';
import { ownerStatementParamsSchema, ownerStatementSchema, statementListSchema, statementQuerySchema, statementSettingsSchema } from '../payments/statement.schemas.ts';
import { errorResponse, operation } from './operation.ts';

/** Owner statements (docs/product.md#payments): the admin sees every owner's, an owner their own only. */
export const statements = {
  list: operation({
    method: 'GET',
    path: '/api/admin/statements',
    operationId: 'statements.list',
    roles: ['owner', 'admin'],
    tag: 'statements',
    summary: "A month's statements: every owner with money or stays in it, with totals per currency (an owner: their own line only)",
    request: { query: statementQuerySchema },
    responses: { 200: { description: 'The month', schema: statementListSchema }, 400: errorResponse('Invalid month') },
  }),
  get: operation({
    method: 'GET',
    path: '/api/admin/statements/:ownerId',
    operationId: 'statements.get',
    roles: ['owner', 'admin'],
    tag: 'statements',
    summary: "One owner's statement for a month: stays, the ledger lines, and per currency money received, refunds, commission and payout",
    request: { params: ownerStatementParamsSchema, query: statementQuerySchema },
    responses: { 200: { description: 'The statement', schema: ownerStatementSchema }, 400: errorResponse('Invalid month'), 404: errorResponse("Unknown owner (or another owner's)") },
  }),
  csv: operation({
    method: 'GET',
    path: '/api/admin/statements/:ownerId/csv',
    operationId: 'statements.csv',
    roles: ['owner', 'admin'],
    tag: 'statements',
    summary: "The statement's ledger lines as CSV, one line a money movement, then the totals per currency",
    request: { params: ownerStatementParamsSchema, query: statementQuerySchema },
    responses: { 200: { description: 'CSV', contentType: 'text/csv', schema: binaryFileSchema }, 400: errorResponse('Invalid month'), 404: errorResponse("Unknown owner (or another owner's)") },
  }),
  settings: operation({
    method: 'GET',
    path: '/api/admin/statement-settings',
    operationId: 'statements.settings',
    roles: ['owner', 'admin'],
    tag: 'statements',
    summary: "The platform's commission on what owners receive",
    responses: { 200: { description: 'The settings', schema: statementSettingsSchema } },
  }),
  updateSettings: operation({
    method: 'PUT',
    path: '/api/admin/statement-settings',
    operationId: 'statements.updateSettings',
    roles: ['admin'],
    tag: 'statements',
    summary: "Admin: set the platform's commission (a percentage, 0 to 100)",
    request: { body: statementSettingsSchema },
    responses: { 200: { description: 'The settings', schema: statementSettingsSchema }, 400: errorResponse('Invalid input (details name the field)') },
  }),
};
