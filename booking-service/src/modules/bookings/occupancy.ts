import type { Knex } from '../../db/knex.ts';
import { addDays, fromUtcMs, toUtcMs } from '@islandstay/shared/dates/dates';
import type { OccupiedRange } from '@islandstay/shared/pricing/stay-rules';
import { ReadAfterNow } from '../../lib/read-after-now.ts';
import { HeldDayBits } from './held-day-bits.ts';
import { HELD_BY_BOOKING, pruneOccupancyChanges, readAllOccupancy, readOccupancyChanges, type AlongsideRead, type OccupancyChange } from './occupancy.repository.ts';

/**
 * Which villas are free for a stay, answered in memory: the bookings module's rule (a booking
 * that is not cancelled, or a block, holds the nights `[start, end)`) applied to an index of
 * every villa's held nights, which each instance keeps current from the change log that
 * migration 015's triggers write in every booking and block writer's own transaction.
 *
 * `fresh()` answers once a read of the log that started after the call has finished, so any
 * booking or block committed before a search began is in the answer (the exclusion constraint
 * and the villa's lock still decide at booking time). Concurrent callers share that read.
 */

const DAY_MS = 86_400_000;
/** Spans ending this many days before the earliest day asked about are not held. */
const HORIZON_MARGIN_DAYS = 1;
/** How long the change log keeps a row, and how often an instance prunes it. */
const KEEP_CHANGES_MINUTES = 60;
const PRUNE_EVERY_MS = 10 * 60_000;
/** The held-night bits start again from the day asked about once it is this many days past their first. */
const REBASE_BITS_AFTER_DAYS = 64;

const dayNumber = (date: string) => Math.round(toUtcMs(date) / DAY_MS);

/** One villa's held nights, as two views of the same bookings and blocks. */
interface VillaHeld {
  /** Sorted, disjoint `[start, end)` day pairs (touching and overlapping spans merged), flattened: is a stay free. */
  merged: Int32Array;
  /** Every booking and block as `start, end, kind` triples ordered by start, flattened: what holds a stay, what touches it. */
  spans: Int32Array;
}

/** A villa's `start,end,kind,...` text (occupancy.repository.ts) as the index holds it. */
function villaHeld(text: string): VillaHeld {
  const spans = Int32Array.from(text.split(','), Number);
  const pairs: [number, number][] = [];
  for (let i = 0; i + 2 < spans.length; i += 3) pairs.push([spans[i] as number, spans[i + 1] as number]);
  // Blocks may overlap one another and a booking; the text is ordered by start already.
  pairs.sort((a, b) => a[0] - b[0]);
  const merged: number[] = [];
  for (const [start, end] of pairs) {
    const last = merged.length - 1;
    if (last > 0 && start <= (merged[last] as number)) merged[last] = Math.max(merged[last] as number, end);
    else merged.push(start, end);
  }
  return { merged: Int32Array.from(merged), spans };
}

/** Every villa's held nights as bits from `firstDay` on. */
function heldBits(held: ReadonlyMap<string, VillaHeld>, firstDay: number): HeldDayBits {
  const bits = new HeldDayBits(firstDay);
  for (const [villaId, { merged }] of held) bits.set(villaId, merged);
  return bits;
}

/** Whether sorted, disjoint spans leave every night of `[checkIn, checkOut)` free. */
function spansLeaveFree(spans: Int32Array, checkIn: number, checkOut: number): boolean {
  // The last span starting before check-out is the only one that can reach past check-in.
  let lo = 0;
  let hi = spans.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((spans[mid * 2] as number) < checkOut) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 || (spans[(lo - 1) * 2 + 1] as number) <= checkIn;
}

