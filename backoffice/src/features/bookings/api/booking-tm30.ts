import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { ApiError } from '../../../lib/api-client.ts';

/** The guest's TM30 pre-arrival details of a booking (the villa's owner and the admin only). */
export function useBookingTm30(bookingId: string) {
  return useApi(api.tm30.getForStaff, { params: { id: bookingId } }, { revalidateOnFocus: false });
}

/** The details as the server's CSV (in the order of the immigration form), with the file name it gives. */
export async function downloadTm30Csv(bookingId: string): Promise<{ filename: string; blob: Blob }> {
  const response = await fetch(api.tm30.exportCsv.url({ params: { id: bookingId } }), { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new ApiError(response.status, response.statusText || 'Download failed');
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `tm30-${bookingId}.csv`;
  return { filename, blob: await response.blob() };
}
