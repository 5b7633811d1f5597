import type { TFunction } from 'i18next';

/**
 * The shared/ schemas and the server speak English; the sentences the calendar's forms can meet
 * are shown in the user's language, any other one as the server wrote it (spec 8).
 */
const KNOWN: Record<string, string> = {
  'name is required': 'calendar.errors.nameRequired',
  'guests must be between 1 and 20': 'calendar.errors.guests',
  'guests must be a number': 'calendar.errors.guests',
  'checkOut must be after checkIn': 'calendar.errors.checkOutAfterCheckIn',
  'must be a date in the format YYYY-MM-DD': 'calendar.errors.date',
  'email must be a valid email address': 'calendar.errors.email',
  'phone must be a phone number': 'calendar.errors.phone',
  'customPrice must be at least 0': 'calendar.errors.customPrice',
  'endDate must be after startDate': 'calendar.errors.checkOutAfterCheckIn',
  'is required': 'calendar.errors.required',
  'must not be before startDate': 'calendar.errors.endBeforeStart',
  'must be at least 0': 'calendar.errors.atLeastZero',
  'must be a number': 'calendar.errors.number',
};

export function calendarMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  if (/^Invalid input: expected number/.test(message)) return t('calendar.errors.guests');
  const key = KNOWN[message];
  return key ? t(key) : message;
}
