import type { FeedConflict, FeedDto } from '@islandstay/shared/calendar-sync/calendar-sync.schemas';
import type { Knex } from '../../db/knex.ts';
import { preparedQuery } from '../../db/prepared.ts';

type Db = Knex | Knex.Transaction;

export interface FeedRow {
  id: string;
  villa_id: string;
  name: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  last_synced_at: Date | null;
  last_status: FeedDto['lastStatus'];
  last_error: string | null;
  last_success_at: Date | null;
  stale_notified_at: Date | null;
  event_count: number;
  conflicts: FeedConflict[];
  next_poll_at: Date;
  lease_until: Date | null;
  created_at: Date;
}

export function toFeedDto(row: FeedRow, blockedRanges: number, stale: boolean): FeedDto {
  return {
    id: row.id,
    villaId: row.villa_id,
    name: row.name,
    url: row.url,
    lastSyncedAt: row.last_synced_at?.toISOString() ?? null,
    lastStatus: row.last_status,
    lastError: row.last_error,
    lastSuccessAt: row.last_success_at?.toISOString() ?? null,
    stale,
    eventCount: row.event_count,
    blockedRanges,
    conflicts: row.conflicts,
    nextPollAt: row.next_poll_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  };
}

export async function findExportToken(db: Db, villaId: string): Promise<string | undefined> {
  return (await db('ical_exports').where({ villa_id: villaId }).first('token'))?.token;
}

export async function saveExportToken(db: Db, villaId: string, token: string): Promise<void> {
  await db('ical_exports').insert({ villa_id: villaId, token }).onConflict('villa_id').merge(['token']);
}

/** The blocks the export lists: manual ones, never imported events (no echo between channels). */
export async function exportedBlocks(db: Db, villaId: string, from: string): Promise<{ id: string; start: string; end: string }[]> {
  const blocks = await db('availability_blocks')
    .where({ villa_id: villaId })
    .whereNot({ kind: 'import' })
    .andWhere('end_date', '>=', from)
    .orderBy('start_date')
    .select('id', 'start_date', 'end_date');
  return blocks.map((b: Record<string, string>) => ({ id: b.id!, start: b.start_date!, end: b.end_date! }));
}

export async function listFeeds(db: Db, villaId: string): Promise<FeedRow[]> {
  return db('ical_feeds').where({ villa_id: villaId }).orderBy('created_at');
}

export async function findFeed(db: Db, villaId: string, feedId: string): Promise<FeedRow | undefined> {
  return db('ical_feeds').where({ id: feedId, villa_id: villaId }).first();
}

export async function insertFeed(db: Db, f: { villaId: string; url: string; name: string; now: Date }): Promise<FeedRow> {
  const [row] = await db('ical_feeds').insert({ villa_id: f.villaId, url: f.url, name: f.name, next_poll_at: f.now, created_at: f.now }).returning('*');
  return row as FeedRow;
}

export async function deleteFeed(trx: Knex.Transaction, feedId: string): Promise<void> {
  await trx('availability_blocks').where({ kind: 'import', source_id: feedId }).delete();
  await trx('ical_feeds').where({ id: feedId }).delete();
}

export async function countImportedBlocks(db: Db, feedIds: string[]): Promise<Map<string, number>> {
  if (feedIds.length === 0) return new Map();
  const rows = await db('availability_blocks').where({ kind: 'import' }).whereIn('source_id', feedIds).groupBy('source_id').select('source_id').count({ n: '*' });
  return new Map(rows.map((r: Record<string, unknown>) => [r.source_id as string, Number(r.n)]));
}

/**
 * Claims feeds for one poll each: due ones (or exactly `feedId`), not leased by another poll.
 * Rows another instance is claiming are skipped (SKIP LOCKED), so a feed is polled once at a time.
 */
export async function claimFeeds(db: Knex, now: Date, leaseMs: number, options: { limit: number; feedId?: string }): Promise<FeedRow[]> {
  const result = await db.raw(
    `update ical_feeds set lease_until = ?
      where id in (
        select id from ical_feeds
         where (lease_until is null or lease_until <= ?)
           and ${options.feedId ? 'id = ?' : 'next_poll_at <= ?'}
         order by next_poll_at
         limit ?
         for update skip locked)
      returning *`,
    [new Date(now.getTime() + leaseMs), now, options.feedId ?? now, options.limit],
  );
  return result.rows as FeedRow[];
}

/**
 * Claims the villa's feeds last read before `fetchedBefore` (or never) that no poll holds, for a
 * read just before a booking.
 */
export async function claimVillaFeedsReadBefore(db: Knex, villaId: string, fetchedBefore: Date, now: Date, leaseMs: number): Promise<FeedRow[]> {
  const result = await db.raw(
    `update ical_feeds set lease_until = ?
      where id in (
        select id from ical_feeds
         where villa_id = ?
           and (lease_until is null or lease_until <= ?)
           and (last_synced_at is null or last_synced_at < ?)
         for update skip locked)
      returning *`,
    [new Date(now.getTime() + leaseMs), villaId, now, fetchedBefore],
  );
  return result.rows as FeedRow[];
}

