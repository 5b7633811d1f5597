import { successResponseSchema } from '@islandstay/shared/http/common.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCalendar } from './calendar-range.ts';

/** DELETE /api/admin/villas/:id/blocks/:blockId: manual blocks only (imported ones follow their feed). */
export async function removeBlock(villaId: string, blockId: string): Promise<void> {
  await apiRequest(`/api/admin/villas/${encodeURIComponent(villaId)}/blocks/${encodeURIComponent(blockId)}`, successResponseSchema, { method: 'DELETE' });
  await refreshCalendar();
}
