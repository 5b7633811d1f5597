import { PAYMENT_STATUSES } from '../payments/payment-status.ts';
import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { currencyCodeSchema, isoDateSchema, multilineText, plainText, queryNumber, uuidSchema, villaIdSchema } from '../http/common.schemas.ts';
import { daysBetween } from '../dates/dates.ts';
import { MAX_STAY_NIGHTS } from '../pricing/pricing.schemas.ts';
import { villaImageSchema } from '../villas/villa.schemas.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const MAX_GUESTS_PER_BOOKING = 30;

export const customerInfoSchema = z.object({
  name: plainText(120).min(1, 'name is required'),
  email: z.email({ message: 'email must be a valid email address' }).max(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone must be a phone number'),
});

/**
 * A guest's booking request. The original brief's client also sends nights, prices and currency rates;
 * those are accepted and ignored: the server computes every figure (docs/product.md#differences).
 */
export const createBookingSchema = z
  .object({
    villaId: villaIdSchema,
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    guests: z
      .number({ error: 'guests must be a number' })
      .int('guests must be a whole number')
      .min(1, 'guests must be at least 1')
      .max(MAX_GUESTS_PER_BOOKING, `guests must be at most ${MAX_GUESTS_PER_BOOKING}`),
    /** Guest contact details; a customer's default to their profile (the phone is always theirs). */
    customerInfo: customerInfoSchema.partial().optional(),
    /** The display currency the guest chose in the header (code). */
    currency: currencyCodeSchema.optional(),
    notes: multilineText(1000).optional(),
  })
  .superRefine((b, ctx) => {
    const nights = daysBetween(b.checkIn, b.checkOut);
    if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'checkOut must be after checkIn', params: errorParams('dates.checkOutNotAfterCheckIn') });
    if (nights > MAX_STAY_NIGHTS)
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `a stay can be at most ${MAX_STAY_NIGHTS} nights`, params: errorParams('dates.stayTooLong', { maximum: MAX_STAY_NIGHTS }) });
  });
export type CreateBookingRequest = z.infer<typeof createBookingSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  _id: z.string(),
  bookingReference: z.string(),
  villaId: z.string(),
  villaName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  nights: z.number().int(),
  pricePerNight: z.number(),
  subtotal: z.number(),
  discountPercentage: z.number(),
  totalPrice: z.number(),
  villaCurrency: z.string(),
  villaCurrencyRate: z.number(),
  customerCurrency: z.string(),
  currencyRate: z.number(),
  customerToPay: z.number(),
  /** The exchange rate kept from the moment of booking: base-currency units per villa-currency unit. */
  baseCurrency: z.string().optional(),
  baseRate: z.number().optional(),
  customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  status: z.enum(BOOKING_STATUSES),
  /** Derived from the booking's ledger (docs/product.md#payments). */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  notes: z.string().nullable(),
  customPrice: z.number().nullable(),
  isAdminBooking: z.boolean(),
  customerId: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingDto = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ data: bookingSchema, id: z.string(), _id: z.string() });

export const bookingIdParamsSchema = z.object({ id: uuidSchema });

/** The product's wording of a double booking (docs/product.md#calendar), shown as the server sends it. */
export const NOT_AVAILABLE_MESSAGE = 'Villa is not available for selected dates.';

/**
 * A 409 on taken nights. Customers get the taken dates only; staff also get the reference, the
 * status and the guest, to decide whether the other booking should be cancelled.
 */
export const conflictResponseSchema = z.object({
  error: z.string(),
  conflictingBooking: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    /** Staff only. */
    reference: z.string().optional(),
    /** Staff only. */
    status: z.string().optional(),
    /** Staff only. */
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }).optional(),
  }),
});
export type ConflictResponse = z.infer<typeof conflictResponseSchema>;

/** Public availability: occupied ranges only, never who occupies them. */
export const occupiedRangeSchema = z.object({ checkIn: z.string(), checkOut: z.string(), status: z.string() });
export const villaAvailabilityResponseSchema = z.object({ villaId: z.string(), data: z.array(occupiedRangeSchema) });

export const MAX_UPCOMING_BOOKINGS = 3;
export const UPCOMING_LIMIT_MESSAGE = 'You can hold at most 3 upcoming bookings';
/** Check-in and check-out times on the island (site settings may change them later). */
export const CHECK_IN_TIME = '14:00';
export const CHECK_OUT_TIME = '11:00';
export const FREE_CANCELLATION_HOURS = 48;
export const CANCELLATION_CLOSED_MESSAGE = 'Online cancellation ends 48 hours before check-in. Please contact us to cancel this booking.';

/**
 * The villa of a booking as its card shows it (docs/product.md#my-bookings): from the read model, else the
 * name kept on the booking with no areas or images once the villa is gone.
 */
export const bookingVillaSchema = z.object({
  id: z.string(),
  name: z.string(),
  areas: z.array(z.string()),
  images: z.array(villaImageSchema),
});
export type BookingVilla = z.infer<typeof bookingVillaSchema>;

/** A booking with its villa: every booking a front end shows (confirmation, lists, dashboard). */
export const bookingWithVillaSchema = bookingSchema.extend({ villa: bookingVillaSchema });
export type BookingWithVillaDto = z.infer<typeof bookingWithVillaSchema>;
export const bookingWithVillaResponseSchema = z.object({ data: bookingWithVillaSchema, id: z.string(), _id: z.string() });

