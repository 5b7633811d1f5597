import type { z } from 'zod';
import type { Operation } from './operation.ts';

/**
 * The schema of an operation's successful answer: the lowest 2xx status with a JSON body.
 * Undefined for a 204 or a file. Free of zod at run time, so the typed client can use it before
 * the operation's schemas have loaded.
 */
export function successSchemaOf(op: Pick<Operation, 'responses'>): z.ZodType | undefined {
  const statuses = Object.keys(op.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  const response = statuses.length ? op.responses[statuses[0]!] : undefined;
  return response && !response.contentType ? response.schema : undefined;
}
