import { fromUtcMs, toUtcMs, type IsoDate } from '@islandstay/shared/dates/dates';

/** `date` plus whole months; the day is kept, or the month's last day when it has fewer (Jan 31 + 1 = Feb 28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtcMs(Date.UTC(year, month, Math.min(day, lastDay)));
}

/** A calendar date for people, in their language (`12 Dec 2026`); the date never shifts by zone. */
export function formatDate(date: IsoDate, language: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(toUtcMs(date)));
}

/** The date picker works on local-midnight Date objects; the app on `YYYY-MM-DD`. */
export function isoToLocalDate(date: IsoDate): Date {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function localDateToIso(date: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A moment (an ISO timestamp) as date and time in the viewer's zone and language. */
export function formatDateTime(timestamp: string, language: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A moment as a date only, in the viewer's zone and language. */
export function formatDay(timestamp: string, language: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
