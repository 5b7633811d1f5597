import { mutate } from 'swr';
import { villaCalendarSyncSchema } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarSyncPath } from './calendar-sync.ts';

/** POST .../calendar-sync/export-token: a new secret export URL; the old one stops working. */
export async function regenerateExportUrl(villaId: string) {
  const answer = await apiRequest(`${calendarSyncPath(villaId)}/export-token`, villaCalendarSyncSchema, { method: 'POST' });
  await mutate(calendarSyncPath(villaId), answer, { revalidate: false });
  return answer;
}