/** What holds a night of a stay, and what touches its ends, as the database would say it. */
export interface StayNeighbourhood {
  /** A booking holding a night of the stay, else a block holding one; undefined when every night is free. */
  heldBy?: 'booking' | 'block';
  /** That booking's or block's nights (the earliest starting, as `findOccupancy` picks it). */
  held?: OccupiedRange;
  /** The bookings and blocks ending on the stay's check-in day or starting on its check-out day. */
  touching: OccupiedRange[];
}

const dayText = (day: number) => fromUtcMs(day * DAY_MS);

/** `listTouchingRanges` and `findOccupancy`'s kind, from a villa's triples (few: a scan up to check-out). */
function neighbourhoodOf(spans: Int32Array, checkIn: number, checkOut: number): StayNeighbourhood {
  const touching: OccupiedRange[] = [];
  let heldBy: StayNeighbourhood['heldBy'];
  let heldAt = -1;
  for (let i = 0; i + 2 < spans.length; i += 3) {
    const start = spans[i] as number;
    if (start > checkOut) break;
    const end = spans[i + 1] as number;
    if (end === checkIn || start === checkOut) touching.push({ checkIn: dayText(start), checkOut: dayText(end) });
    else if (start < checkOut && end > checkIn && heldBy !== 'booking') {
      // The triples are in start order: the first booking found, else the first block.
      heldBy = spans[i + 2] === HELD_BY_BOOKING ? 'booking' : 'block';
      if (heldAt < 0 || heldBy === 'booking') heldAt = i;
    }
  }
  if (!heldBy) return { touching };
  return { heldBy, held: { checkIn: dayText(spans[heldAt] as number), checkOut: dayText(spans[heldAt + 1] as number) }, touching };
}

/** The index as of one read of the log. */
export interface OccupancyView {
  /** Whether no booking or block holds a night of `[checkIn, checkOut)` of a villa, asked per villa. */
  freeFor(stay: { checkIn: string; checkOut: string }): (villaId: string) => boolean;
  /**
   * `freeFor` asked by position in a list of villa ids (a catalog snapshot's, the same array each
   * time: each id's row is found once per list), from the held-night bits.
   */
  freeAmong(stay: { checkIn: string; checkOut: string }, ids: readonly string[]): (k: number) => boolean;
  /** Whether a booking or a block holds a night of the stay, and which of them touch its ends. */
  neighbourhood(villaId: string, stay: { checkIn: string; checkOut: string }): StayNeighbourhood;
  /** The index's `alongside` query as of the same statement as this view's read (null without one). */
  alongside: string | null;
}

export interface OccupancyIndexOptions {
  /** A failed prune is tried again at the next interval; the log only grows meanwhile. */
  onPruneError?: (err: unknown) => void;
  /** Read in every read's statement, its value given with the view (`OccupancyView.alongside`). */
  alongside?: AlongsideRead;
}

export class OccupancyIndex {
  private held = new Map<string, VillaHeld>();
  /** `held`'s merged spans as bits (held-day-bits.ts), from the day before the earliest asked about. */
  private bits = new HeldDayBits(0);
  /** Days from this one on are held (undefined: nothing loaded yet). */
  private horizon?: string;
  /** Change-log rows are asked for from this transaction on (see migration 015). */
  private since = 0n;
  /** Rows from `since` on already applied, by number, with their transaction. */
  private applied = new Map<string, bigint>();
  /** The earliest day a caller waiting for the next read asked about. */
  private wanted?: string;
  /** The `alongside` query's value from the last read. */
  private alongside: string | null = null;
  private readonly reads = new ReadAfterNow(() => this.read());
  private lastPrune = Date.now();

  constructor(
    private readonly db: Knex,
    private readonly options: OccupancyIndexOptions = {},
  ) {}

  /**
   * The occupancy as of a read of the log that started after this call, holding every day from
   * `from` on (the earliest check-in the caller will ask about).
   */
  async fresh(from: string): Promise<OccupancyView> {
    do {
      if (this.wanted === undefined || from < this.wanted) this.wanted = from;
      await this.reads.get();
      // A clock moved back while the read was under way: read again, holding more days.
    } while (this.horizon === undefined || from < this.horizon);
    if (dayNumber(from) - this.bits.firstDay > REBASE_BITS_AFTER_DAYS) this.bits = heldBits(this.held, dayNumber(from) - HORIZON_MARGIN_DAYS);
    return this.view();
  }

