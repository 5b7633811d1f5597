/**
 * Calendar dates are `YYYY-MM-DD` strings in the island's time zone (Asia/Bangkok).
 * Arithmetic happens on UTC midnights so no server or browser zone can shift a day.
 */
export const ISLAND_TIME_ZONE = 'Asia/Bangkok';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export type IsoDate = string;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

export function toUtcMs(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/**
 * The UTC calendar day of an instant as `YYYY-MM-DD`: what `toISOString().slice(0, 10)` gives,
 * by arithmetic (days to civil date, as in Howard Hinnant's `civil_from_days`). A search prices
 * the stay at each villa of its page night by night, and making a Date and its ISO text for every
 * night was 5% of its CPU. Years outside 0000-9999 take the Date path (its extended format).
 */
export function fromUtcMs(ms: number): IsoDate {
  const days = Math.floor(ms / DAY_MS);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999 || Number.isNaN(year)) return new Date(ms).toISOString().slice(0, 10);
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** The nights of a stay `[checkIn, checkOut)`: check-in up to, not including, check-out. */
export function nightsOf(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  const end = toUtcMs(checkOut);
  for (let ms = toUtcMs(checkIn); ms < end; ms += DAY_MS) nights.push(fromUtcMs(ms));
  return nights;
}

const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/** 0 = Sunday ... 6 = Saturday. Arithmetic only (Sakamoto), as pricing asks it for every night. */
export function dayOfWeek(date: IsoDate): number {
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) - (month < 3 ? 1 : 0);
  const day = Number(date.slice(8, 10));
  return (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) + (MONTH_OFFSETS[month - 1] ?? 0) + day) % 7;
}

/** Friday and Saturday nights are weekend nights. */
export function isWeekendNight(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 5 || day === 6;
}

/** `MM-DD` of a date, for year-independent rules. */
export function monthDay(date: IsoDate): string {
  return date.slice(5, 10);
}

const bangkokFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: ISLAND_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last day `todayOnIsland` gave, for the UTC minute it was asked in. */
let lastAsked = { minute: Number.NaN, day: '' };

/**
 * Today on the island, whatever the zone of the machine running this. Worked out once a minute:
 * the island's offset has been a whole number of hours since 1920, so its day never changes
 * inside a UTC minute; formatting a date in a zone was 2% of a quote's CPU.
 */
export function todayOnIsland(now: Date = new Date()): IsoDate {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastAsked.minute) lastAsked = { minute, day: bangkokFormatter.format(now) };
  return lastAsked.day;
}

const offsetFormatter = new Intl.DateTimeFormat('en-US', { timeZone: ISLAND_TIME_ZONE, timeZoneName: 'longOffset' });

/** The island's UTC offset in minutes at `instant` ('GMT+07:00' -> 420). */
function islandOffsetMinutes(instant: Date): number {
  const name = offsetFormatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The instant of a wall-clock time on the island (`time` is `HH:MM`), e.g. check-in at 14:00 on
 * a date. The offset comes from the time zone's rules, so no `+07:00` is written anywhere else.
 */
export function islandInstant(date: IsoDate, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  return new Date(wall - islandOffsetMinutes(new Date(wall)) * 60_000);
}

/** First and last day of a month, `month` 1-12. */
export function monthRange(year: number, month: number): { first: IsoDate; last: IsoDate } {
  const first = fromUtcMs(Date.UTC(year, month - 1, 1));
  const last = fromUtcMs(Date.UTC(year, month, 0));
  return { first, last };
}

/** Half-open ranges `[aStart, aEnd)` and `[bStart, bEnd)` share at least one night. */
export function rangesOverlap(aStart: IsoDate, aEnd: IsoDate, bStart: IsoDate, bEnd: IsoDate): boolean {
  return aStart < bEnd && bStart < aEnd;
}
