import { z } from 'zod';
import { LEDGER_ENTRY_KINDS, PAYMENT_STATUSES } from './payment-status.ts';
import { PAYMENT_METHODS } from './ledger.schemas.ts';

/**
 * Owner statements (docs/product.md#payments): for one owner and one calendar month, the money
 * recorded on their villas' bookings that month (ledger rows by the date the money moved), the
 * stays that began that month, and per currency what came in, what went back, the platform's
 * commission and what is paid out. Amounts are exact decimal text; a refund's line is negative.
 */
export const monthSchema = z
  .string({ error: 'month must be YYYY-MM' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
  .refine((month) => month >= '2000-01' && month <= '2100-12', 'month must be between 2000-01 and 2100-12');

export const statementQuerySchema = z.object({ month: monthSchema });
export const ownerStatementParamsSchema = z.object({ ownerId: z.string().trim().min(1, 'ownerId is required').max(64, 'ownerId is at most 64 characters') });

export const statementLineSchema = z.object({
  entryId: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  villaName: z.string(),
  guestName: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  method: z.enum(PAYMENT_METHODS),
  /** The island date the money moved. */
  receivedOn: z.string(),
  /** Signed: money in positive, money back negative. */
  amount: z.string(),
  currency: z.string(),
  externalReference: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementTotalsSchema = z.object({
  currency: z.string(),
  /** Payments and adjustments. */
  received: z.string(),
  refunded: z.string(),
  /** received - refunded. */
  net: z.string(),
  /** commissionPercent of net, rounded half-up to the currency's places. */
  commission: z.string(),
  /** net - commission. */
  payout: z.string(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const statementStaySchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  villaName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  total: z.string(),
  currency: z.string(),
  status: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});

export const ownerStatementSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  month: z.string(),
  commissionPercent: z.number(),
  /** Stays whose check-in falls in the month, any status. */
  stays: z.array(statementStaySchema),
  /** The month's ledger rows of the owner's bookings, in the order they were recorded. */
  lines: z.array(statementLineSchema),
  /** One per currency with lines, by currency code. */
  totals: z.array(statementTotalsSchema),
});
export type OwnerStatement = z.infer<typeof ownerStatementSchema>;

/** The admin's month: every owner with money or stays in it; an owner sees their own line only. */
export const statementListSchema = z.object({
  month: z.string(),
  commissionPercent: z.number(),
  owners: z.array(z.object({ ownerId: z.string(), ownerName: z.string(), stays: z.number().int(), totals: z.array(statementTotalsSchema) })),
});
export type StatementList = z.infer<typeof statementListSchema>;

/** The platform's commission on what owners received, a percentage (0 until the admin sets it). */
export const statementSettingsSchema = z.strictObject({
  commissionPercent: z.number({ error: 'must be a number' }).min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100'),
});
export type StatementSettings = z.infer<typeof statementSettingsSchema>;
