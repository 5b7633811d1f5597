import type { z } from 'zod';
import { api } from '@islandstay/shared/api/client';
import type { saveSeasonRangesSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { seasonRangesSaved } from '../../../lib/api/season-ranges.ts';
import { refreshCalendar } from './calendar-range.ts';

/** Replaces the global season periods (admin only): the whole list; the calendar's prices follow. */
export async function saveSeasonRanges(request: z.output<typeof saveSeasonRangesSchema>) {
  const answer = await api.villaPricing.replaceSeasonRanges({ body: request });
  await Promise.all([seasonRangesSaved(answer.seasonRanges), refreshCalendar()]);
  return answer;
}
