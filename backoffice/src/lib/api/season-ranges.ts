import { mutate } from 'swr';
import type { z } from 'zod';
import { api } from '@islandstay/shared/api/client';
import type { villaSeasonSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { useApi } from '@islandstay/web-common/api/use-api';
import { derivedRead } from '@islandstay/web-common/api/derived-read';

export type SeasonRangeDto = z.output<typeof villaSeasonSchema>;

/**
 * The global season periods (`api.villaPricing.listSeasonRanges`). The calendar's Season Pricing
 * and the villa pricing page and modal all read them here, under the read's one key and as the
 * server's answer; `data` is the list itself. Two fetchers caching other shapes under the same
 * key crashed whichever screen came second.
 */
export function useSeasonRanges(enabled = true) {
  return derivedRead(useApi(api.villaPricing.listSeasonRanges, enabled ? undefined : null, { revalidateOnFocus: false }), (answer) => answer.seasonRanges);
}

/** After the list is saved: the server's answer becomes the cached list every reader shows. */
export function seasonRangesSaved(seasonRanges: SeasonRangeDto[]) {
  return mutate(api.villaPricing.listSeasonRanges.key(), { seasonRanges }, { revalidate: false });
}
