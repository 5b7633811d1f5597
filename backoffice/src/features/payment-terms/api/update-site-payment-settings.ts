import type { ScopedMutator } from 'swr';
import { api } from '@islandstay/shared/api/client';
import type { PaymentSettings } from '@islandstay/shared/payments/payment-plan';

/**
 * Admin: sets the site's terms and policy. The settings take the answer at once; every loaded
 * villa's terms read again, as their site's and effective terms follow the site's.
 */
export async function updateSitePaymentSettings(body: PaymentSettings, mutate: ScopedMutator): Promise<PaymentSettings> {
  const answer = await api.payments.updateSiteSettings({ body });
  await Promise.all([mutate(api.payments.siteSettings.key(), answer, { revalidate: false }), mutate((key) => api.payments.villaTerms.matches(key))]);
  return answer;
}