/** Of `feedIds`, those a poll holds right now that were last read before `fetchedBefore` (or never). */
export async function feedsStillBeingRead(db: Knex, feedIds: string[], fetchedBefore: Date, now: Date): Promise<string[]> {
  if (feedIds.length === 0) return [];
  const rows = await db('ical_feeds')
    .whereIn('id', feedIds)
    .andWhere('lease_until', '>', now)
    .andWhere((q) => q.whereNull('last_synced_at').orWhere('last_synced_at', '<', fetchedBefore))
    .select('id');
  return rows.map((r: { id: string }) => r.id);
}

/** The villa's feeds last read before `fetchedBefore` (or never), whoever holds them. */
/** Every villa with an import feed. */
export async function villasWithFeeds(db: Knex): Promise<Set<string>> {
  const rows = (await db('ical_feeds').distinct('villa_id')) as { villa_id: string }[];
  return new Set(rows.map((r) => r.villa_id));
}

export async function villaFeedsReadBefore(db: Knex, villaId: string, fetchedBefore: Date): Promise<string[]> {
  // Every booking asks (CalendarSyncService.refreshBeforeBooking): a prepared statement.
  const rows = await preparedQuery<{ id: string }>(db, 'villa-feeds-read-before', 'select id from ical_feeds where villa_id = $1 and (last_synced_at is null or last_synced_at < $2)', [
    villaId,
    fetchedBefore,
  ]);
  return rows.map((r) => r.id);
}

/**
 * Feeds with no good read since `goodBefore` whose owner has not been told yet, locked for this
 * transaction (another instance skips them), with what the email needs.
 */
/** Stale feeds whose owner has not been told yet (only `feedId` when given), locked for this transaction. */
export async function lockStaleFeedsToNotify(trx: Knex.Transaction, goodBefore: Date, limit: number, feedId?: string): Promise<FeedRow[]> {
  const result = await trx.raw(
    `select * from ical_feeds
      where stale_notified_at is null
        and coalesce(last_success_at, created_at) < ?
        ${feedId ? 'and id = ?' : ''}
      order by created_at
      limit ?
      for update skip locked`,
    feedId ? [goodBefore, feedId, limit] : [goodBefore, limit],
  );
  return result.rows as FeedRow[];
}

export async function markStaleNotified(trx: Knex.Transaction, feedId: string, now: Date): Promise<void> {
  await trx('ical_feeds').where({ id: feedId }).update({ stale_notified_at: now });
}

export async function importedBlocks(trx: Knex.Transaction, feedId: string): Promise<{ id: string; external_uid: string; start_date: string; end_date: string; note: string | null }[]> {
  return trx('availability_blocks').where({ kind: 'import', source_id: feedId }).select('id', 'external_uid', 'start_date', 'end_date', 'note');
}

export async function upsertImportedBlock(trx: Knex.Transaction, b: { villaId: string; feedId: string; uid: string; start: string; end: string; note: string }): Promise<void> {
  await trx.raw(
    `insert into availability_blocks (villa_id, start_date, end_date, kind, note, source_id, external_uid)
     values (?, ?, ?, 'import', ?, ?, ?)
     on conflict (source_id, external_uid) where kind = 'import'
     do update set start_date = excluded.start_date, end_date = excluded.end_date, note = excluded.note`,
    [b.villaId, b.start, b.end, b.note, b.feedId, b.uid],
  );
}

export async function deleteImportedBlocks(trx: Knex.Transaction, ids: string[]): Promise<void> {
  if (ids.length > 0) await trx('availability_blocks').whereIn('id', ids).delete();
}

/** Records a poll's outcome; a good read (200 or 304) also ends a stale episode. */
export async function finishPoll(
  db: Db,
  feedId: string,
  f: { status: FeedDto['lastStatus']; error: string | null; etag?: string | null; lastModified?: string | null; eventCount?: number; conflicts?: FeedConflict[]; now: Date; nextPollAt: Date },
): Promise<void> {
  const good = f.status === 'ok' || f.status === 'not_modified';
  await db('ical_feeds')
    .where({ id: feedId })
    .update({
      ...(good ? { last_success_at: f.now, stale_notified_at: null } : {}),
      last_status: f.status,
      last_error: f.error,
      last_synced_at: f.now,
      next_poll_at: f.nextPollAt,
      lease_until: null,
      ...(f.etag !== undefined ? { etag: f.etag } : {}),
      ...(f.lastModified !== undefined ? { last_modified: f.lastModified } : {}),
      ...(f.eventCount !== undefined ? { event_count: f.eventCount } : {}),
      ...(f.conflicts !== undefined ? { conflicts: JSON.stringify(f.conflicts) } : {}),
    });
}

export async function villaOwnerContact(db: Db, villaId: string): Promise<{ villaName: string; ownerName: string | null; ownerEmail: string | null } | undefined> {
  const row = await db('villas as v').leftJoin('owners as o', 'o.id', 'v.owner_id').where('v.id', villaId).first('v.name as villa_name', 'o.name as owner_name', 'o.email as owner_email');
  return row ? { villaName: row.villa_name, ownerName: row.owner_name, ownerEmail: row.owner_email } : undefined;
}
