import { z } from 'zod';
import { errorParams } from '../http/error-codes.ts';
import { COUNTRY_CODE_MESSAGE, isSupportedCountryCode } from '../customers/country-codes.ts';
import { multilineText, plainText, queryNumber, uuidSchema, villaIdSchema } from '../http/common.schemas.ts';

export const CONTACT_SUBJECTS = ['General Inquiry', 'Booking Question', 'Villa Information', 'Cancellation/Modification', 'Technical Support', 'Feedback', 'Other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** The storefront footer's newsletter form saves the address as a contact message with this subject. */
export const NEWSLETTER_SUBJECT = 'Newsletter';
const ACCEPTED_SUBJECTS = [...CONTACT_SUBJECTS, NEWSLETTER_SUBJECT] as const;

/** The contact form's one sentence for any bad field; the details name each field. */
export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const CONTACT_SENT_MESSAGE = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_MESSAGE_MAX = 5000;

/** A form field that must be filled in: absent, null and blank all read "<field> is required". */
function required<T extends z.ZodType<string>>(field: string, schema: T) {
  return z.preprocess(
    (value) => value ?? '',
    schema.refine((v) => v.length > 0, { message: `${field} is required`, params: errorParams('validation.required') }),
  );
}

/** The contact page's form. Phone and country code are optional; an empty one is absent. */
export const contactMessageSchema = z.object({
  firstName: required('firstName', plainText(80)),
  lastName: required('lastName', plainText(80)),
  // Format and length also on the trimmed text before the pipe, where the OpenAPI document reads them.
  email: required('email', z.string().trim().max(200, 'email must be at most 200 characters').meta({ format: 'email' })).pipe(
    z.email({ message: 'email must be a valid email address' }).max(200, 'email must be at most 200 characters'),
  ),
  subject: z.enum(ACCEPTED_SUBJECTS, { error: `subject must be one of ${ACCEPTED_SUBJECTS.join(', ')}` }),
  message: required('message', multilineText(CONTACT_MESSAGE_MAX)),
  phone: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'phone must be digits only, at most 10')
    .optional(),
  countryCode: z
    .string()
    .trim()
    .regex(/^(\+?\d{1,4})?$/, 'countryCode must be 1 to 4 digits')
    .refine((code) => code === '' || isSupportedCountryCode(code), { message: COUNTRY_CODE_MESSAGE, params: errorParams('phone.countryCodeInvalid') })
    .optional(),
  /** Sent from a villa page's "Contact host": the villa's owner is emailed the message too. */
  villaId: villaIdSchema.optional(),
});
export type ContactMessageRequest = z.infer<typeof contactMessageSchema>;

export const contactSentResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const CONTACT_STATUSES = ['new', 'replied', 'resolved'] as const;

export const contactSchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  /** The villa the message is about (sent from its page's "Contact host"); null: none, or since removed. */
  villa: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ContactDto = z.infer<typeof contactSchema>;

export const CONTACT_SORTS = ['createdAt', 'name', 'email', 'subject', 'status'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/**
 * Back office list: status filter (`all` or absent for every status), search, sorting (newest
 * first unless told otherwise), pagination.
 */
export const contactListQuerySchema = z.object({
  status: z.enum([...CONTACT_STATUSES, 'all'], { error: 'status must be one of new, replied, resolved, all' }).optional(),
  search: plainText(100).optional(),
  sortBy: z.enum(CONTACT_SORTS, { error: `sortBy must be one of ${CONTACT_SORTS.join(', ')}` }).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).optional(),
  page: queryNumber({ min: 1, max: 100_000, int: true, label: 'page' }),
  limit: queryNumber({ min: 1, max: 100, int: true, label: 'limit' }),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactListResponseSchema = z.object({
  data: z.array(contactSchema),
  contacts: z.array(contactSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export const contactStatusSchema = z.object({ status: z.enum(CONTACT_STATUSES, { error: 'status must be one of new, replied, resolved' }) });
export const contactIdParamsSchema = z.object({ id: uuidSchema });
export const contactResponseSchema = z.object({ data: contactSchema });
