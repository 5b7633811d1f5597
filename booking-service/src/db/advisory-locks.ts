/**
 * The advisory-lock spaces of the booking database, named once. A lock is two int4 keys: the
 * space below and, inside it, usually `hashtext()` of an id. Transaction-scoped locks only
 * (`pg_advisory_xact_lock`), so a lock can never outlive its transaction.
 */
export const LOCK_SPACE = {
  /** The bookings and blocks of one villa: every write of either takes it, then checks the other table. */
  villa: 1,
  /** One rate-limit bucket and key (OTP sends, staff sign-in failures, contact form). */
  rateLimit: 2,
  /** One phone's sign-in challenge. */
  otpPhone: 3,
  /** One customer's upcoming bookings (the limit of 3). */
  customer: 4,
  /** One villa's rating, in migration 009's trigger (SQL of its own: a migration is history). */
  villaRating: 5,
  /** One CMS document's event (key: `model:id`), or the whole reconcile (key 0). */
  cmsSync: 6,
  /** Work done once at a time across instances; the keys are in SINGLETON_KEY. */
  singleton: 7,
  /** One email address's booking notices (key: the lower-cased address), capped per hour. */
  mailRecipient: 8,
} as const;

export const SINGLETON_KEY = {
  currencyBaseChange: 0,
  bookingCompletion: 1,
  paymentHolds: 2,
} as const;
