import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { isoDateSchema, multilineText, uuidSchema, villaIdSchema } from '../http/common.schemas.ts';
import { daysBetween } from '../dates/dates.ts';

/** Manual blocks: the owner's own stay, or maintenance. Imported calendar blocks come from feeds. */
export const MANUAL_BLOCK_KINDS = ['owner_stay', 'maintenance'] as const;

export const createBlockSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    kind: z.enum(MANUAL_BLOCK_KINDS, { error: 'kind must be owner_stay or maintenance' }),
    note: multilineText(500).optional(),
  })
  .superRefine((b, ctx) => {
    const nights = daysBetween(b.startDate, b.endDate);
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must be after startDate', params: errorParams('dates.endNotAfterStart') });
    if (nights > 731) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'a block can be at most 2 years long', params: errorParams('block.tooLong', { maximumDays: 731 }) });
  });
export type CreateBlockRequest = z.infer<typeof createBlockSchema>;

export const blockSchema = z.object({
  id: z.string(),
  villaId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  kind: z.enum(['owner_stay', 'maintenance', 'import']),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type BlockDto = z.infer<typeof blockSchema>;

export const villaBlocksParamsSchema = z.object({ id: villaIdSchema });
export const blockParamsSchema = z.object({ id: villaIdSchema, blockId: uuidSchema });
export const blockResponseSchema = z.object({ data: blockSchema });
export const blocksResponseSchema = z.object({ data: z.array(blockSchema) });
