import { mutate } from 'swr';
import { api } from '@islandstay/shared/api/client';
import { villaPricingRead } from '../../../lib/api/villa-pricing.ts';

export interface SeasonRate {
  daily: number;
  weekly: number;
  monthly: number;
}

/**
 * The villa's rates for the global low and high season periods; a type left out has no rates, so
 * the villa ignores that type's periods. The answer is the villa's whole pricing, put in the
 * cache the pricing page and the season modal read.
 */
export async function saveSeasonRates(villaId: string, rates: { low?: SeasonRate; high?: SeasonRate }) {
  const answer = await api.villaPricing.setSeasonRates({ params: { id: villaId }, body: rates });
  await mutate(api.villaPricing.get.key(villaPricingRead(villaId)), answer, { revalidate: false });
  return answer;
}
