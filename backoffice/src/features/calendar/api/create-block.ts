import { blockResponseSchema, type BlockDto, type CreateBlockRequest } from '@islandstay/shared/blocks/block.schemas';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCalendar } from './calendar-range.ts';

/** POST /api/admin/villas/:id/blocks: an owner stay or maintenance; 409 when the nights are taken. */
export async function createBlock(villaId: string, request: CreateBlockRequest): Promise<BlockDto> {
  const answer = await apiRequest(`/api/admin/villas/${encodeURIComponent(villaId)}/blocks`, blockResponseSchema, { method: 'POST', body: request });
  await refreshCalendar();
  return answer.data;
}
