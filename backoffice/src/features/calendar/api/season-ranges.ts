import { saveSeasonRangesResponseSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import type { z } from 'zod';
import type { saveSeasonRangesSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { SEASON_RANGES_KEY, seasonRangesSaved } from '../../../lib/api/season-ranges.ts';
import { refreshCalendar } from './calendar-range.ts';

/** PUT /api/admin/season-ranges (admin only): the whole list replaced; the calendar's prices follow. */
export async function saveSeasonRanges(request: z.output<typeof saveSeasonRangesSchema>) {
  const answer = await apiRequest(SEASON_RANGES_KEY, saveSeasonRangesResponseSchema, { method: 'PUT', body: request });
  await Promise.all([seasonRangesSaved(answer.seasonRanges), refreshCalendar()]);
  return answer;
}
