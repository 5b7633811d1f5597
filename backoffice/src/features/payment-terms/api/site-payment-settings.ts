import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';

/** The site's payment terms and cancellation policy: what every villa follows unless it set its own. */
export function useSitePaymentSettings() {
  return useApi(api.payments.siteSettings, undefined, { revalidateOnFocus: false });
}
