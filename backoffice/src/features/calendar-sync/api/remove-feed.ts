import { successResponseSchema } from '@islandstay/shared/http/common.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarSyncPath, refreshCalendarSync } from './calendar-sync.ts';

/** DELETE .../calendar-sync/feeds/:feedId: the nights that feed blocked are free again. */
export async function removeFeed(villaId: string, feedId: string): Promise<void> {
  await apiRequest(`${calendarSyncPath(villaId)}/feeds/${encodeURIComponent(feedId)}`, successResponseSchema, { method: 'DELETE' });
  await refreshCalendarSync(villaId);
}
