import { z } from 'zod';
import { multilineText, plainText } from '../http/common.schemas.ts';

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Booking Question',
  'Villa Information',
  'Cancellation/Modification',
  'Technical Support',
  'Feedback',
  'Other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The contact form's one sentence for any bad field; the details name each field. */
export const CONTACT_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const CONTACT_SENT_MESSAGE = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_MESSAGE_MAX = 5000;

/** A form field that must be filled in: absent, null and blank all read "<field> is required". */
function required<T extends z.ZodType<string>>(field: string, schema: T) {
  return z.preprocess((value) => value ?? '', schema.refine((v) => v.length > 0, `${field} is required`));
}

/** The contact page's form. Phone and country code are optional; an empty one is absent. */
export const contactMessageSchema = z.object({
  firstName: required('firstName', plainText(80)),
  lastName: required('lastName', plainText(80)),
  email: required('email', z.string().trim()).pipe(z.email({ message: 'email must be a valid email address' }).max(200, 'email must be at most 200 characters')),
  subject: z.enum(CONTACT_SUBJECTS, { error: `subject must be one of ${CONTACT_SUBJECTS.join(', ')}` }),
  message: required('message', multilineText(CONTACT_MESSAGE_MAX)),
  phone: z.string().trim().regex(/^\d{0,10}$/, 'phone must be digits only, at most 10').optional(),
  countryCode: z.string().trim().regex(/^(\+?\d{1,4})?$/, 'countryCode must be 1 to 4 digits').optional(),
});
export type ContactMessageRequest = z.infer<typeof contactMessageSchema>;

export const contactSentResponseSchema = z.object({ success: z.literal(true), message: z.string() });
