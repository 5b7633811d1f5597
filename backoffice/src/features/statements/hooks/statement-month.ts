import { ISLAND_TIME_ZONE } from '@islandstay/shared/dates/dates';
import { monthSchema } from '@islandstay/shared/payments/statement.schemas';

/** The months a statement may be asked for (the contract's own bounds). */
export const FIRST_MONTH = '2000-01';
export const LAST_MONTH = '2100-12';

/** Whether `value` is a month the server takes (`YYYY-MM`, 2000-01 to 2100-12). */
export function isStatementMonth(value: string | null | undefined): value is string {
  return typeof value === 'string' && monthSchema.safeParse(value).success;
}

/** The month it is now on the island (Asia/Bangkok), whatever the browser's zone. */
export function currentIslandMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: ISLAND_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')?.value ?? String(now.getUTCFullYear());
  const month = parts.find((part) => part.type === 'month')?.value ?? String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}-${month}`;
}

/** `2026-01` moved by `months` (negative for earlier): `shiftMonth('2026-01', -1)` is `2025-12`. */
export function shiftMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

/** "May 2026" in the reader's language (the Thai calendar's year in Thai). */
export function formatMonth(month: string, language: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
