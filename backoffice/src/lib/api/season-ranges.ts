import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import { seasonRangesResponseSchema, type seasonRangeSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../api-client.ts';

export type SeasonRangeDto = z.output<typeof seasonRangeSchema>;

/**
 * GET /api/admin/season-ranges: the global season periods. The calendar's Season Pricing and the
 * villa pricing page and modal all read them here, under this one key and as the list itself:
 * two fetchers caching other shapes under the same key crashed whichever screen came second.
 */
export const SEASON_RANGES_KEY = '/api/admin/season-ranges';

export async function fetchSeasonRanges(): Promise<SeasonRangeDto[]> {
  return (await apiRequest(SEASON_RANGES_KEY, seasonRangesResponseSchema)).seasonRanges;
}

export function useSeasonRanges(enabled = true) {
  return useSWR(enabled ? SEASON_RANGES_KEY : null, fetchSeasonRanges, { revalidateOnFocus: false });
}

/** After the list is saved: the server's answer becomes the cached list every reader shows. */
export function seasonRangesSaved(seasonRanges: SeasonRangeDto[]) {
  return mutate(SEASON_RANGES_KEY, seasonRanges, { revalidate: false });
}
