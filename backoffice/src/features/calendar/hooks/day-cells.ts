import type { BlockDto } from '@islandstay/shared/blocks/block.schemas';
import type { BookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { addDays, type IsoDate } from '@islandstay/shared/dates/dates';

/**
 * What a villa's day shows (docs/product.md#calendar, calendar day status). A stay [checkIn, checkOut) holds the
 * nights from check-in up to, not including, check-out; the check-out day is free for the night.
 * - check-in: a stay's first night; check-out: a stay ends and the night is free;
 * - same-day: a turnover, one stay checks out and another checks in (OUT and IN initials);
 * - booked: a night inside a stay; blocked: an owner stay or maintenance; imported: an event from
 *   another channel's calendar feed.
 */
export const DAY_STATES = ['available', 'check-in', 'check-out', 'same-day', 'booked', 'blocked', 'imported'] as const;
export type DayState = (typeof DAY_STATES)[number];

export interface DayCell {
  date: IsoDate;
  price: number | undefined;
  state: DayState;
  /** The booking holding this night. */
  booking?: BookingDto;
  /** The block holding this night (when no booking does). */
  block?: BlockDto;
  /** A booking whose check-out is this day. */
  checkingOut?: BookingDto;
  /** The guest's initials on a stay's first day. */
  initials?: string;
  /** The leaving guest's initials on a check-out or turnover day. */
  outInitials?: string;
  past: boolean;
  today: boolean;
}

export interface VillaDays {
  bookings: readonly BookingDto[];
  blocks: readonly BlockDto[];
  prices: Readonly<Record<string, number>>;
}

/** `Somchai Jaidee` -> `SJ`, `Nok` -> `N`; whole characters, so Thai names work too. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

function nightsIndex<T>(items: readonly T[], start: (item: T) => IsoDate, end: (item: T) => IsoDate, from: IsoDate, to: IsoDate): Map<IsoDate, T> {
  const index = new Map<IsoDate, T>();
  for (const item of items) {
    const first = start(item) > from ? start(item) : from;
    for (let night = first; night < end(item) && night <= to; night = addDays(night, 1)) {
      if (!index.has(night)) index.set(night, item);
    }
  }
  return index;
}

/** One cell per date for a villa's row: its state, price and who is arriving or leaving. */
export function deriveDayCells(villa: VillaDays, dates: readonly IsoDate[], today: IsoDate): DayCell[] {
  if (dates.length === 0) return [];
  const from = dates[0] as IsoDate;
  const to = dates[dates.length - 1] as IsoDate;
  const bookingNights = nightsIndex(
    villa.bookings,
    (b) => b.checkIn,
    (b) => b.checkOut,
    from,
    to,
  );
  const blockNights = nightsIndex(
    villa.blocks,
    (b) => b.startDate,
    (b) => b.endDate,
    from,
    to,
  );
  const checkOuts = new Map<IsoDate, BookingDto>();
  for (const booking of villa.bookings) checkOuts.set(booking.checkOut, booking);

  return dates.map((date) => {
    const booking = bookingNights.get(date);
    const block = booking ? undefined : blockNights.get(date);
    const checkingOut = checkOuts.get(date);
    const cell: DayCell = { date, price: villa.prices[date], state: 'available', past: date < today, today: date === today };
    if (checkingOut) {
      cell.checkingOut = checkingOut;
      cell.outInitials = initialsOf(checkingOut.customerInfo.name);
    }
    if (booking) {
      cell.booking = booking;
      if (booking.checkIn === date) {
        cell.initials = initialsOf(booking.customerInfo.name);
        cell.state = checkingOut ? 'same-day' : 'check-in';
      } else {
        cell.state = 'booked';
      }
    } else if (block) {
      cell.block = block;
      cell.state = block.kind === 'import' ? 'imported' : 'blocked';
    } else if (checkingOut) {
      cell.state = 'check-out';
    }
    return cell;
  });
}
