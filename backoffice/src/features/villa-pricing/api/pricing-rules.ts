import useSWR, { mutate } from 'swr';
import { pricingRulesResponseSchema, savePricingRulesResponseSchema, type PricingRulesInput } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function pricingRulesKey(villaId: string): string {
  return `/api/admin/villas/${encodeURIComponent(villaId)}/pricing-rules`;
}

/** A villa's pricing rules with its name and base price; another owner's villa is 404. */
export function usePricingRules(villaId: string) {
  return useSWR(pricingRulesKey(villaId), (key: string) => apiRequest(key, pricingRulesResponseSchema), { revalidateOnFocus: false });
}

/** PUT the whole rule set (changes stay local until Save Changes). */
export async function savePricingRules(villaId: string, pricingRules: PricingRulesInput) {
  const answer = await apiRequest(pricingRulesKey(villaId), savePricingRulesResponseSchema, { method: 'PUT', body: { pricingRules } });
  await mutate(pricingRulesKey(villaId), { villaId: answer.villaId, villaName: answer.villaName, basePrice: answer.basePrice, currency: answer.currency, pricingRules: answer.pricingRules }, { revalidate: false });
  // Villa lists show tonight's price, which the rules may have changed.
  await mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/villas?'));
  return answer;
}
