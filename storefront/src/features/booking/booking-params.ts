import { daysBetween, isIsoDate, type IsoDate } from '@islandstay/shared/dates/dates';
import { MAX_GUESTS_PER_BOOKING } from '@islandstay/shared/bookings/booking.schemas';
import type { StaySelection } from './selection.ts';

export interface BookingParams extends StaySelection {
  guests: number;
}

/**
 * The stay in the URL (`?checkIn&checkOut&guests`, as the villa page's Book Now sends them):
 * anything unusable is dropped, never an error (a past check-in, check-out not after check-in).
 */
export function readBookingParams(params: URLSearchParams, today: IsoDate): BookingParams {
  const rawIn = params.get('checkIn') ?? '';
  const rawOut = params.get('checkOut') ?? '';
  const checkIn = isIsoDate(rawIn) && rawIn >= today ? rawIn : '';
  const checkOut = checkIn && isIsoDate(rawOut) && daysBetween(checkIn, rawOut) >= 1 ? rawOut : '';
  const guests = Number(params.get('guests'));
  return { checkIn, checkOut, guests: Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS_PER_BOOKING ? guests : 1 };
}

export function writeBookingParams(params: URLSearchParams, value: BookingParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, v: string) => (v ? next.set(key, v) : next.delete(key));
  set('checkIn', value.checkIn);
  set('checkOut', value.checkOut);
  set('guests', String(value.guests));
  return next;
}
