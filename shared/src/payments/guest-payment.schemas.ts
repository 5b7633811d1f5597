import { z } from 'zod';
import { CANCELLATION_POLICY_NAMES } from './payment-plan.schemas.ts';
import { bookingLedgerSchema } from './ledger.schemas.ts';
import { PAYMENT_STATUSES } from './payment-status.ts';

/**
 * A guest's own booking's money (docs/product.md#payments): the plan it was made under, what is
 * paid, what to pay next and how, and what a cancellation now would give back. The server computes
 * every amount; the page shows them.
 */
export const guestPaymentSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  /** The booking's currency: the villa's, which every amount here is in. */
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  plan: bookingLedgerSchema.shape.plan,
  amounts: bookingLedgerSchema.shape.amounts,
  /**
   * What to pay now: the rest of what the booking asked for at once, or the balance (due on its
   * date, `overdue` after it); null when nothing is owed or the booking is cancelled.
   */
  nextPayment: z.object({ amount: z.string(), dueDate: z.string(), kind: z.enum(['deposit', 'balance', 'full']), overdue: z.boolean() }).nullable(),
  /** While what was due at booking has not arrived: the instant the booking lapses, its nights offered again. */
  holdUntil: z.string().nullable(),
  /** When the booking lapsed unpaid at the end of its hold. */
  lapsedAt: z.string().nullable(),
  cancellation: z.object({
    policy: z.enum(CANCELLATION_POLICY_NAMES),
    /** Hours before check-in until which cancelling gives everything back; null when the policy never does. */
    freeCancellationHours: z.number().nullable(),
    /** What cancelling at this moment gives back of what is paid; null once the booking is cancelled or completed. */
    ifCancelledNow: z.object({ refund: z.string(), retained: z.string(), refundPercent: z.number(), tier: z.string() }).nullable(),
  }),
  /** How to pay; a way the business has not configured is null. PromptPay takes baht only. */
  ways: z.object({
    promptPay: z
      .object({
        promptPayId: z.string(),
        /** The EMVCo payload the QR encodes: the id and the exact amount of nextPayment. */
        payload: z.string(),
        /** The QR as an SVG data URL, made on the server. */
        qrImage: z.string(),
        amount: z.string(),
      })
      .nullable(),
    bankTransfer: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
    /** Card through Stripe, when configured: POST /api/bookings/:id/card-payment starts it. */
    card: z.object({ provider: z.literal('stripe'), publishableKey: z.string() }).nullable(),
  }),
});
export type GuestPayment = z.infer<typeof guestPaymentSchema>;
