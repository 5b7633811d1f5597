import { useCallback, useRef, useState } from 'react';
import { type BookingDto, type ConflictResponse } from '@islandstay/shared/bookings/booking.schemas';
import { ApiError, type FieldError } from '../../../lib/api-client.ts';
import { conflictOf, createBooking, type CreateBookingInput } from '../api/create-booking.ts';
import { stayRefusalOf, type StayRefusal } from '../stay-refusal.ts';
import { useAttemptKey } from './use-attempt-key.ts';

export type BookingOutcome =
  | { kind: 'booked'; booking: BookingDto }
  /** Someone booked (some of) these nights meanwhile. */
  | { kind: 'conflict'; taken: ConflictResponse['conflictingBooking'] }
  /**
   * The stay itself is refused (a stay rule or the short-stay licence, named by `refusal`; a date
   * or the guest count): back to step 1.
   */
  | { kind: 'stay'; error: ApiError; refusal?: StayRefusal }
  | { kind: 'cap' }
  /** The server's field rules (name, email ...), for the form's own fields. */
  | { kind: 'fields'; details: FieldError[]; error: ApiError }
  | { kind: 'signedOut' }
  /** No answer at all: the booking may or may not exist; a retry with the same key settles it. */
  | { kind: 'network' }
  /** Anything else: the screen words it (web-common's refusalFor), never with the server's English. */
  | { kind: 'failed'; error: unknown }
  | { kind: 'busy' };

const STAY_FIELDS = new Set(['checkIn', 'checkOut', 'guests', 'villaId']);

function outcomeOf(error: unknown): BookingOutcome {
  const taken = conflictOf(error);
  if (taken) return { kind: 'conflict', taken };
  if (!(error instanceof ApiError)) return { kind: 'failed', error };
  const refusal = stayRefusalOf(error);
  if (refusal) return { kind: 'stay', error, refusal };
  if (error.isNetwork) return { kind: 'network' };
  if (error.isUnauthorized) return { kind: 'signedOut' };
  if (error.status === 422 && error.code === 'booking.upcomingLimit') return { kind: 'cap' };
  if (error.status === 400 && error.details.length > 0) {
    const stay = error.details.find((d) => STAY_FIELDS.has(d.path));
    if (stay) return { kind: 'stay', error };
    return { kind: 'fields', details: error.details, error };
  }
  return { kind: 'failed', error };
}

/**
 * Confirm Booking: one request at a time (a second click while the first is out does nothing),
 * each attempt under its own Idempotency-Key, reused when the very same request is sent again.
 */
export function useConfirmBooking() {
  const keyFor = useAttemptKey();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const confirm = useCallback(
    async (input: CreateBookingInput): Promise<BookingOutcome> => {
      if (inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      setPending(true);
      try {
        return { kind: 'booked', booking: await createBooking(input, keyFor(input)) };
      } catch (error) {
        return outcomeOf(error);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [keyFor],
  );

  return { confirm, pending };
}