  /** The occupancy as last read, with no read of its own (undefined when it does not hold `from` yet): a hint, never an answer. */
  lastRead(from: string): OccupancyView | undefined {
    return this.horizon !== undefined && from >= this.horizon ? this.view() : undefined;
  }

  private view(): OccupancyView {
    const byVilla = this.held;
    const bits = this.bits;
    const alongside = this.alongside;
    const freeFor = (stay: { checkIn: string; checkOut: string }) => {
      const checkIn = dayNumber(stay.checkIn);
      const checkOut = dayNumber(stay.checkOut);
      return (villaId: string) => {
        const held = byVilla.get(villaId);
        return !held || spansLeaveFree(held.merged, checkIn, checkOut);
      };
    };
    return {
      freeFor,
      freeAmong: (stay, ids) => {
        const free = bits.freeAmong(ids, dayNumber(stay.checkIn), dayNumber(stay.checkOut));
        if (free) return free;
        // A night outside the bits' days (over 14 months ahead, or before their first): the spans answer.
        const freeAt = freeFor(stay);
        return (k) => freeAt(ids[k] as string);
      },
      neighbourhood: (villaId, stay) => {
        const held = byVilla.get(villaId);
        return held ? neighbourhoodOf(held.spans, dayNumber(stay.checkIn), dayNumber(stay.checkOut)) : { touching: [] };
      },
      alongside,
    };
  }

  private async read(): Promise<void> {
    const from = this.wanted;
    this.wanted = undefined;
    if (from !== undefined && (this.horizon === undefined || from < this.horizon)) return this.reload(addDays(from, -HORIZON_MARGIN_DAYS));
    if (this.horizon === undefined) return; // nothing asked for yet
    const read = await readOccupancyChanges(this.db, this.horizon, this.since, [...this.applied.keys()], this.options.alongside);
    // A row this instance needed may have been pruned, or a table was truncated: reload whole.
    if (this.since <= read.prunedThrough || read.changes.some((c) => c.villaId === null)) return this.reload(this.horizon);
    for (const change of read.changes) {
      if (change.villaId === null) continue;
      const text = read.spans.get(change.villaId);
      const held = text ? villaHeld(text) : undefined;
      if (held) this.held.set(change.villaId, held);
      else this.held.delete(change.villaId);
      this.bits.set(change.villaId, held?.merged);
    }
    this.alongside = read.alongside;
    this.advance(read.xmin, read.changes);
    this.pruneNowAndThen();
  }

  private async reload(horizon: string): Promise<void> {
    const read = await readAllOccupancy(this.db, horizon, this.options.alongside);
    const held = new Map<string, VillaHeld>();
    for (const [villaId, text] of read.spans) held.set(villaId, villaHeld(text));
    this.held = held;
    this.bits = heldBits(held, dayNumber(horizon));
    this.horizon = horizon;
    this.since = read.xmin;
    this.applied.clear();
    this.alongside = read.alongside;
    this.advance(read.xmin, read.changes);
  }

  /** Rows below the new xmin will never be returned again; those at or above it are skipped by number. */
  private advance(xmin: bigint, changes: OccupancyChange[]): void {
    for (const change of changes) this.applied.set(change.seq, change.xid);
    if (xmin > this.since) this.since = xmin;
    for (const [seq, xid] of this.applied) if (xid < this.since) this.applied.delete(seq);
  }

  private pruneNowAndThen(): void {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    pruneOccupancyChanges(this.db, KEEP_CHANGES_MINUTES).catch(this.options.onPruneError ?? (() => undefined));
  }
}
