import useSWR, { mutate } from 'swr';
import { saveSeasonRangesResponseSchema, seasonRangesResponseSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import type { z } from 'zod';
import type { saveSeasonRangesSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCalendar } from './calendar-range.ts';

export const SEASON_RANGES_PATH = '/api/admin/season-ranges';

/** GET /api/admin/season-ranges: the global season periods (they price villas with season-type rates). */
export function useSeasonRanges(enabled: boolean) {
  return useSWR(enabled ? SEASON_RANGES_PATH : null, (path: string) => apiRequest(path, seasonRangesResponseSchema), { revalidateOnFocus: false });
}

/** PUT /api/admin/season-ranges (admin only): the whole list replaced; the calendar's prices follow. */
export async function saveSeasonRanges(request: z.output<typeof saveSeasonRangesSchema>) {
  const answer = await apiRequest(SEASON_RANGES_PATH, saveSeasonRangesResponseSchema, { method: 'PUT', body: request });
  await Promise.all([mutate(SEASON_RANGES_PATH, { seasonRanges: answer.seasonRanges }, { revalidate: false }), refreshCalendar()]);
  return answer;
}
