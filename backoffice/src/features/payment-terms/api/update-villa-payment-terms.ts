import type { ScopedMutator } from 'swr';
import type { z } from 'zod';
import { api } from '@islandstay/shared/api/client';
import type { villaPaymentTermsResponseSchema, VillaPaymentTermsUpdate } from '@islandstay/shared/payments/payment-plan.schemas';

export type VillaPaymentTermsResponse = z.infer<typeof villaPaymentTermsResponseSchema>;

/** Sets a villa's own terms (a field sent as null follows the site's again); the villa's read takes the answer. */
export async function updateVillaPaymentTerms(villaId: string, body: VillaPaymentTermsUpdate, mutate: ScopedMutator): Promise<VillaPaymentTermsResponse> {
  const answer = await api.payments.updateVillaTerms({ params: { id: villaId }, body });
  await mutate(api.payments.villaTerms.key({ params: { id: villaId } }), answer, { revalidate: false });
  return answer;
}
