import { mutate } from 'swr';
import { adminVillaDeleteResponseSchema, adminVillaResponseSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { STATS_KEY } from '../../../lib/api/stats.ts';
import { refreshVillas, villaKey, type AdminVilla } from './admin-villas.ts';

/** POST (add) or PUT (edit) /api/admin/villas as multipart: the fields, new photos and image changes. */
export async function saveVilla(id: string | null, form: FormData): Promise<AdminVilla> {
  const answer = await apiRequest(id ? villaKey(id) : '/api/admin/villas', adminVillaResponseSchema, { method: id ? 'PUT' : 'POST', body: form });
  await refreshVillas();
  return answer.data;
}

export async function setVillaActive(id: string, isActive: boolean): Promise<AdminVilla> {
  const answer = await apiRequest(`${villaKey(id)}/status`, adminVillaResponseSchema, { method: 'PATCH', body: { isActive } });
  await refreshVillas();
  return answer.data;
}

/** Admin only (the server answers 403 to owners). */
export async function setVillaPromoted(id: string, isPromoted: boolean): Promise<AdminVilla> {
  const answer = await apiRequest(`${villaKey(id)}/promoted`, adminVillaResponseSchema, { method: 'PATCH', body: { isPromoted } });
  await refreshVillas();
  return answer.data;
}

/** 409 while the villa has upcoming bookings (the server's sentence says how many). */
export async function deleteVilla(id: string): Promise<void> {
  await apiRequest(villaKey(id), adminVillaDeleteResponseSchema, { method: 'DELETE' });
  await Promise.all([refreshVillas(), mutate(STATS_KEY)]);
}
