import { feedResponseSchema, type AddFeedRequest, type FeedDto } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { calendarSyncPath, refreshCalendarSync } from './calendar-sync.ts';

/**
 * POST .../calendar-sync/feeds: the server reads the calendar at once (through its SSRF guard);
 * one it cannot read is not kept and comes back as a 400 on `url`.
 */
export async function addFeed(villaId: string, request: AddFeedRequest): Promise<FeedDto> {
  const answer = await apiRequest(`${calendarSyncPath(villaId)}/feeds`, feedResponseSchema, { method: 'POST', body: request });
  await refreshCalendarSync(villaId);
  return answer.data;
}
