import { api } from '@islandstay/shared/api/client';
import { refreshCalendarSync } from './calendar-sync.ts';

/** Disconnects an external calendar: the nights that feed blocked are free again. */
export async function removeFeed(villaId: string, feedId: string): Promise<void> {
  await api.calendarSync.removeFeed({ params: { id: villaId, feedId } });
  await refreshCalendarSync(villaId);
}
