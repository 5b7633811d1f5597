import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { isoDateSchema, plainText } from '../http/common.schemas.ts';
import { isNationalityCode } from './nationalities.ts';

/**
 * TM30: Thai immigration's notification of a foreigner's residence, which the villa's owner (the
 * house master) files within 24 hours of arrival. The pre-arrival form collects, for each foreign
 * guest, what the booking cannot already give; arrival and departure come from the booking.
 */
export const TM30_GENDERS = ['M', 'F'] as const;

export const tm30GuestSchema = z.object({
  fullName: plainText(120).min(2, 'Full name is required (as in the passport)'),
  /** ISO 3166-1 alpha-2, as the passport's issuing country. */
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Nationality must be a 2-letter country code')
    .refine(isNationalityCode, { message: 'Nationality must be a country code (ISO 3166-1)', params: errorParams('tm30.nationalityInvalid') }),
  passportNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,20}$/, 'Passport number must be 5 to 20 letters and digits'),
  dateOfBirth: isoDateSchema,
  gender: z.enum(TM30_GENDERS, { error: 'Gender must be M or F' }),
});
export type Tm30Guest = z.infer<typeof tm30GuestSchema>;

/** The most guests a booking can have (staff bookings allow 20). */
export const TM30_MAX_GUESTS = 20;

export const tm30FormSchema = z.object({
  guests: z.array(tm30GuestSchema).min(1, 'Add at least one guest').max(TM30_MAX_GUESTS, `At most ${TM30_MAX_GUESTS} guests`),
});
export type Tm30Form = z.infer<typeof tm30FormSchema>;

/** The signed link of the confirmation email, for a guest who is not signed in. */
export const tm30QuerySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'token is not valid')
    .optional(),
});

export const tm30ResponseSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  villaName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** How many guests the booking is for: the form offers that many entries. */
  guestCount: z.number().int(),
  /** False once the stay has ended or the booking is cancelled. */
  editable: z.boolean(),
  entries: z.array(tm30GuestSchema),
  submittedAt: z.string().nullable(),
});
export type Tm30Response = z.infer<typeof tm30ResponseSchema>;

/**
 * The CSV columns, in the order of the immigration form (name, nationality, passport number,
 * arrival date at the residence, then the rest of the online form's fields).
 */
export const TM30_CSV_COLUMNS = ['No.', 'Full name', 'Nationality', 'Passport No.', 'Arrival date', 'Departure date', 'Date of birth', 'Gender'] as const;

/** Days after check-out that the filled details are kept before they are deleted. */
export const TM30_RETENTION_DAYS = 90;
