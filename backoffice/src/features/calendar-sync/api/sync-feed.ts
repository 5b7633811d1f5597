import { api } from '@islandstay/shared/api/client';
import type { FeedDto } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { refreshCalendarSync } from './calendar-sync.ts';

/** Reads an external calendar now instead of at the next poll. */
export async function syncFeed(villaId: string, feedId: string): Promise<FeedDto> {
  const answer = await api.calendarSync.syncFeed({ params: { id: villaId, feedId } });
  await refreshCalendarSync(villaId);
  return answer.data;
}
