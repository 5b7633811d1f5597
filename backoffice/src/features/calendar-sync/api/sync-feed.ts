import { feedResponseSchema, type FeedDto } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarSyncPath, refreshCalendarSync } from './calendar-sync.ts';

/** POST .../calendar-sync/feeds/:feedId/sync: read the calendar now instead of at the next poll. */
export async function syncFeed(villaId: string, feedId: string): Promise<FeedDto> {
  const answer = await apiRequest(`${calendarSyncPath(villaId)}/feeds/${encodeURIComponent(feedId)}/sync`, feedResponseSchema, { method: 'POST' });
  await refreshCalendarSync(villaId);
  return answer.data;
}
