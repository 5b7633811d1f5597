import { addDays, daysBetween, isIsoDate, monthRange, type IsoDate } from '@islandstay/shared/dates/dates';

export const CALENDAR_VIEWS = ['all', 'individual'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The spans the range picker offers; any other from/to in the URL (a shared link) is shown as 'custom'. */
export const RANGE_SPANS = ['month', '2w', '3m'] as const;
export type RangeSpan = (typeof RANGE_SPANS)[number] | 'custom';

/** The grid shows at most this many days (the API is asked in chunks of up to 62). */
export const MAX_RANGE_DAYS = 93;

/** The calendar's state, all of it in the URL: a link reopens the same view. */
export interface CalendarParams {
  view: CalendarView;
  /** First day shown. */
  from: IsoDate;
  /** Last day shown (inclusive). */
  to: IsoDate;
  /** Villa search over name and area. */
  search: string;
  /** The villa of the Individual view. */
  villa: string;
}

export function monthOf(date: IsoDate): { first: IsoDate; last: IsoDate } {
  return monthRange(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
}

function addMonths(date: IsoDate, months: number): IsoDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const first = new Date(Date.UTC(year, month, 1));
  return first.toISOString().slice(0, 10);
}

export function readCalendarParams(params: URLSearchParams, today: IsoDate): CalendarParams {
  const view: CalendarView = params.get('view') === 'individual' ? 'individual' : 'all';
  const month = monthOf(today);
  let from = params.get('from') ?? '';
  let to = params.get('to') ?? '';
  const valid = isIsoDate(from) && isIsoDate(to) && daysBetween(from, to) >= 0 && daysBetween(from, to) < MAX_RANGE_DAYS;
  if (!valid) {
    from = month.first;
    to = month.last;
  }
  return { view, from, to, search: params.get('q') ?? '', villa: params.get('villa') ?? '' };
}

export function writeCalendarParams(current: URLSearchParams, patch: Partial<CalendarParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined, fallback = '') => {
    if (value === undefined) return;
    if (value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('view', patch.view, 'all');
  set('from', patch.from);
  set('to', patch.to);
  set('q', patch.search);
  set('villa', patch.villa);
  return next;
}

/** Every date shown, first to last. */
export function datesOf(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) dates.push(day);
  return dates;
}

export function spanOf(from: IsoDate, to: IsoDate): RangeSpan {
  const month = monthOf(from);
  if (from === month.first && to === month.last) return 'month';
  if (daysBetween(from, to) === 13) return '2w';
  if (from === month.first && to === monthOf(addMonths(from, 2)).last) return '3m';
  return 'custom';
}

/** The range of a span starting at (the month of) `anchor`. */
export function rangeFor(span: Exclude<RangeSpan, 'custom'>, anchor: IsoDate): { from: IsoDate; to: IsoDate } {
  if (span === '2w') return { from: anchor, to: addDays(anchor, 13) };
  const first = monthOf(anchor).first;
  if (span === 'month') return { from: first, to: monthOf(first).last };
  return { from: first, to: monthOf(addMonths(first, 2)).last };
}

/** Previous (-1) or next (+1) range of the same span: months move by whole months. */
export function shiftRange(from: IsoDate, to: IsoDate, direction: 1 | -1): { from: IsoDate; to: IsoDate } {
  const span = spanOf(from, to);
  if (span === 'month') return rangeFor('month', addMonths(from, direction));
  if (span === '3m') return rangeFor('3m', addMonths(from, 3 * direction));
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, direction * length), to: addDays(to, direction * length) };
}

/**
 * The API answers at most 62 days a call. The grid also needs the night before the first day (a
 * stay checking out on the first day) and the check-in day after the last: [from - 1, to + 1].
 */
export function fetchChunks(from: IsoDate, to: IsoDate, chunkDays = 62): { from: IsoDate; to: IsoDate }[] {
  const start = addDays(from, -1);
  const end = addDays(to, 2); // exclusive: nights up to and including to + 1
  const chunks: { from: IsoDate; to: IsoDate }[] = [];
  for (let day = start; day < end; day = addDays(day, chunkDays)) {
    const chunkEnd = addDays(day, chunkDays);
    chunks.push({ from: day, to: chunkEnd < end ? chunkEnd : end });
  }
  return chunks;
}
