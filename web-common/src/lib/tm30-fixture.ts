import type { Tm30Response } from '@islandstay/shared/bookings/tm30.schemas';

/** Unit tests only: the booking both front ends' TM30 tests use. */
export const TM30_BOOKING_ID = '0f8e2a9c-1b2d-4c3e-9f00-123456789abc';

/** Unit tests only: that booking's TM30 form, not yet filled in, with `overrides` on top. */
export function tm30Response(overrides: Partial<Tm30Response> = {}): Tm30Response {
  return {
    bookingId: TM30_BOOKING_ID,
    reference: 'IS-7K3M9Q2T',
    villaName: 'Baan Talay',
    checkIn: '2026-07-06',
    checkOut: '2026-07-10',
    guestCount: 2,
    editable: true,
    entries: [],
    submittedAt: null,
    ...overrides,
  };
}
