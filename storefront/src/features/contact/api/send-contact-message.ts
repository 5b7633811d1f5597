import type { contactMessageSchema, ContactMessageRequest, contactSentResponseSchema } from '@islandstay/shared/contacts/contact.schemas';
import type { z } from 'zod';
import { api } from '@islandstay/shared/api/client';

export type ContactSent = z.infer<typeof contactSentResponseSchema>;

/** The contact page's form and the footer's newsletter sign-up. */
export function sendContactMessage(message: z.input<typeof contactMessageSchema> | ContactMessageRequest): Promise<ContactSent> {
  return api.contacts.send({ body: message });
}
