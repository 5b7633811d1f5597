import { toUtcMs, type IsoDate } from '@islandstay/shared/dates/dates';

/** A calendar date for people, in their language (`12 Dec 2026`); the date never shifts by zone. */
export function formatDate(date: IsoDate, language: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(toUtcMs(date)));
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
