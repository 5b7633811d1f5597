import type { BlockDto } from '@islandstay/shared/blocks/block.schemas';
import type { BookingDto } from '@islandstay/shared/bookings/booking.schemas';
import { addDays, monthRange } from '@islandstay/shared/dates/dates';
import type { Knex } from '../../db/knex.ts';
import type { Session } from '../auth/session.service.ts';
import { listBlocksInRange } from '../blocks/block-reads.ts';
import { listBookingsInRange } from '../bookings/booking-reads.ts';
import { ownerScope } from '../auth/scope.ts';
import type { VillaCatalog } from '../villas/villa-catalog.ts';
import { daysOf, loadCalendarVillas, rangePrices, type CalendarVilla, type CalendarVillas } from './calendar-villas.ts';

/**
 * The admin calendar: every villa in the caller's scope with its bookings, blocks and nightly
 * prices over a date range, in one answer (no paging).
 *
 * The villas and their prices come from a snapshot held per catalog version (calendar-villas.ts),
 * so a request reads only the catalog version, the bookings and the blocks, all three at once;
 * when the version has moved past the snapshot, the snapshot is reloaded and the bookings and
 * blocks read again for its villas.
 */
export class CalendarService {
  private snapshot?: CalendarVillas;
  private loading?: Promise<CalendarVillas>;

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
    const { villas, bookings, blocks } = await read;
    const bookingsOf = byVilla(bookings);
    const blocksOf = byVilla(blocks);
    const days = daysOf(from, to);
    return {
      from,
      to,
      villas: villas.map(({ villa, position }) => ({
        id: villa.id,
        name: villa.name,
        areas: villa.areas,
        isActive: villa.isActive,
        basePrice: villa.basePrice,
        currency: villa.currency,
        bookings: bookingsOf.get(villa.id) ?? [],
        blocks: blocksOf.get(villa.id) ?? [],
        prices: rangePrices(snapshot, position, from, to, days),
      })),
    };
  }

  /** The original brief's calendar price call (docs/product.md#differences): prices keyed by villa id, then date, for a month. */
  async monthPrices(session: Session, year: number, month: number) {
    const { first, last } = monthRange(year, month);
    const { villas } = await this.range(session, first, addDays(last, 1));
    return { prices: Object.fromEntries(villas.map((v) => [v.id, v.prices])) };
  }

  /** The villas in scope (in the snapshot's name order) with their bookings and blocks in range. */
  private async read(snapshot: CalendarVillas, ownerId: string | undefined, from: string, to: string) {
    const villas: { villa: CalendarVilla; position: number }[] = [];
    snapshot.villas.forEach((villa, position) => {
      if (ownerId === undefined || villa.ownerId === ownerId) villas.push({ villa, position });
    });
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
