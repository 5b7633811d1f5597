import type { CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';
import type { GuestPayment } from '@islandstay/shared/payments/guest-payment.schemas';

/** A booking as GET /api/customer/bookings answers it (the shared schema's shape). */
export function aBooking(overrides: Partial<CustomerBookingDto> = {}): CustomerBookingDto {
  const id = overrides.id ?? '3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11';
  return {
    id,
    _id: id,
    bookingReference: 'IS-7K3M9Q2T',
    villaId: 'villa-breeze',
    villaName: 'Villa Breeze',
    checkIn: '2099-03-10',
    checkOut: '2099-03-14',
    guests: 2,
    nights: 4,
    pricePerNight: 2900,
    subtotal: 11600,
    discountPercentage: 0,
    totalPrice: 11600,
    villaCurrency: 'THB',
    villaCurrencyRate: 35,
    customerCurrency: 'THB',
    currencyRate: 35,
    customerToPay: 11600,
    customerInfo: { name: 'Nok Sukjai', email: 'nok@example.com', phone: '+66812345678' },
    status: 'confirmed',
    paymentStatus: 'unpaid',
    notes: null,
    customPrice: null,
    isAdminBooking: false,
    customerId: 'c1',
    createdAt: '2099-01-05T08:00:00.000Z',
    villa: { id: 'villa-breeze', name: 'Villa Breeze', areas: ['Lamai'], images: [] },
    review: null,
    canCancel: true,
    ...overrides,
  };
}

/**
 * GET /api/bookings/:id/payment for `aBooking()`: ฿11,600 under the Standard policy, the deposit of
 * ฿5,800 paid; cancelling now keeps 10% of the total and gives back ฿4,640.
 */
export function aGuestPayment(overrides: Partial<GuestPayment> = {}): GuestPayment {
  return {
    bookingId: '3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11',
    reference: 'IS-7K3M9Q2T',
    currency: 'THB',
    status: 'deposit_paid',
    plan: {
      total: '11600.00',
      dueAtBooking: '5800.00',
      balanceDueDate: '2099-02-08',
      instalments: [
        { kind: 'deposit', amount: '5800.00', dueDate: '2099-01-05' },
        { kind: 'balance', amount: '5800.00', dueDate: '2099-02-08' },
      ],
    },
    amounts: { paid: '5800.00', refunded: '0.00', net: '5800.00', due: '5800.00', damageHeld: '0.00' },
    nextPayment: { amount: '5800.00', dueDate: '2099-02-08', kind: 'balance', overdue: false },
    holdUntil: null,
    lapsedAt: null,
    cancellation: { policy: 'standard', freeCancellationHours: null, ifCancelledNow: { refund: '4640.00', retained: '1160.00', refundPercent: 90, tier: 'more_than_30_days' } },
    ways: { promptPay: null, bankTransfer: null, card: null },
    ...overrides,
  };
}
