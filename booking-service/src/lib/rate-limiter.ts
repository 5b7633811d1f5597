import type { Knex } from '../db/knex.ts';
import { AppError } from './app-error.ts';
import { LOCK_SPACE } from '../db/advisory-locks.ts';
import { preparedQuery } from '../db/prepared.ts';

/** A 429 (`common.rateLimited`): how long to wait is in the body, its params and the Retry-After header. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', 'common.rateLimited', message, { params: { retryAfterSeconds }, extra: { retryAfterSeconds } });
}

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts events per bucket and key in Postgres, so a limit holds across instances: one statement
 * (`consume_rate_limit`, migration 031) takes the key's lock, counts the window's events and
 * records this one when there is room, so concurrent calls cannot both slip in. Over the limit:
 * 429 with the seconds until the oldest event leaves the window, and nothing recorded.
 */
export function consumeRateLimit(db: Knex, limit: Limit, key: string, now: Date, message: string): Promise<void> {
  return consumeRateLimits(db, [{ limit, key, message }], now);
}

/**
 * Several limits in order, in one statement (migration 032): the first that refuses answers
 * 429 with its message and stops the rest; those before it keep their event, as separate
 * `consumeRateLimit` calls in that order would.
 *
 * The statement is its own transaction (never a caller's: `preparedQuery` takes a pooled
 * connection), and it commits without waiting for the WAL to reach the disk
 * (`synchronous_commit` off for it alone): the key's lock is held until that commit, and every
 * request of the key queued behind the flush. A crash can forget the last fraction of a second
 * of events, a few requests left uncounted; nothing else is written.
 */
export async function consumeRateLimits(db: Knex, checks: readonly { limit: Limit; key: string; message: string }[], now: Date): Promise<void> {
  const rows = await preparedQuery<{ refused: number; wait_seconds: number }>(
    db,
    'consume-rate-limits',
    `select refused, wait_seconds, set_config('synchronous_commit', 'off', true) as commit_mode
       from consume_rate_limits($1::integer, $2::text[], $3::text[], $4::timestamptz, $5::integer[], $6::integer[])`,
    [LOCK_SPACE.rateLimit, checks.map((c) => c.limit.bucket), checks.map((c) => c.key), now, checks.map((c) => c.limit.windowSeconds), checks.map((c) => c.limit.max)],
  );
  const { refused = 0, wait_seconds: wait = 0 } = rows[0] ?? {};
  const check = checks[refused - 1];
  if (check) throw rateLimited(check.message, wait);
}

/**
 * For limits on failures (staff sign-in): refuses once `max` events are on record in the window,
 * without counting this call; the caller records a failure with `recordRateLimitEvent`.
 */
export async function assertUnderRateLimit(db: Knex, limit: Limit, key: string, now: Date, message: string): Promise<void> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const row = await db('rate_limit_events').where({ bucket: limit.bucket, key }).andWhere('at', '>', since).count({ n: '*' }).min({ oldest: 'at' }).first();
  if (Number(row?.n ?? 0) < limit.max) return;
  const oldest = row?.oldest ? new Date(row.oldest as string | Date).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  throw rateLimited(message, retryAfter);
}

/**
 * Records one event and returns its id (to take it back, see `deleteRateLimitEvents`); the key's
 * events older than the window go at the same time, so a key under attack stays small.
 */
export async function recordRateLimitEvent(db: Knex, limit: Limit, key: string, now: Date): Promise<string> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  await db('rate_limit_events').where({ bucket: limit.bucket, key }).andWhere('at', '<=', since).delete();
  const [row] = await db('rate_limit_events').insert({ bucket: limit.bucket, key, at: now }).returning('id');
  return String(row.id);
}

export async function deleteRateLimitEvents(db: Knex, ids: string[]): Promise<void> {
  if (ids.length > 0) await db('rate_limit_events').whereIn('id', ids).delete();
}

/** Whether `key` has an event of `limit`'s bucket inside its window. */
export async function hasRateLimitEvent(db: Knex, limit: Limit, key: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  return Boolean(await db('rate_limit_events').where({ bucket: limit.bucket, key }).andWhere('at', '>', since).first('id'));
}

export async function clearRateLimit(db: Knex, limit: Limit, key: string): Promise<void> {
  await db('rate_limit_events').where({ bucket: limit.bucket, key }).delete();
}

/**
 * For a loose limit that slows instead of locking: once `max` events are on record in the window,
 * each further try must wait `firstWaitSeconds` after the latest event, twice as long for every
 * event beyond `max`, at most the window. The caller records failures with `recordRateLimitEvent`.
 */
export async function assertBackoffElapsed(db: Knex, limit: Limit, key: string, now: Date, firstWaitSeconds: number, message: string): Promise<void> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const row = await db('rate_limit_events').where({ bucket: limit.bucket, key }).andWhere('at', '>', since).count({ n: '*' }).max({ latest: 'at' }).first();
  const events = Number(row?.n ?? 0);
  if (events < limit.max || !row?.latest) return;
  const waitSeconds = Math.min(limit.windowSeconds, firstWaitSeconds * 2 ** Math.min(30, events - limit.max));
  const readyAt = new Date(row.latest as string | Date).getTime() + waitSeconds * 1000;
  if (now.getTime() >= readyAt) return;
  throw rateLimited(message, Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)));
}
