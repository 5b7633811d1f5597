import type { ScopedMutator } from 'swr';
import type { ContactDto } from '@islandstay/shared/contacts/contact.schemas';
import { api } from '@islandstay/shared/api/client';
import { STATS_KEY } from '../../../lib/api/stats.ts';
import { refreshContactLists } from './admin-contacts.ts';

/** Any status to any other (docs/product.md#contacts). The lists and the navigation's count reload (through the
 * app's SWR cache, `useSWRConfig().mutate`). */
export async function changeContactStatus(id: string, status: ContactDto['status'], mutate: ScopedMutator): Promise<ContactDto> {
  const answer = await api.contacts.setStatus({ params: { id }, body: { status } });
  await Promise.all([refreshContactLists(mutate), mutate(STATS_KEY)]);
  return answer.data;
}
