import type { BlockDto } from '@islandstay/shared/blocks/block.schemas';
import type { BookingDto } from '@islandstay/shared/bookings/booking.schemas';
import type { api } from '@islandstay/shared/api/client';
import type { ResultFor } from '@islandstay/web-common/test-support/msw/handlers';
import type { CalendarVilla } from '../api/calendar-range.ts';

let sequence = 0;

/** A booking as the calendar API sends it (component tests only). */
export function booking(checkIn: string, checkOut: string, name: string, extra: Partial<BookingDto> = {}): BookingDto {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    _id: id,
    bookingReference: `IS-TEST${String(sequence).padStart(4, '0')}`,
    villaId: 'villa-a',
    villaName: 'Baan Talay',
    checkIn,
    checkOut,
    guests: 2,
    nights: 1,
    pricePerNight: 100,
    subtotal: 100,
    discountPercentage: 0,
    totalPrice: 100,
    villaCurrency: 'USD',
    villaCurrencyRate: 1,
    customerCurrency: 'USD',
    currencyRate: 1,
    customerToPay: 100,
    customerInfo: { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com`, phone: '+66812345678' },
    status: 'confirmed',
    paymentStatus: 'unpaid',
    notes: null,
    customPrice: null,
    isAdminBooking: true,
    customerId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

export function block(startDate: string, endDate: string, kind: BlockDto['kind']): BlockDto {
  sequence += 1;
  return { id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`, villaId: 'villa-a', startDate, endDate, kind, note: null, createdAt: '2026-11-01T10:00:00.000Z' };
}

export function villa(id: string, name: string, extra: Partial<CalendarVilla> = {}): CalendarVilla {
  return { id, name, areas: ['Kata'], isActive: true, basePrice: 100, currency: 'USD', bookings: [], blocks: [], prices: {}, ...extra };
}

/** The quote of a stay at villa-a: one night at $100 (component tests only). */
export function quote(checkIn: string, checkOut: string): ResultFor<typeof api.pricing.quoteStay> {
  return {
    villaId: 'villa-a',
    checkIn,
    checkOut,
    nights: 1,
    currency: 'USD',
    pricingType: 'Daily',
    nightly: [{ date: checkIn, price: 100, source: 'base' }],
    subtotal: 100,
    cleaningFee: 0,
    discountPercentage: 0,
    appliedDiscounts: [],
    totalPrice: 100,
    averageNightlyRate: 100,
    pricePerNight: 100,
    available: true,
  };
}
