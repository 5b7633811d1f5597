import { conflictResponseSchema, type BookingDto, type ConflictResponse } from '@islandstay/shared/bookings/booking.schemas';
import { api } from '@islandstay/shared/api/client';
import { ApiError } from '../../../lib/api-client.ts';

export interface CreateBookingInput {
  villaId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  customerInfo: { name: string; email: string; phone: string };
  currency: string;
}

/**
 * Books the stay. `idempotencyKey` names this attempt: sent again (a double click, a retry after
 * a lost answer) the server replays the first booking instead of making a second.
 */
export async function createBooking(input: CreateBookingInput, idempotencyKey: string): Promise<BookingDto> {
  const response = await api.bookings.create({ body: input, idempotencyKey });
  return response.data;
}

/** The taken dates of a 409 (someone booked those nights meanwhile), when the answer is one. */
export function conflictOf(error: unknown): ConflictResponse['conflictingBooking'] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = conflictResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.conflictingBooking : null;
}
