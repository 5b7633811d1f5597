import useSWR from 'swr';
import { tm30ResponseSchema } from '@islandstay/shared/bookings/tm30.schemas';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

const path = (bookingId: string) => `/api/admin/bookings/${encodeURIComponent(bookingId)}/tm30`;

/** The guest's TM30 pre-arrival details of a booking (the villa's owner and the admin only). */
export function useBookingTm30(bookingId: string) {
  return useSWR(['booking-tm30', bookingId], ([, id]) => apiRequest(path(id), tm30ResponseSchema), { revalidateOnFocus: false });
}

/** The details as the server's CSV (in the order of the immigration form), with the file name it gives. */
export async function downloadTm30Csv(bookingId: string): Promise<{ filename: string; blob: Blob }> {
  const response = await fetch(`${path(bookingId)}/csv`, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new ApiError(response.status, response.statusText || 'Download failed');
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `tm30-${bookingId}.csv`;
  return { filename, blob: await response.blob() };
}
