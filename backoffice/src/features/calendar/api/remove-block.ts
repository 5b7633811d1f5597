import { api } from '@islandstay/shared/api/client';
import { refreshCalendar } from './calendar-range.ts';

/** Removes a block: manual blocks only (imported ones follow their feed). */
export async function removeBlock(villaId: string, blockId: string): Promise<void> {
  await api.blocks.delete({ params: { id: villaId, blockId } });
  await refreshCalendar();
}
