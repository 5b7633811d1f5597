import type { GuestPayment } from '@islandstay/shared/payments/guest-payment.schemas';

/** The booking the payment panel's tests read, and the PromptPay QR image the server would draw for it. */
export const BOOKING_ID = '3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11';
export const QR = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

/** A baht booking of ฿20,000 made under the Standard policy: half at booking, the balance 30 days before check-in; nothing paid yet. */
export function aPayment(overrides: Partial<GuestPayment> = {}): GuestPayment {
  return {
    bookingId: BOOKING_ID,
    reference: 'IS-7K3M9Q2T',
    currency: 'THB',
    status: 'unpaid',
    plan: {
      total: '20000.00',
      dueAtBooking: '10000.00',
      balanceDueDate: '2099-02-08',
      instalments: [
        { kind: 'deposit', amount: '10000.00', dueDate: '2099-01-05' },
        { kind: 'balance', amount: '10000.00', dueDate: '2099-02-08' },
      ],
    },
    amounts: { paid: '0.00', refunded: '0.00', net: '0.00', due: '20000.00', damageHeld: '0.00' },
    nextPayment: { amount: '10000.00', dueDate: '2099-01-05', kind: 'deposit', overdue: false },
    holdUntil: null,
    lapsedAt: null,
    cancellation: { policy: 'standard', freeCancellationHours: null, ifCancelledNow: { refund: '0.00', retained: '0.00', refundPercent: 90, tier: 'more_than_30_days' } },
    ways: {
      promptPay: { promptPayId: '0812345678', payload: '00020101021229370016A000000677010111', qrImage: QR, amount: '10000.00' },
      bankTransfer: { bankName: 'Kasikorn Bank', accountName: 'IslandStay Co., Ltd.', accountNumber: '123-4-56789-0' },
      card: null,
    },
    ...overrides,
  };
}
