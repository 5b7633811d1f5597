import type { BlockDto, CreateBlockRequest } from '@islandstay/shared/blocks/block.schemas';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Session } from '../auth/session.service.ts';
import { findOccupancy, lockVilla } from '../bookings/booking-reads.ts';
import { conflictError } from '../bookings/bookings.service.ts';
import { deleteManualBlock, insertBlock, listBlocks } from './blocks.repository.ts';
import { villaInScope } from '../auth/scope.ts';

/**
 * Dates an owner or the admin takes off the market by hand. A block never overlaps a booking or
 * another block: like a booking, it is written under the villa's lock after checking both tables.
 */
export class BlockService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async list(session: Session, villaId: string): Promise<BlockDto[]> {
    await villaInScope(this.db, session, villaId);
    return listBlocks(this.db, villaId, addDays(todayOnIsland(this.clock()), -62));
  }

  async create(session: Session, villaId: string, request: CreateBlockRequest): Promise<BlockDto> {
    return this.db.transaction(async (trx) => {
      await villaInScope(trx, session, villaId);
      await lockVilla(trx, villaId);
      const occupied = await findOccupancy(trx, villaId, request.startDate, request.endDate);
      if (occupied) throw conflictError(occupied, true);
      return insertBlock(trx, villaId, request);
    });
  }

  async remove(session: Session, villaId: string, blockId: string): Promise<void> {
    await villaInScope(this.db, session, villaId);
    if (!(await deleteManualBlock(this.db, villaId, blockId))) throw AppError.notFound('Block not found', 'block.notFound');
  }
}
