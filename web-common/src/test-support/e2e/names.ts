import type { IsoDate } from '@islandstay/shared/dates/dates';

/** Accessible names as the specs of both apps look for them, and the text to build them from. */

/** `text` matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A day as the villa page's availability calendar and the back office's calendar name it in
 * English (the start of the day's label): "Saturday, March 7, 2026".
 */
export function dayName(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** A day of the storefront search form's calendar (react-day-picker's own labels): "Friday, March 13th, 2026". */
export function searchDayName(date: IsoDate): RegExp {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new RegExp(`\\b${MONTHS[month - 1]} ${ordinal(day)}, ${year}\\b`);
}
