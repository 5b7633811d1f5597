import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { multilineText, plainText, uuidSchema } from '../http/common.schemas.ts';
import { COUNTRY_CODE_MESSAGE, isSupportedCountryCode } from './country-codes.ts';
import { PHONE_MESSAGE, normalizePhone } from './phone.ts';

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one phone gets at once in an hour; after that, one every OTP_SLOW_LANE_SECONDS. */
export const OTP_SENDS_PER_PHONE_PER_HOUR = 5;
/**
 * The slow lane after the burst: anyone can ask for codes for any phone, so the limit must slow
 * a flood without locking the phone's owner out for long.
 */
export const OTP_SLOW_LANE_SECONDS = 120;

export const NEW_CUSTOMER_MESSAGE = 'Please enter first name, last name and email';
export const PROFILE_MESSAGE = 'All fields are required';

/**
 * `{ countryCode, phone }` as typed; refined to a valid number whose country code is one of
 * COUNTRY_CODES, normalised by the service.
 */
export const phoneInputSchema = z
  .object({
    countryCode: z.string({ error: 'countryCode is required' }).max(5),
    phone: z.string({ error: 'phone is required' }).max(20),
  })
  .superRefine((value, ctx) => {
    const result = normalizePhone(value.countryCode, value.phone);
    if (!result.ok) {
      const phone = result.error === PHONE_MESSAGE;
      ctx.addIssue({ code: 'custom', path: [phone ? 'phone' : 'countryCode'], message: result.error, params: errorParams(phone ? 'phone.invalid' : 'phone.countryCodeInvalid') });
    } else if (!isSupportedCountryCode(result.countryCode)) ctx.addIssue({ code: 'custom', path: ['countryCode'], message: COUNTRY_CODE_MESSAGE, params: errorParams('phone.countryCodeInvalid') });
  });
export type PhoneInput = z.infer<typeof phoneInputSchema>;

export const sendOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
});

export const verifyOtpSchema = z.intersection(phoneInputSchema, z.object({ otp: z.string({ error: 'otp is required' }).regex(/^\d{6}$/, 'Please enter the 6-digit code') }));

export const customerSchema = z.object({
  id: z.string(),
  _id: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  profileComplete: z.boolean(),
});
export type CustomerDto = z.infer<typeof customerSchema>;

export const verifyOtpResponseSchema = z.object({
  isVerified: z.literal(true),
  /** False for a new phone (or an unfinished profile): the client shows Complete Your Info. */
  customerExists: z.boolean(),
  contact: customerSchema,
});

const requiredName = (message: string) => plainText(80).min(1, message);

/** Complete Your Info (and its multipart profile variant with an image and a bio). */
export const createCustomerSchema = z.object({
  firstName: requiredName(NEW_CUSTOMER_MESSAGE),
  lastName: requiredName(NEW_CUSTOMER_MESSAGE),
  email: z.email({ message: NEW_CUSTOMER_MESSAGE }).max(200),
  bio: multilineText(1000).optional(),
  /** The original brief's clients call the bio `message` (docs/product.md#differences). */
  message: multilineText(1000).optional(),
});

export const updateProfileSchema = z.object({
  firstName: requiredName(PROFILE_MESSAGE),
  lastName: requiredName(PROFILE_MESSAGE),
  email: z.email({ message: PROFILE_MESSAGE }).max(200),
  bio: multilineText(1000).optional(),
  message: multilineText(1000).optional(),
});

export const customerResponseSchema = z.object({ data: customerSchema });

export const sessionResponseSchema = z.object({
  authenticated: z.boolean(),
  role: z.enum(['customer', 'owner', 'admin']).nullable(),
  customer: customerSchema.optional(),
  /** Owners and admins: the account id (an owner's is also their owner id), with the owner's name and status. */
  staff: z.object({ id: z.string(), ownerId: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable(), status: z.string().nullable() }).optional(),
  /** Staff only: the development routes (ENABLE_DEV_TOOLS, this machine) answer this caller, so the back office shows its debug buttons. */
  devTools: z.boolean().optional(),
});

export const customerPhoneParamsSchema = z.object({ phone: z.string().max(20) });
export const customerImageParamsSchema = z.object({ id: uuidSchema });
