import type { BlockDto, CreateBlockRequest } from '@islandstay/shared/blocks/block.schemas';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Session } from '../auth/session.service.ts';
import { findOccupancy, lockVilla } from '../bookings/bookings.repository.ts';
import { conflictError } from '../bookings/bookings.service.ts';
import { deleteManualBlock, findVillaOwner, insertBlock, listBlocks } from './blocks.repository.ts';

/**
 * Dates an owner or the admin takes off the market by hand. A block never overlaps a booking or
 * another block: like a booking, it is written under the villa's lock after checking both tables.
 */
export class BlockService {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  /** The villa if the staff member may manage it: the admin any, an owner only their own (else 404). */
  private async requireVillaInScope(db: Knex | Knex.Transaction, session: Session, villaId: string): Promise<void> {
    const villa = await findVillaOwner(db, villaId);
    const inScope = villa && (session.role === 'admin' || (session.role === 'owner' && villa.ownerId !== null && villa.ownerId === session.ownerId));
    if (!inScope) throw AppError.notFound('Villa not found');
  }

  async list(session: Session, villaId: string): Promise<BlockDto[]> {
    await this.requireVillaInScope(this.db, session, villaId);
    return listBlocks(this.db, villaId, addDays(todayOnIsland(this.clock()), -62));
  }

  async create(session: Session, villaId: string, request: CreateBlockRequest): Promise<BlockDto> {
    return this.db.transaction(async (trx) => {
      await this.requireVillaInScope(trx, session, villaId);
      await lockVilla(trx, villaId);
      const occupied = await findOccupancy(trx, villaId, request.startDate, request.endDate);
      if (occupied) throw conflictError(occupied, true);
      return insertBlock(trx, villaId, request);
    });
  }

  async remove(session: Session, villaId: string, blockId: string): Promise<void> {
    await this.requireVillaInScope(this.db, session, villaId);
    if (!(await deleteManualBlock(this.db, villaId, blockId))) throw AppError.notFound('Block not found');
  }
}
