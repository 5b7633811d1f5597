import { addDays, daysBetween, type IsoDate } from '@islandstay/shared/dates/dates';
import type { OccupiedRange } from './api/get-availability.ts';

export interface StaySelection {
  checkIn: IsoDate | '';
  checkOut: IsoDate | '';
}

/** Every night taken by a booking or block: check-in up to, not including, check-out. */
export function bookedNights(ranges: readonly OccupiedRange[]): Set<IsoDate> {
  const nights = new Set<IsoDate>();
  for (const range of ranges) {
    const count = Math.min(daysBetween(range.checkIn, range.checkOut), 1100);
    for (let i = 0; i < count; i += 1) nights.add(addDays(range.checkIn, i));
  }
  return nights;
}

/** Whether every night of [checkIn, checkOut) is free. */
export function nightsFree(checkIn: IsoDate, checkOut: IsoDate, booked: ReadonlySet<IsoDate>): boolean {
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) if (booked.has(night)) return false;
  return true;
}

/**
 * Whether `day` can be clicked: not before today, and either a free night (a check-in) or, while
 * a check-in waits for its check-out, a valid check-out (the day a booking starts can be the day
 * this guest leaves).
 */
export function isSelectable(day: IsoDate, selection: StaySelection, booked: ReadonlySet<IsoDate>, today: IsoDate): boolean {
  if (day < today) return false;
  if (!booked.has(day)) return true;
  const { checkIn, checkOut } = selection;
  return Boolean(checkIn && !checkOut && day > checkIn && nightsFree(checkIn, day, booked));
}

/**
 * Spec 4, calendar selection: the first click sets check-in; a later click sets check-out only
 * when it is after check-in and no booked night lies between, otherwise it starts again as a new
 * check-in; a click when both are set starts again. Past and booked days cannot be chosen.
 */
export function nextSelection(selection: StaySelection, day: IsoDate, booked: ReadonlySet<IsoDate>, today: IsoDate): StaySelection {
  if (!isSelectable(day, selection, booked, today)) return selection;
  const { checkIn, checkOut } = selection;
  if (checkIn && !checkOut && day > checkIn && nightsFree(checkIn, day, booked)) return { checkIn, checkOut: day };
  return booked.has(day) ? selection : { checkIn: day, checkOut: '' };
}
