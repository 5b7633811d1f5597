import useSWR from 'swr';
import { adminStatsSchema, type AdminStats } from '@islandstay/shared/bookings/stats.schemas';
import { apiRequest } from '../api-client.ts';

/**
 * The dashboard's figures. One key shared by the navigation's count badges and the dashboard, so
 * both show the same numbers from one request. The server scopes them by the session (an owner's
 * own villas; contacts only for the admin).
 */
export const STATS_KEY = '/api/admin/stats';

export function fetchStats(): Promise<AdminStats> {
  return apiRequest(STATS_KEY, adminStatsSchema);
}

export function useStats(enabled = true) {
  return useSWR(enabled ? STATS_KEY : null, fetchStats, { revalidateOnFocus: false });
}
