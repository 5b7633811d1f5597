import { mutate } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** The read of a villa's calendar sync. */
export const calendarSyncRead = (villaId: string) => ({ params: { id: villaId } });

/** The villa's secret export URL and its import feeds. */
export function useCalendarSync(villaId: string | null) {
  return useApi(api.calendarSync.get, villaId ? calendarSyncRead(villaId) : null, { revalidateOnFocus: false });
}

export function refreshCalendarSync(villaId: string) {
  return mutate(api.calendarSync.get.key(calendarSyncRead(villaId)));
}
