import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a shared/ schema (the form and the server share one
 * rule). The shared schemas preprocess their input (empty text means absent, numbers come as
 * text), so zod types that input as `unknown`; `Values` names what the inputs really hold.
 */
export function sharedSchemaResolver<Values extends FieldValues, Output>(schema: z.ZodType<Output>): Resolver<Values, unknown, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
}
