import { cmsSnapshotSchema, cmsVillaSchema, type CmsEvent, type CmsReconcileResult, type CmsSnapshot } from '@islandstay/shared/cms/cms-event.schemas';
import { z } from 'zod';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { strapiMessage, type CmsClient } from './cms-client.ts';
import { CmsRecheck, type CmsRecheckOptions, type RereadResult } from './cms-recheck.ts';
import {
  currencyExists,
  deleteOwner,
  deleteRow,
  deleteVilla,
  ensureOwnerPlaceholder,
  idsUpdatedNotAfter,
  isVillaTombstoned,
  upsertAmenity,
  upsertArea,
  upsertOwner,
  upsertVilla,
} from './projection.repository.ts';
import { LOCK_SPACE } from '../../db/advisory-locks.ts';

export interface ApplyResult {
  applied: boolean;
  reason?: string;
}

type Trx = Knex.Transaction;

/**
 * Told, inside the transaction that applies it, when an owner account stops being allowed to work
 * (deleted, or any status but approved): their sessions end with it (the auth module's).
 */
export type OwnerAccessEnded = (trx: Trx, ownerId: string) => Promise<void>;

const villaEventSchema = z.object({ action: z.literal('upsert'), model: z.literal('villa'), id: z.string(), updatedAt: z.string(), data: cmsVillaSchema });

/**
 * Applies CMS events to the read model. An event older than the row it targets is ignored
 * (compare updatedAt), and a deleted villa's id is remembered so a late event cannot revive it.
 * The reconcile replays Strapi's whole state the same way and deletes what Strapi no longer has.
 */
export class CmsSyncService {
  private readonly rechecks: CmsRecheck;

  constructor(
    private readonly db: Knex,
    private readonly cms?: CmsClient,
    private readonly logger?: Logger,
    recheckOptions: Partial<CmsRecheckOptions> = {},
    private readonly ownerAccessEnded: OwnerAccessEnded = async () => {},
  ) {
    this.rechecks = new CmsRecheck(logger, recheckOptions);
  }

  async apply(event: CmsEvent): Promise<ApplyResult> {
    return this.db.transaction(async (trx) => {
      // Events for one document are applied one at a time.
      await trx.raw(`select pg_advisory_xact_lock(${LOCK_SPACE.cmsSync}, hashtext(?))`, [`${event.model}:${event.id}`]);
      return applyIn(trx, event, this.ownerAccessEnded);
    });
  }

  /**
   * Strapi's view of one villa, applied to the projection now; a villa Strapi no longer has is
   * deleted. Returns Strapi's `updatedAt` of the villa, null when it has none.
   */
  async refreshVilla(villaId: string): Promise<string | null> {
    if (!this.cms) throw new AppError('BAD_GATEWAY', 'upstream.contentNotConfigured', 'The content service is not configured');
    const response = await this.cms.request('GET', `/api/sync/villas/${encodeURIComponent(villaId)}`);
    if (response.status === 404) {
      await this.apply({ action: 'delete', model: 'villa', id: villaId, updatedAt: new Date().toISOString() });
      return null;
    }
    if (response.status !== 200)
      throw new AppError('BAD_GATEWAY', 'upstream.contentRefused', `The content service refused to read the villa: ${strapiMessage(response.body) ?? response.status}`, {
        params: { reason: String(strapiMessage(response.body) ?? response.status) },
      });
    const parsed = villaEventSchema.safeParse(response.body);
    if (!parsed.success) throw new AppError('BAD_GATEWAY', 'upstream.contentUnreadable', 'The content service sent a villa this service cannot read');
    await this.apply(parsed.data);
    return parsed.data.updatedAt;
  }

  /**
   * After a write sent at `sentAt` that the CMS did not answer in time: re-read `key` from the CMS
   * in the background, with backoff, until the CMS shows the write (see CmsRecheck).
   */
  recheckLater(key: string, reread: () => Promise<RereadResult>, sentAt?: Date): void {
    this.rechecks.schedule(key, reread, sentAt);
  }

  recheckVillaLater(villaId: string, sentAt?: Date): void {
    this.recheckLater(`villa:${villaId}`, () => this.refreshVilla(villaId), sentAt);
  }

  /** A create that timed out has no id to re-read: the whole projection is reconciled instead. */
  recheckAllLater(): void {
    this.recheckLater('reconcile', async () => {
      await this.reconcile();
    });
  }

  /** Stops the background re-reads (shutdown, end of a test). */
  stopRechecks(): void {
    this.rechecks.stop();
  }

