import useSWR, { mutate } from 'swr';
import { villaCalendarSyncSchema } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function calendarSyncPath(villaId: string): string {
  return `/api/admin/villas/${encodeURIComponent(villaId)}/calendar-sync`;
}

/** GET /api/admin/villas/:id/calendar-sync: the villa's secret export URL and its import feeds. */
export function useCalendarSync(villaId: string | null) {
  return useSWR(villaId ? calendarSyncPath(villaId) : null, (path: string) => apiRequest(path, villaCalendarSyncSchema), { revalidateOnFocus: false });
}

export function refreshCalendarSync(villaId: string) {
  return mutate(calendarSyncPath(villaId));
}
