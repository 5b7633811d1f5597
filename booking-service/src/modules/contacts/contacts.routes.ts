import { CONTACT_SENT_MESSAGE } from '@islandstay/shared/contacts/contact.schemas';
import { contacts as contract } from '@islandstay/shared/contract/contacts.contract';
import { implement, type RouteDef } from '../../lib/http/route.ts';
import type { ContactService } from './contacts.service.ts';

/** The contact page's form (the original brief posted it to /create-customer, the profile's path now: docs/product.md#differences). */
export function contactRoutes(contacts: ContactService): RouteDef[] {
  return [
    implement(contract.send, async (ctx, { body }) => {
      await contacts.send(body, ctx.ip);
      ctx.status = 201;
      ctx.body = { success: true, message: CONTACT_SENT_MESSAGE };
    }),
    implement(contract.list, async (ctx, { query }) => {
      ctx.body = await contacts.list(query);
    }),
    implement(contract.setStatus, async (ctx, { params, body }) => {
      ctx.body = { data: await contacts.setStatus(params.id, body.status) };
    }),
  ];
}
