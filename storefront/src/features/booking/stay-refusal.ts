import type { TFunction } from 'i18next';
import type { IsoDate } from '@islandstay/shared/dates/dates';
import { LONG_STAY_MIN_NIGHTS, LONG_STAY_ONLY_CODE } from '@islandstay/shared/villas/short-stay-licence';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate } from '@islandstay/web-common/lib/dates';

/**
 * The `code`s of a booking's 400 when a stay rule or the short-stay licence refuses the stay. The
 * quote allowed it, so the villa's rules changed between the quote and Confirm Booking: the guest
 * is sent back to the dates with a sentence in their language, not the server's English.
 */
export const STAY_REFUSAL_CODES = ['stay.minStay', 'stay.checkInDay', 'stay.checkOutDay', LONG_STAY_ONLY_CODE] as const;
export type StayRefusalCode = (typeof STAY_REFUSAL_CODES)[number];

export interface StayRefusal {
  code: StayRefusalCode;
  /** The long-stay minimum the answer names (LONG_STAY_ONLY). */
  minimumNights?: number;
}

function isStayRefusalCode(value: unknown): value is StayRefusalCode {
  return (STAY_REFUSAL_CODES as readonly unknown[]).includes(value);
}

/** The stay rule a booking's answer refuses the stay with, or null for any other error. */
export function stayRefusalOf(error: unknown): StayRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { code?: unknown; minimumNights?: unknown } | null;
  if (!isStayRefusalCode(body?.code)) return null;
  return { code: body.code, ...(typeof body.minimumNights === 'number' ? { minimumNights: body.minimumNights } : {}) };
}

/** The refusal as a sentence in the visitor's language, naming the day at fault for a day rule. */
export function stayRefusalText(t: TFunction, language: string, refusal: StayRefusal, stay: { checkIn: IsoDate; checkOut: IsoDate }): string {
  const day = (date: IsoDate) => formatDate(date, language, { weekday: 'long', day: 'numeric', month: 'long' });
  switch (refusal.code) {
    case 'stay.checkInDay':
      return t('booking.errors.checkInDay', { date: day(stay.checkIn) });
    case 'stay.checkOutDay':
      return t('booking.errors.checkOutDay', { date: day(stay.checkOut) });
    case 'stay.longStayOnly':
      return t('booking.errors.longStayOnly', { count: refusal.minimumNights ?? LONG_STAY_MIN_NIGHTS });
    case 'stay.minStay':
      return t('booking.errors.minStayChanged');
  }
}