export const customerBookingSchema = bookingWithVillaSchema.extend({
  review: z.object({ id: z.string(), rating: z.number().int(), message: z.string(), updatedAt: z.string() }).nullable(),
  canCancel: z.boolean(),
});
export type CustomerBookingDto = z.infer<typeof customerBookingSchema>;

export const customerBookingsResponseSchema = z.object({ data: z.array(customerBookingSchema), total: z.number().int() });

export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII');

/** What the staff list filters payments by: a payment status, or a balance overdue. */
export const STAFF_PAYMENT_FILTERS = [...PAYMENT_STATUSES, 'overdue'] as const;
export type StaffPaymentFilter = (typeof STAFF_PAYMENT_FILTERS)[number];

/** Back office booking list: staff lists page up to 1000 (the calendar loads a month at once). */
export const ADMIN_BOOKING_SORTS = ['createdAt', 'checkIn', 'checkOut', 'totalPrice', 'status', 'villaName'] as const;
export const adminBookingListQuerySchema = z
  .object({
    status: z.enum([...BOOKING_STATUSES, 'all'], { error: 'status must be one of pending, confirmed, completed, cancelled, all' }).optional(),
    search: plainText(100).optional(),
    sortBy: z.enum(ADMIN_BOOKING_SORTS, { error: `sortBy must be one of ${ADMIN_BOOKING_SORTS.join(', ')}` }).optional(),
    sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).optional(),
    page: queryNumber({ min: 1, max: 100_000, int: true, label: 'page' }),
    limit: queryNumber({ min: 1, max: 1000, int: true, label: 'limit' }),
    /** Admin only: one owner's bookings. Ignored for owners, whose scope is their own villas. */
    owner: plainText(64).optional(),
    filterOwner: plainText(64).optional(),
    /**
     * Bookings whose ledger gives this payment status, or `overdue`: live bookings whose balance
     * date has passed with less than their total paid (docs/product.md#payments).
     */
    paymentStatus: z.enum(STAFF_PAYMENT_FILTERS, { error: `paymentStatus must be one of ${STAFF_PAYMENT_FILTERS.join(', ')}` }).optional(),
    /** One villa's bookings (within the caller's scope). */
    villaId: villaIdSchema.optional(),
    /** Stays with a night on or after `from` and on or before `to` (check-out is not a night). */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from', params: errorParams('dates.toBeforeFrom') });
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuerySchema>;

/** A booking in the staff list, with whether its balance is overdue (docs/product.md#payments). */
export const adminBookingListItemSchema = bookingWithVillaSchema.extend({ balanceOverdue: z.boolean() });
export type AdminBookingListItem = z.infer<typeof adminBookingListItemSchema>;

export const adminBookingListResponseSchema = z.object({
  bookings: z.array(adminBookingListItemSchema),
  data: z.array(adminBookingListItemSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const bookingStatusChangeSchema = z.object({ status: z.enum(BOOKING_STATUSES, { error: 'status must be one of pending, confirmed, completed, cancelled' }) });

/** A booking made or edited by staff in the calendar: 1-20 guests, any dates, optional custom price. */
export const MAX_STAFF_GUESTS = 20;
const staffBookingFields = {
  villaId: villaIdSchema,
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  guests: z.number({ error: 'guests must be a number' }).int().min(1, 'guests must be between 1 and 20').max(MAX_STAFF_GUESTS, 'guests must be between 1 and 20'),
  customerInfo: z.object({
    name: plainText(120).min(1, 'name is required'),
    email: z.union([z.literal(''), z.email({ message: 'email must be a valid email address' }).max(200)]).optional(),
    phone: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()-]{6,20}$/, 'phone must be a phone number'),
      ])
      .optional(),
  }),
  notes: multilineText(1000).optional(),
  customPrice: z.number().min(0, 'customPrice must be at least 0').max(100_000_000).nullable().optional(),
  isAdminBooking: z.boolean().default(true),
};
function staffStay(b: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  const nights = daysBetween(b.checkIn, b.checkOut);
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'checkOut must be after checkIn', params: errorParams('dates.checkOutNotAfterCheckIn') });
  if (nights > MAX_STAY_NIGHTS)
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: `a stay can be at most ${MAX_STAY_NIGHTS} nights`, params: errorParams('dates.stayTooLong', { maximum: MAX_STAY_NIGHTS }) });
}
export const staffBookingSchema = z.object(staffBookingFields).superRefine(staffStay);
export type StaffBookingRequest = z.infer<typeof staffBookingSchema>;

export const customerSearchQuerySchema = z.object({ query: plainText(100).optional(), q: plainText(100).optional() });
export const customerSearchResponseSchema = z.object({
  customers: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string() })),
});

/** `POST /api/bookings` may carry an `Idempotency-Key` header: a retry with the same key gets the first answer. */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });
/** The original brief's `GET /api/bookings_customer?phone=`: the signed-in customer's own phone only (docs/product.md#differences). */
export const customerBookingsByPhoneQuerySchema = z.object({ phone: z.string({ error: 'Please enter your email or phone number' }).max(20) });
