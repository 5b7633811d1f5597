import type { ScopedMutator } from 'swr';
import { contactResponseSchema, type ContactDto } from '@islandstay/shared/contacts/contact.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { STATS_KEY } from '../../../lib/api/stats.ts';
import { refreshContactLists } from './admin-contacts.ts';

/** PATCH /api/admin/contacts/:id (any status to any other; spec 4). The lists and the navigation's count reload (through the
 * app's SWR cache, `useSWRConfig().mutate`). */
export async function changeContactStatus(id: string, status: ContactDto['status'], mutate: ScopedMutator): Promise<ContactDto> {
  const answer = await apiRequest(`/api/admin/contacts/${encodeURIComponent(id)}`, contactResponseSchema, { method: 'PATCH', body: { status } });
  await Promise.all([refreshContactLists(mutate), mutate(STATS_KEY)]);
  return answer.data;
}
