import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/**
 * The dashboard's figures. One key shared by the navigation's count badges and the dashboard, so
 * both show the same numbers from one request. The server scopes them by the session (an owner's
 * own villas; contacts only for the admin).
 */
export const STATS_KEY = api.dashboard.getStats.key();

export function useStats(enabled = true) {
  return useApi(api.dashboard.getStats, enabled ? undefined : null, { revalidateOnFocus: false });
}
