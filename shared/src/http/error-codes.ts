/**
 * The catalogue of error codes: every error the booking service answers carries one (`code`, with
 * its `params`), and so does each field problem in `details`. The front ends translate by code
 * (web-common/src/errors), so rewording an English sentence on the server changes no translation.
 *
 * A code is stable: rename one only together with the translations. The English sentences are the
 * server's (`error`, `details[].message`) for API users; the apps show their own text per code.
 */
export const ERROR_CODES = [
  // Any request
  'common.notFound',
  'common.badRequest',
  'common.csrfMissing',
  'common.methodNotAllowed',
  'common.invalidPath',
  'common.invalidJson',
  'common.payloadTooLarge',
  'common.unsupportedMediaType',
  'common.referenceGone',
  'common.unstorableValue',
  'common.busy',
  'common.databaseUnavailable',
  'common.internal',
  'common.rateLimited',

  // Request validation (zod issues: generic codes, params from the issue)
  'validation.invalidRequest',
  'validation.required',
  'validation.invalidType',
  'validation.notNumber',
  'validation.notInteger',
  'validation.tooSmall',
  'validation.tooBig',
  'validation.invalidFormat',
  'validation.invalidValue',
  'validation.notMultipleOf',
  'validation.unrecognizedKeys',
  'validation.invalid',

  // Dates and stays (shared schemas' refinements)
  'dates.checkOutNotAfterCheckIn',
  'dates.bothRequired',
  'dates.stayTooLong',
  'dates.endNotAfterStart',
  'dates.endBeforeStart',
  'dates.toNotAfterFrom',
  'dates.toBeforeFrom',
  'dates.rangeTooLong',

  // Sign-in and sessions
  'auth.signInRequired',
  'auth.forbidden',
  'auth.invalidSignature',
  'auth.signInTimeout',
  'auth.signInUnavailable',
  'auth.otpInvalid',
  'auth.otpExpired',
  'auth.otpTooManyTries',
  'auth.otpWait',
  'auth.otpTooManySends',
  'auth.otpSendFailed',

  // Back-office accounts
  'staff.invalidLogin',
  'staff.loginRequired',
  'staff.awaitingApproval',
  'staff.notApproved',
  'staff.registrationPasswordMismatch',
  'staff.passwordMismatch',
  'staff.passwordTooShort',
  'staff.usernameRequired',
  'staff.usernameTooShort',
  'staff.currentPasswordWrong',
  'staff.accountTaken',
  'staff.usernameTaken',
  'staff.emailTaken',
  'staff.accountNotFound',
  'staff.accountRefused',
  'owner.notFound',
  'owner.hasVillas',

  // Customers
  'customer.notFound',
  'customer.phoneTaken',
  'customer.detailsIncomplete',
  'customer.infoRequired',
  'customer.profileInvalid',
  'phone.invalid',
  'phone.countryCodeInvalid',

  // Villas
  'villa.notFound',
  'villa.pastCheckIn',
  'villa.maxPriceBelowMin',
  'villa.amenityLookalike',
  'villa.hasUpcomingBookings',
  'villa.ownerRequired',
  'villa.unknownOwner',
  'villa.unknownArea',
  'villa.photoFetchFailed',
  'villa.photoNotImage',
  'villa.locationIncomplete',

  // Bookings and stays
  'booking.notFound',
  'booking.lookupNotFound',
  'booking.datesUnavailable',
  'booking.customerInfoRequired',
  'booking.idempotencyKeyReused',
  'booking.pastCheckIn',
  'booking.tooManyGuests',
  'booking.upcomingLimit',
  'booking.alreadyCancelled',
  'booking.completedNotCancellable',
  'booking.cancellationClosed',
  'booking.villaUnchangeable',

  // Payments
  'payments.cardNotOffered',
  'payments.nothingDue',
  'payments.badSignature',
  'payments.unknownPayment',
  'stay.invalid',
  'stay.minStay',
  'stay.checkInDay',
  'stay.checkOutDay',
  'stay.longStayOnly',

  // Reviews, wishlist, contact, pre-arrival form, blocks, calendars
  'review.notFound',
  'review.cancelledStay',
  'review.notConfirmed',
  'review.notFinished',
  'wishlist.notFound',
  'contact.notFound',
  'contact.required',
  'contact.unknownVilla',
  'tm30.checkGuests',
  'tm30.closed',
  'tm30.tooManyGuests',
  'tm30.nationalityInvalid',
  'block.notFound',
  'block.tooLong',
  'calendar.notFound',
  'calendarSync.alreadyConnected',
  'calendarSync.unreadable',
  'calendarSync.feedNotFound',
  'calendarSync.busy',

  // Pricing and currencies
  'pricing.repeatedDay',
  'pricing.seasonTypeRequired',
  'currency.notFound',
  'currency.unknown',
  'currency.exists',
  'currency.baseRateFixed',
  'currency.decimalPlaces',
  'currency.ratesNotUpdated',
  'currency.baseNotPublished',

  // Uploads and fetched URLs
  'upload.notImage',
  'upload.tooLarge',
  'upload.tooManyFiles',
  'upload.unreadable',
  'upload.refused',
  'url.refused',
  'url.fetchFailed',

  // Other services (the CMS, the account service, the uploads store)
  'upstream.contentUnavailable',
  'upstream.contentUnreachable',
  'upstream.contentReadTimeout',
  'upstream.contentWriteTimeout',
  'upstream.contentNotConfigured',
  'upstream.contentRefused',
  'upstream.contentUnreadable',
  'upstream.unknownCurrency',
  'upstream.accountService',
  'upstream.mediaNotStored',
  'upstream.uploadsUnavailable',
  'upstream.uploadsFailed',
  'upstream.cardProvider',
  'upstream.cardProviderUnreachable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The pricing engine's refusals (quoteStay's `code`) as error codes. */
export const STAY_RULE_ERROR_CODES = {
  MIN_STAY: 'stay.minStay',
  CHECK_IN_DAY: 'stay.checkInDay',
  CHECK_OUT_DAY: 'stay.checkOutDay',
  INVALID_STAY: 'stay.invalid',
} as const satisfies Record<string, ErrorCode>;

/** A value a message can interpolate. */
export type ErrorParamValue = string | number | boolean | null | readonly (string | number)[];
export type ErrorParamsRecord = Readonly<Record<string, ErrorParamValue>>;

/**
 * The params each code carries, where it carries any (the others carry none). The zod codes hold
 * what the issue says (`minimum`, `format`...); `origin` is what was measured (string, number, array...).
 */
export interface ErrorParamsByCode {
  'common.rateLimited': { retryAfterSeconds: number };
  'validation.invalidRequest': { where: 'params' | 'query' | 'body' | 'headers' };
  'validation.invalidType': { expected: string };
  'validation.notNumber': { expected?: string };
  'validation.tooSmall': { minimum: number; origin?: string; inclusive?: boolean };
  'validation.tooBig': { maximum: number; origin?: string; inclusive?: boolean };
  'validation.invalidFormat': { format: string };
  'validation.invalidValue': { values?: readonly (string | number)[] };
  'validation.notMultipleOf': { divisor: number };
  'validation.unrecognizedKeys': { keys: readonly string[] };
  'dates.stayTooLong': { maximum: number };
  'dates.rangeTooLong': { maximum: number };
  'auth.otpWait': { retryAfterSeconds: number };
  'auth.otpTooManySends': { retryAfterSeconds: number };
  'staff.passwordTooShort': { minimum: number };
  'staff.usernameTooShort': { minimum: number };
  'staff.accountRefused': { reason: string };
  'owner.hasVillas': { count: number };
  'villa.amenityLookalike': { name: string };
  'villa.hasUpcomingBookings': { count: number };
  'villa.unknownArea': { areas: string };
  'villa.photoFetchFailed': { status: number };
  'booking.tooManyGuests': { maximum: number };
  'booking.upcomingLimit': { maximum: number };
  'stay.longStayOnly': { minimumNights: number };
  'tm30.tooManyGuests': { count: number };
  'block.tooLong': { maximumDays: number };
  'calendarSync.unreadable': { reason: string };
  'currency.unknown': { code: string };
  'currency.exists': { code: string };
  'currency.ratesNotUpdated': { reason: string };
  'currency.baseNotPublished': { provider: string; base: string };
  'upload.tooLarge': { maximumMegabytes: number };
  'upload.tooManyFiles': { maximum: number; field: string };
  'upload.refused': { reason: string };
  'url.refused': { reason: string };
  'upstream.contentRefused': { reason: string };
  'upstream.unknownCurrency': { currency: string };
  'upstream.accountService': { reason: string };
}

export type ErrorParams<C extends ErrorCode> = C extends keyof ErrorParamsByCode ? ErrorParamsByCode[C] : undefined;

/** One problem with one field: `details[]` of an error answer. */
export interface CodedDetail {
  path: string;
  message: string;
  code: ErrorCode;
  params?: ErrorParamsRecord;
}

/**
 * The zod `params` of a shared schema's custom refinement, so its issue keeps a stable code:
 * `.refine(check, { message: '...', params: errorParams('staff.passwordMismatch') })`.
 */
export function errorParams<C extends ErrorCode>(code: C, ...params: ErrorParams<C> extends undefined ? [] : [ErrorParams<C>]): { code: C } & Record<string, unknown> {
  return { ...(params[0] ?? {}), code };
}
