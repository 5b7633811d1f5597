import useSWR from 'swr';
import { villaPricingResponseSchema } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { apiRequest } from '../api-client.ts';

/**
 * GET /api/admin/villas/:id/pricing: a villa's seasons and season-type rates. Read by the villas
 * page's season dialog and by the villa pricing page and modal, under this one key and shape.
 */
export function villaPricingKey(villaId: string): string {
  return `/api/admin/villas/${encodeURIComponent(villaId)}/pricing`;
}

export function useVillaPricing(villaId: string | null) {
  return useSWR(villaId ? villaPricingKey(villaId) : null, (key: string) => apiRequest(key, villaPricingResponseSchema), { revalidateOnFocus: false });
}
