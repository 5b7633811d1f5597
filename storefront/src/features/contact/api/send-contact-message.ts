import { contactMessageSchema, contactSentResponseSchema, type ContactMessageRequest } from '@islandstay/shared/contacts/contact.schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type ContactSent = z.infer<typeof contactSentResponseSchema>;

/** `POST /api/contacts`: the contact page's form and the footer's newsletter sign-up. */
export function sendContactMessage(message: z.input<typeof contactMessageSchema> | ContactMessageRequest): Promise<ContactSent> {
  return apiRequest('/api/contacts', contactSentResponseSchema, { method: 'POST', body: message });
}
