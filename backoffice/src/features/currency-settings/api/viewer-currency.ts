import useSWR from 'swr';
import { viewerCurrencyResponseSchema } from '@islandstay/shared/currency/currency-admin.schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/currency: the admin's base currency, or the signed-in owner's own (from the session). */
export const VIEWER_CURRENCY_KEY = '/api/admin/currency';

function fetchViewerCurrency() {
  return apiRequest(VIEWER_CURRENCY_KEY, viewerCurrencyResponseSchema);
}

export function useViewerCurrency() {
  return useSWR(VIEWER_CURRENCY_KEY, fetchViewerCurrency, { revalidateOnFocus: false });
}
