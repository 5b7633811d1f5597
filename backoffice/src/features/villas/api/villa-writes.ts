import { api } from '@islandstay/shared/api/client';
import { revalidate } from '@islandstay/web-common/api/use-api';
import { refreshVillas, type AdminVilla } from './admin-villas.ts';

/** Adds (POST) or edits (PUT) a villa as multipart: the fields, new photos and image changes. */
export async function saveVilla(id: string | null, form: FormData): Promise<AdminVilla> {
  const answer = id ? await api.adminVillas.update({ params: { id }, body: form }) : await api.adminVillas.create({ body: form });
  await refreshVillas();
  return answer.data;
}

export async function setVillaActive(id: string, isActive: boolean): Promise<AdminVilla> {
  const answer = await api.adminVillas.setStatus({ params: { id }, body: { isActive } });
  await refreshVillas();
  return answer.data;
}

/** Admin only (the server answers 403 to owners). */
export async function setVillaPromoted(id: string, isPromoted: boolean): Promise<AdminVilla> {
  const answer = await api.adminVillas.setPromoted({ params: { id }, body: { isPromoted } });
  await refreshVillas();
  return answer.data;
}

/** 409 while the villa has upcoming bookings (the server's sentence says how many). */
export async function deleteVilla(id: string): Promise<void> {
  await api.adminVillas.delete({ params: { id } });
  await Promise.all([refreshVillas(), revalidate(api.dashboard.getStats)]);
}
