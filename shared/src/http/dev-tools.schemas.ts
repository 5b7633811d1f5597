import { z } from 'zod';
import { plainText } from './common.schemas.ts';

/** Development helpers (ENABLE_DEV_TOOLS only): what the console SMS provider and the mail catcher got. */
export const devOutboxQuerySchema = z.object({ phone: plainText(20).optional() });
export const devOutboxResponseSchema = z.object({
  messages: z.array(z.object({ phone: z.string(), body: z.string(), sentAt: z.iso.datetime() })),
});

export const devMailQuerySchema = z.object({ to: plainText(200).optional() });
export const devMailResponseSchema = z.object({
  messages: z.array(
    z.object({
      from: z.string().nullable(),
      /** The recipients, comma-joined. */
      to: z.string(),
      subject: z.string().nullable(),
      text: z.string().nullable(),
      attachments: z.array(z.object({ filename: z.string().optional(), contentType: z.string().optional() }).loose()),
      receivedAt: z.iso.datetime(),
    }),
  ),
});

export const clearTestBookingsResponseSchema = z.object({ deletedCount: z.number().int() });
