import { mutate } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { PricingRulesInput } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { revalidate, useApi } from '@islandstay/web-common/api/use-api';

const rulesRead = (villaId: string) => ({ params: { id: villaId } });

/** A villa's pricing rules with its name and base price; another owner's villa is 404. */
export function usePricingRules(villaId: string) {
  return useApi(api.villaPricing.getRules, rulesRead(villaId), { revalidateOnFocus: false });
}

/** PUT the whole rule set (changes stay local until Save Changes). */
export async function savePricingRules(villaId: string, pricingRules: PricingRulesInput) {
  const answer = await api.villaPricing.replaceRules({ ...rulesRead(villaId), body: { pricingRules } });
  await mutate(
    api.villaPricing.getRules.key(rulesRead(villaId)),
    { villaId: answer.villaId, villaName: answer.villaName, basePrice: answer.basePrice, currency: answer.currency, pricingRules: answer.pricingRules },
    { revalidate: false },
  );
  // Villa lists show tonight's price, which the rules may have changed.
  await revalidate(api.adminVillas.list);
  return answer;
}
