import { mutate } from 'swr';
import { villaPricingResponseSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { villaPricingKey } from '../../../lib/api/villa-pricing.ts';

export interface SeasonRate {
  daily: number;
  weekly: number;
  monthly: number;
}

/**
 * PUT /api/admin/villas/:id/season-rates: the villa's rates for the global low and high season
 * periods; a type left out has no rates, so the villa ignores that type's periods. The answer is
 * the villa's whole pricing, put in the cache the pricing page and the season modal read.
 */
export async function saveSeasonRates(villaId: string, rates: { low?: SeasonRate; high?: SeasonRate }) {
  const answer = await apiRequest(`/api/admin/villas/${encodeURIComponent(villaId)}/season-rates`, villaPricingResponseSchema, { method: 'PUT', body: rates });
  await mutate(villaPricingKey(villaId), answer, { revalidate: false });
  return answer;
}
