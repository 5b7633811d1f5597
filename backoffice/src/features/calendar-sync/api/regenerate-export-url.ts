import { mutate } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { calendarSyncRead } from './calendar-sync.ts';

/** A new secret export URL; the old one stops working. The answer is the read's, cached as such. */
export async function regenerateExportUrl(villaId: string) {
  const answer = await api.calendarSync.replaceExportToken({ params: { id: villaId } });
  await mutate(api.calendarSync.get.key(calendarSyncRead(villaId)), answer, { revalidate: false });
  return answer;
}
