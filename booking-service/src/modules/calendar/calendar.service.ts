import type { BlockDto } from '@islandstay/shared/blocks/block.schemas';
import type { BookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { addDays, monthRange } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import type { Session } from '../auth/session.service.ts';
import { blocksInRangeFingerprint, blocksInRangeFingerprints, listBlocksInRange } from '../blocks/block-reads.ts';
import { bookingsInRangeFingerprint, bookingsInRangeFingerprints, listBookingsInRange } from '../bookings/booking-reads.ts';
import { ownerScope } from '../auth/scope.ts';
import type { VillaCatalog } from '../villas/villa-catalog.ts';
import { AnswerCache, EncodedAnswer } from './calendar-answers.ts';
import { daysOf, loadCalendarVillas, rangePrices, type CalendarVilla, type CalendarVillas } from './calendar-villas.ts';

/**
 * What the kept answers may hold (calendar-answers.ts), their text and its villas' parts: a 62-day
 * range is about 1.2 MB of text at 200 villas, 6 MB at 1,000.
 */
const MAX_KEPT_ANSWER_BYTES = 64 * 1024 * 1024;

/** A villa in the caller's scope, and its position in the snapshot (its prices' index). */
interface ScopedVilla {
  villa: CalendarVilla;
  position: number;
}

/** An answer kept for the next request of the same caller scope and range. */
interface KeptAnswer {
  /** The catalog version of the snapshot it was made from. */
  version: number;
  /** The fingerprint of its bookings and blocks (`bookingsInRangeFingerprint`, `blocksInRangeFingerprint`), and each villa's. */
  fingerprint: string;
  villaFingerprints: Map<string, string>;
  /** Each villa's part of the text, in the answer's order. */
  parts: string[];
  answer: EncodedAnswer;
  /** What it holds: the text and its parts. */
  bytes: number;
}

type RangeRead = ReturnType<CalendarService['read']>;

/**
 * The admin calendar: every villa in the caller's scope with its bookings, blocks and nightly
 * prices over a date range, in one answer (no paging).
 *
 * The villas and their prices come from a snapshot held per catalog version (calendar-villas.ts),
 * so a request reads only the catalog version, the bookings and the blocks, all three at once;
 * when the version has moved past the snapshot, the snapshot is reloaded and the bookings and
 * blocks read again for its villas.
 *
 * The answer as sent (`rangeAnswer`) is also kept, per caller scope and range, with the version
 * of the snapshot it was made from and the fingerprint of its bookings and blocks: a request whose
 * catalog version and fingerprint are those of a kept answer gets its bytes again, compressed
 * forms included, instead of reading the rows, writing the JSON and compressing it once more.
 */
export class CalendarService {
  private snapshot?: CalendarVillas;
  private loading?: Promise<CalendarVillas>;
  private readonly answers = new AnswerCache<KeptAnswer>(MAX_KEPT_ANSWER_BYTES);

  constructor(
    private readonly db: Knex,
    private readonly catalog: VillaCatalog,
  ) {}

  async range(session: Session, from: string, to: string) {
    const ownerId = ownerScope(session);
    let snapshot = this.snapshot;
    let read = snapshot && this.read(snapshot, ownerId, from, to);
    // Awaited below, or superseded: a failure meanwhile is not an unhandled rejection.
    read?.catch(() => undefined);
    const version = await this.catalog.version();
    if (!snapshot || !read || snapshot.version < version) {
      snapshot = await this.at(version);
      read = this.read(snapshot, ownerId, from, to);
    }
    return compose(snapshot, await read, from, to);
  }

  /**
   * The answer of `range`, as the JSON text the route sends, with its compressed forms. Kept per
   * caller scope and range: while the catalog version and the fingerprint of the range's bookings
   * and blocks (read beside the version) are those it was made with, the same object is the
   * answer. Otherwise a new one is made, in which only the villas whose own fingerprint moved are
   * read and written again.
   */
  async rangeAnswer(session: Session, from: string, to: string): Promise<EncodedAnswer> {
    const ownerId = ownerScope(session);
    let snapshot = this.snapshot;
    let fingerprint = snapshot && this.fingerprint(snapshot, ownerId, from, to);
    // Awaited below, or superseded: a failure meanwhile is not an unhandled rejection.
    fingerprint?.catch(() => undefined);
    const version = await this.catalog.version();
    if (!snapshot || !fingerprint || snapshot.version < version) {
      snapshot = await this.at(version);
      fingerprint = this.fingerprint(snapshot, ownerId, from, to);
    }
    const rows = await fingerprint;
    const key = `${ownerId ?? '*'}|${from}|${to}`;
    const kept = this.answers.get(key);
    if (kept && kept.version === snapshot.version && kept.fingerprint === rows) return kept.answer;
    const made = await this.make(snapshot, ownerId, from, to, kept?.version === snapshot.version ? kept : undefined);
    this.answers.set(key, made);
    return made.answer;
  }

  /**
   * A new answer of the range. The fingerprints and the rows are read in one transaction, so
   * what is kept is exactly what was read (a fingerprint read apart from its rows could name rows
   * a later write made and a still later delete undid). A villa whose own fingerprint is the
   * one in `earlier` (same snapshot, scope and range) keeps its part of the text.
   */
  private async make(snapshot: CalendarVillas, ownerId: string | undefined, from: string, to: string, earlier: KeptAnswer | undefined): Promise<KeptAnswer> {
    const villas = inScope(snapshot, ownerId);
    const { fingerprint, villaFingerprints, changed, bookings, blocks } = await this.db.transaction(
      async (trx) => {
        const scope = scopeIds(snapshot, ownerId);
        const ofBookings = await bookingsInRangeFingerprints(trx, scope, from, to);
        const ofBlocks = await blocksInRangeFingerprints(trx, scope, from, to);
        const villaFingerprints = new Map(villas.map(({ villa }) => [villa.id, `${ofBookings.byVilla.get(villa.id) ?? ''}|${ofBlocks.byVilla.get(villa.id) ?? ''}`]));
        const changed = new Set(villas.filter(({ villa }) => earlier?.villaFingerprints.get(villa.id) !== villaFingerprints.get(villa.id)).map(({ villa }) => villa.id));
        const ids = [...changed];
        return {
          fingerprint: `${ofBookings.all}|${ofBlocks.all}`,
          villaFingerprints,
          changed,
          bookings: await listBookingsInRange(trx, ids, from, to),
          blocks: await listBlocksInRange(trx, ids, from, to),
        };
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
    const bookingsOf = byVilla(bookings);
    const blocksOf = byVilla(blocks);
    const days = daysOf(from, to);
    const parts = villas.map((v, i) => (!earlier || changed.has(v.villa.id) ? JSON.stringify(villaAnswer(snapshot, v, bookingsOf, blocksOf, from, to, days)) : (earlier.parts[i] as string)));
    // What JSON.stringify makes of the whole answer (compose), written from its villas' parts.
    const answer = new EncodedAnswer(`{"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},"villas":[${parts.join(',')}]}`);
    return { version: snapshot.version, fingerprint, villaFingerprints, parts, answer, bytes: answer.bytes * 2 };
  }

  /** The fingerprint of the caller's bookings and blocks in range, from the pool, as `make` writes it. */
  private async fingerprint(snapshot: CalendarVillas, ownerId: string | undefined, from: string, to: string): Promise<string> {
    const scope = scopeIds(snapshot, ownerId);
    const [ofBookings, ofBlocks] = await Promise.all([bookingsInRangeFingerprint(this.db, scope, from, to), blocksInRangeFingerprint(this.db, scope, from, to)]);
    return `${ofBookings}|${ofBlocks}`;
  }

  /** The original brief's calendar price call (docs/product.md#differences): prices keyed by villa id, then date, for a month. */
  async monthPrices(session: Session, year: number, month: number) {
    const { first, last } = monthRange(year, month);
    const { villas } = await this.range(session, first, addDays(last, 1));
    return { prices: Object.fromEntries(villas.map((v) => [v.id, v.prices])) };
  }

  /** The villas in scope (in the snapshot's name order) with their bookings and blocks in range. */
  private async read(snapshot: CalendarVillas, ownerId: string | undefined, from: string, to: string) {
    const villas = inScope(snapshot, ownerId);
    const ids = villas.map((v) => v.villa.id);
    const [bookings, blocks] = await Promise.all([listBookingsInRange(this.db, ids, from, to), listBlocksInRange(this.db, ids, from, to)]);
    return { villas, bookings, blocks };
  }

  /** The snapshot of at least `version`, loaded once however many requests ask at the same time. */
  private async at(version: number): Promise<CalendarVillas> {
    if (this.snapshot && this.snapshot.version >= version) return this.snapshot;
    if (!this.loading) {
      this.loading = this.load(version).finally(() => {
        this.loading = undefined;
      });
    }
    const loaded = await this.loading;
    return loaded.version >= version ? loaded : this.at(version);
  }

  /** `version` was read before this load started, so the rows are at least as new as the version they are held under. */
  private async load(version: number): Promise<CalendarVillas> {
    const loaded = await loadCalendarVillas(this.db, version);
    if (!this.snapshot || this.snapshot.version <= loaded.version) this.snapshot = loaded;
    return loaded;
  }
}

/** The villas of the caller's scope (all for the admin, an owner's own), in the snapshot's order. */
function inScope(snapshot: CalendarVillas, ownerId: string | undefined): ScopedVilla[] {
  const villas: ScopedVilla[] = [];
  snapshot.villas.forEach((villa, position) => {
    if (ownerId === undefined || villa.ownerId === ownerId) villas.push({ villa, position });
  });
  return villas;
}

/** Whose rows a fingerprint covers: every villa's for the admin (undefined), an owner's villas' for an owner. */
function scopeIds(snapshot: CalendarVillas, ownerId: string | undefined): string[] | undefined {
  return ownerId === undefined ? undefined : inScope(snapshot, ownerId).map((v) => v.villa.id);
}

/** The answer of a range: the villas read, each with its bookings, blocks and nightly prices. */
function compose(snapshot: CalendarVillas, { villas, bookings, blocks }: Awaited<RangeRead>, from: string, to: string) {
  const bookingsOf = byVilla(bookings);
  const blocksOf = byVilla(blocks);
  const days = daysOf(from, to);
  return { from, to, villas: villas.map((v) => villaAnswer(snapshot, v, bookingsOf, blocksOf, from, to, days)) };
}

/** One villa of an answer. */
function villaAnswer(
  snapshot: CalendarVillas,
  { villa, position }: ScopedVilla,
  bookingsOf: Map<string, BookingDto[]>,
  blocksOf: Map<string, BlockDto[]>,
  from: string,
  to: string,
  days: readonly string[],
) {
  return {
    id: villa.id,
    name: villa.name,
    areas: villa.areas,
    isActive: villa.isActive,
    basePrice: villa.basePrice,
    currency: villa.currency,
    bookings: bookingsOf.get(villa.id) ?? [],
    blocks: blocksOf.get(villa.id) ?? [],
    prices: rangePrices(snapshot, position, from, to, days),
  };
}

/** Rows grouped by villa id, each group in the order given. */
function byVilla<T extends BookingDto | BlockDto>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.villaId);
    if (group) group.push(row);
    else groups.set(row.villaId, [row]);
  }
  return groups;
}
