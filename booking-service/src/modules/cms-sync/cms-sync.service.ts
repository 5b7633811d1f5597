import type { CmsEvent } from '@islandstay/shared/cms/cms-event.schemas';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  currencyExists,
  deleteOwner,
  deleteRow,
  deleteVilla,
  ensureOwnerPlaceholder,
  isVillaTombstoned,
  upsertAmenity,
  upsertArea,
  upsertOwner,
  upsertVilla,
} from './projection.repository.ts';

export interface ApplyResult {
  applied: boolean;
  reason?: string;
}

/**
 * Applies CMS events to the read model. An event older than the row it targets is ignored
 * (compare updatedAt), and a deleted villa's id is remembered so a late event cannot revive it.
 */
export class CmsSyncService {
  constructor(private readonly db: Knex) {}

  async apply(event: CmsEvent): Promise<ApplyResult> {
    return this.db.transaction(async (trx) => {
      // Events for one document are applied one at a time.
      await trx.raw('select pg_advisory_xact_lock(6, hashtext(?))', [`${event.model}:${event.id}`]);
      if (event.action === 'delete') {
        if (event.model === 'villa') await deleteVilla(trx, event.id);
        else if (event.model === 'owner') await deleteOwner(trx, event.id);
        else await deleteRow(trx, event.model === 'area' ? 'areas' : 'amenities', event.id);
        return { applied: true };
      }
      switch (event.model) {
        case 'villa': {
          if (await isVillaTombstoned(trx, event.id)) return { applied: false, reason: 'deleted' };
          if (!(await currencyExists(trx, event.data.currency))) {
            throw new AppError('UNPROCESSABLE', `Unknown currency ${event.data.currency}`, [{ path: 'data.currency', message: 'unknown currency' }]);
          }
          if (event.data.ownerId) await ensureOwnerPlaceholder(trx, event.data.ownerId);
          return (await upsertVilla(trx, event.id, event.updatedAt, event.data)) ? { applied: true } : { applied: false, reason: 'stale' };
        }
        case 'owner':
          return (await upsertOwner(trx, event.id, event.updatedAt, event.data)) ? { applied: true } : { applied: false, reason: 'stale' };
        case 'area':
          return (await upsertArea(trx, event.id, event.updatedAt, event.data)) ? { applied: true } : { applied: false, reason: 'stale' };
        case 'amenity':
          return (await upsertAmenity(trx, event.id, event.updatedAt, event.data)) ? { applied: true } : { applied: false, reason: 'stale' };
      }
    });
  }
}
