import {
  CONTACT_REQUIRED_MESSAGE,
  contactIdParamsSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactMessageSchema,
  contactResponseSchema,
  contactSentResponseSchema,
  contactStatusSchema,
} from '../contacts/contact.schemas.ts';
import { errorResponse, operation } from './operation.ts';

/** The contact page's form (the original brief posted it to /create-customer, the profile's path now: docs/product.md#differences). */
export const contacts = {
  send: operation({
    method: 'POST',
    path: '/api/contacts',
    operationId: 'contacts.send',
    roles: ['public'],
    tag: 'contacts',
    summary: 'Send a message from the contact page (5 per IP address per hour by default)',
    request: { body: contactMessageSchema, bodyError: CONTACT_REQUIRED_MESSAGE },
    responses: {
      201: { description: 'Sent', schema: contactSentResponseSchema },
      400: errorResponse(CONTACT_REQUIRED_MESSAGE),
      429: errorResponse('Too many messages'),
    },
  }),
  list: operation({
    method: 'GET',
    path: '/api/admin/contacts',
    operationId: 'contacts.list',
    roles: ['admin'],
    tag: 'contacts',
    summary: 'Contact messages for the admin: status filter, search by name, email or subject, sortBy/sortOrder (newest first by default), pages of 10',
    request: { query: contactListQuerySchema },
    responses: { 200: { description: 'A page of messages', schema: contactListResponseSchema }, 400: errorResponse('Invalid filter, sort or page') },
  }),
  setStatus: operation({
    method: 'PATCH',
    path: '/api/admin/contacts/:id',
    operationId: 'contacts.setStatus',
    aliases: ['/api/admin/contacts/:id/status'],
    roles: ['admin'],
    tag: 'contacts',
    summary: "Set a contact message's status (new, replied, resolved)",
    request: { params: contactIdParamsSchema, body: contactStatusSchema },
    responses: { 200: { description: 'The message', schema: contactResponseSchema }, 404: errorResponse('Not found') },
  }),
};