  /** Reads Strapi's snapshot and makes the projection match it. 502 when Strapi cannot be read. */
  async reconcile(): Promise<CmsReconcileResult> {
    if (!this.cms?.configured) throw new AppError('BAD_GATEWAY', 'upstream.contentNotConfigured', 'The content service is not configured (CMS_SERVICE_TOKEN is unset)');
    const body = await this.cms.expectOk('GET', '/api/sync/snapshot', { timeoutMs: 120_000 });
    const parsed = cmsSnapshotSchema.safeParse(body);
    if (!parsed.success) {
      this.logger?.error({ issues: parsed.error.issues.slice(0, 5) }, 'CMS snapshot does not match the expected shape');
      throw new AppError('BAD_GATEWAY', 'upstream.contentUnreadable', 'The content service sent a snapshot this service cannot read');
    }
    return this.reconcileWith(parsed.data);
  }

  /** One transaction, one reconcile at a time across instances. */
  async reconcileWith(snapshot: CmsSnapshot): Promise<CmsReconcileResult> {
    const result: CmsReconcileResult = {
      takenAt: snapshot.takenAt,
      upserted: { villas: 0, owners: 0, areas: 0, amenities: 0 },
      deleted: { villas: 0, owners: 0, areas: 0, amenities: 0 },
      skipped: [],
    };
    await this.db.transaction(async (trx) => {
      await trx.raw(`select pg_advisory_xact_lock(${LOCK_SPACE.cmsSync}, 0)`);
      const groups = [
        ['owners', snapshot.owners],
        ['areas', snapshot.areas],
        ['amenities', snapshot.amenities],
        ['villas', snapshot.villas],
      ] as const;
      for (const [table, events] of groups) {
        for (const event of events) {
          try {
            // A savepoint per document: one unreadable villa must not undo the others.
            const applied = await trx.transaction((inner) => applyIn(inner, event, this.ownerAccessEnded));
            if (applied.applied) result.upserted[table] += 1;
          } catch (err) {
            result.skipped.push({ id: event.id, model: event.model, reason: err instanceof Error ? err.message : String(err) });
          }
        }
        // Only rows not newer than the snapshot: something created after it was read stays.
        const keep = new Set(events.map((e) => e.id));
        const stale = (await idsUpdatedNotAfter(trx, table, snapshot.takenAt)).filter((id) => !keep.has(id));
        for (const id of stale) {
          if (table === 'villas') await deleteVilla(trx, id);
          else if (table === 'owners') {
            await deleteOwner(trx, id);
            await this.ownerAccessEnded(trx, id);
          } else await deleteRow(trx, table, id);
        }
        result.deleted[table] = stale.length;
      }
    });
    if (result.skipped.length > 0) this.logger?.warn({ skipped: result.skipped }, 'CMS reconcile skipped documents');
    return result;
  }
}

async function applyIn(trx: Trx, event: CmsEvent, ownerAccessEnded: OwnerAccessEnded): Promise<ApplyResult> {
  if (event.action === 'delete') {
    if (event.model === 'villa') await deleteVilla(trx, event.id);
    else if (event.model === 'owner') {
      await deleteOwner(trx, event.id);
      await ownerAccessEnded(trx, event.id);
    } else await deleteRow(trx, event.model === 'area' ? 'areas' : 'amenities', event.id);
    return { applied: true };
  }
  switch (event.model) {
    case 'villa': {
      if (await isVillaTombstoned(trx, event.id)) return { applied: false, reason: 'deleted' };
      if (!(await currencyExists(trx, event.data.currency))) {
        throw new AppError('UNPROCESSABLE', 'upstream.unknownCurrency', `Unknown currency ${event.data.currency}`, {
          params: { currency: event.data.currency },
          details: [{ path: 'data.currency', message: 'unknown currency', code: 'upstream.unknownCurrency', params: { currency: event.data.currency } }],
        });
      }
      if (event.data.ownerId) await ensureOwnerPlaceholder(trx, event.data.ownerId);
      return (await upsertVilla(trx, event.id, event.updatedAt, event.data)) ? { applied: true } : { applied: false, reason: 'stale' };
    }
    case 'owner': {
      if (!(await upsertOwner(trx, event.id, event.updatedAt, event.data))) return { applied: false, reason: 'stale' };
      // Whoever changed it (the back office, the Strapi admin panel, a reconcile), an owner who is no longer approved is signed out now.
      if (event.data.status !== 'approved') await ownerAccessEnded(trx, event.id);
      return { applied: true };
    }
    case 'area':
      return (await upsertArea(trx, event.id, event.updatedAt, event.data)) ? { applied: true } : { applied: false, reason: 'stale' };
    case 'amenity':
      return (await upsertAmenity(trx, event.id, event.updatedAt, event.data)) ? { applied: true } : { applied: false, reason: 'stale' };
  }
}
