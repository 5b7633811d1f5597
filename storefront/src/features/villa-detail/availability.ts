import { addDays, daysBetween, isIsoDate, type IsoDate } from '@islandstay/shared/dates/dates';

export interface Stay {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
}

export const NO_STAY: Stay = { checkIn: '', checkOut: '' };

/**
 * Every occupied night: a booking (or block) from check-in up to but not including check-out
 * (spec 4), so its check-out day is free for the next guest's check-in.
 */
export function occupiedNights(ranges: readonly { checkIn: string; checkOut: string }[]): Set<IsoDate> {
  const nights = new Set<IsoDate>();
  for (const range of ranges) {
    const count = Math.min(daysBetween(range.checkIn, range.checkOut), 3660);
    for (let i = 0; i < count; i += 1) nights.add(addDays(range.checkIn, i));
  }
  return nights;
}

/** True when a stay from `checkIn` to `checkOut` (exclusive) would sleep through an occupied night. */
export function crossesOccupied(checkIn: IsoDate, checkOut: IsoDate, occupied: ReadonlySet<IsoDate>): boolean {
  for (let day = checkIn; day < checkOut; day = addDays(day, 1)) if (occupied.has(day)) return true;
  return false;
}

/**
 * Spec 4, calendar selection: a first click sets check-in; a later click sets check-out only if
 * it is after check-in and no occupied night lies between; any other click (or one when both
 * dates are set) starts again with a new check-in.
 */
export function nextStay(current: Stay, clicked: IsoDate, occupied: ReadonlySet<IsoDate>): Stay {
  if (current.checkIn && !current.checkOut && clicked > current.checkIn && !crossesOccupied(current.checkIn, clicked, occupied)) {
    return { checkIn: current.checkIn, checkOut: clicked };
  }
  if (occupied.has(clicked)) return current;
  return { checkIn: clicked, checkOut: '' };
}

/**
 * Whether a day can be clicked: not before today, and not an occupied night, except that the
 * first occupied night after a chosen check-in can still be the check-out day (that night is not
 * slept in).
 */
export function isSelectable(day: IsoDate, today: IsoDate, stay: Stay, occupied: ReadonlySet<IsoDate>): boolean {
  if (day < today) return false;
  if (!occupied.has(day)) return true;
  return Boolean(stay.checkIn && !stay.checkOut && day > stay.checkIn && !crossesOccupied(stay.checkIn, day, occupied));
}

/** A stay read from the URL: kept only when it is real dates, from today on, in order. */
export function parseStay(checkIn: string | null, checkOut: string | null, today: IsoDate): Stay {
  if (!checkIn || !isIsoDate(checkIn) || checkIn < today) return NO_STAY;
  if (!checkOut || !isIsoDate(checkOut) || checkOut <= checkIn) return { checkIn, checkOut: '' };
  return { checkIn, checkOut };
}
