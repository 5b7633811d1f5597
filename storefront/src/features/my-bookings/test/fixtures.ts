import type { CustomerBookingDto } from '@islandstay/shared/bookings/booking.schemas';

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
