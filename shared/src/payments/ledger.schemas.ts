import Decimal from 'decimal.js';
import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { isoDateSchema } from '../http/common.schemas.ts';
import { LEDGER_ENTRY_KINDS, PAYMENT_STATUSES } from './payment-status.ts';

/** How money reached the villa or went back to the guest. */
export const PAYMENT_METHODS = ['promptpay', 'bank_transfer', 'card', 'cash', 'other'] as const;

/**
 * An amount as exact decimal text in the booking's currency (`1250.50`): never a JSON number,
 * which a client could round. Its places are checked against the currency's by the server.
 */
const positiveAmountSchema = z
  .string({ error: 'must be an amount like 1250.50' })
  .regex(/^\d{1,10}(\.\d{1,4})?$/, 'must be an amount like 1250.50')
  .refine((value) => /[1-9]/.test(value), 'must be more than 0');

const referenceSchema = z.string().trim().max(200);

/** A payment staff received for the stay (PromptPay, transfer, card, cash). */
export const recordPaymentSchema = z.strictObject({
  amount: positiveAmountSchema,
  method: z.enum(PAYMENT_METHODS),
  /** The island date the money arrived; today when left out. */
  receivedOn: isoDateSchema.optional(),
  externalReference: referenceSchema.optional(),
  note: z.string().trim().max(1000).optional(),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** Money sent back to the guest: never more than the stay holds, and always with its reason. */
export const recordRefundSchema = z.strictObject({
  amount: positiveAmountSchema,
  method: z.enum(PAYMENT_METHODS),
  reason: z.string({ error: 'Please give the reason for the refund' }).trim().min(1, 'Please give the reason for the refund').max(1000),
  receivedOn: isoDateSchema.optional(),
  externalReference: referenceSchema.optional(),
});
export type RecordRefund = z.infer<typeof recordRefundSchema>;

/** A damage deposit taken from the guest: at most what the booking's terms ask for, less what is held already. */
export const recordDamageHoldSchema = z.strictObject({
  amount: positiveAmountSchema,
  method: z.enum(PAYMENT_METHODS),
  receivedOn: isoDateSchema.optional(),
  externalReference: referenceSchema.optional(),
  note: z.string().trim().max(1000).optional(),
});
export type RecordDamageHold = z.infer<typeof recordDamageHoldSchema>;

/**
 * The damage deposit given back: at most what is held. Giving back less than is held keeps the
 * rest for damage, which needs its reason (the server checks it against what is held).
 */
export const recordDamageReleaseSchema = z.strictObject({
  amount: positiveAmountSchema,
  method: z.enum(PAYMENT_METHODS),
  reason: z.string().trim().max(1000).optional(),
  receivedOn: isoDateSchema.optional(),
  externalReference: referenceSchema.optional(),
});
export type RecordDamageRelease = z.infer<typeof recordDamageReleaseSchema>;

/** Whether giving back `amount` of the `held` damage deposit keeps part of it (its reason is then required). */
export function keepsPartOfDamageDeposit(amount: string, held: string): boolean {
  return new Decimal(amount).lt(held);
}

/** The release as a form checks it, knowing what is held: the server's rule on the reason, before sending. */
export function damageReleaseSchemaFor(held: string) {
  return recordDamageReleaseSchema.superRefine((release, ctx) => {
    if (!release.reason && keepsPartOfDamageDeposit(release.amount, held)) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'give the reason for keeping part of the damage deposit', params: errorParams('validation.required') });
    }
  });
}

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  method: z.enum(PAYMENT_METHODS),
  /** Exact decimal text at the currency's places; signed only for an adjustment. */
  amount: z.string(),
  currency: z.string(),
  rate: z.string().nullable(),
  receivedOn: z.string(),
  externalReference: z.string().nullable(),
  note: z.string().nullable(),
  /** The staff member's account id (the audit link), or `system` (the service's own rows) or `stripe` (a card payment). */
  recordedBy: z.string(),
  /**
   * Who that is, to show: the staff account's display name (or its username); `system` and
   * `stripe` as they are; null when the account cannot be named now (deleted, or the account
   * service not answering).
   */
  recordedByName: z.string().nullable(),
  recordedAt: z.string(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;

/** A booking's ledger, its payment plan and what both say: derived on every read, never stored. */
export const bookingLedgerSchema = z.object({
  bookingId: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  plan: z.object({
    total: z.string(),
    dueAtBooking: z.string(),
    balanceDueDate: z.string().nullable(),
    instalments: z.array(z.object({ kind: z.enum(['deposit', 'balance', 'full']), amount: z.string(), dueDate: z.string() })),
  }),
  amounts: z.object({ paid: z.string(), refunded: z.string(), net: z.string(), due: z.string(), damageHeld: z.string() }),
  /** The damage deposit, apart from the stay (payment-status.ts, damageDepositOf). */
  damageDeposit: z.object({
    /** What the booking's terms ask for; null when none. */
    required: z.string().nullable(),
    held: z.string(),
    released: z.string(),
    kept: z.string(),
  }),
  entries: z.array(ledgerEntrySchema),
});
export type BookingLedger = z.infer<typeof bookingLedgerSchema>;

/** The row just written (or, for a replayed key, the row the key first wrote) and the ledger after it. */
export const ledgerWriteResponseSchema = z.object({ entry: ledgerEntrySchema, ledger: bookingLedgerSchema });
export type LedgerWriteResponse = z.infer<typeof ledgerWriteResponseSchema>;
