import { api } from '@islandstay/shared/api/client';
import { ApiError } from '../../../lib/api-client.ts';

/** The statement's ledger lines as the server's CSV, with the file name it gives (as the TM30 download). */
export async function downloadStatementCsv(ownerId: string, month: string): Promise<{ filename: string; blob: Blob }> {
  const response = await fetch(api.statements.csv.url({ params: { ownerId }, query: { month } }), { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new ApiError(response.status, response.statusText || 'Download failed');
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `statement-${ownerId}-${month}.csv`;
  return { filename, blob: await response.blob() };
}
