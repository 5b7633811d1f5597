import { api } from '@islandstay/shared/api/client';
import type { BlockDto, CreateBlockRequest } from '@islandstay/shared/blocks/block.schemas';
import { refreshCalendar } from './calendar-range.ts';

/** Blocks a villa's dates: an owner stay or maintenance; 409 when the nights are taken. */
export async function createBlock(villaId: string, request: CreateBlockRequest): Promise<BlockDto> {
  const answer = await api.blocks.create({ params: { id: villaId }, body: request });
  await refreshCalendar();
  return answer.data;
}
