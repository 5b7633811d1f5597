import { api } from '@islandstay/shared/api/client';
import type { AddFeedRequest, FeedDto } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { refreshCalendarSync } from './calendar-sync.ts';

/**
 * Connects an external calendar: the server reads it at once (through its SSRF guard); one it
 * cannot read is not kept and comes back as a 400 on `url`.
 */
export async function addFeed(villaId: string, request: AddFeedRequest): Promise<FeedDto> {
  const answer = await api.calendarSync.addFeed({ params: { id: villaId }, body: request });
  await refreshCalendarSync(villaId);
  return answer.data;
}
