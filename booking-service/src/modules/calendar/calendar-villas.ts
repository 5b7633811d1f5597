import { roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { addDays } from '@islandstay/shared/dates/dates';
import { NightPricer } from '@islandstay/shared/pricing/pricing-engine';
import type { Knex } from '../../db/knex.ts';
import { listSeasonRanges, listVillasByIds } from '../villas/villa-reads.ts';
import { villaIdsInScope } from './calendar.repository.ts';

/** What the calendar shows of a villa, and its pricer. */
export interface CalendarVilla {
  id: string;
  name: string;
  areas: string[];
  isActive: boolean;
  basePrice: number;
  currency: string;
  ownerId: string | null;
  decimalPlaces: number;
  pricer: NightPricer;
}

/**
 * Every villa of the read model (any status, any owner) by name then id, as the calendar shows
 * them, with nightly prices remembered per date range. Held per catalog version: the villas,
 * owners, pricing tables, season ranges and currencies all bump that version in the writing
 * transaction (migration 003), so a snapshot of a version never outlives a change to what it holds.
 * Bookings and blocks are not in it: they are read on every request.
 */
export interface CalendarVillas {
  /** The catalog version read before the rows: the rows are of this version or newer. */
  version: number;
  villas: CalendarVilla[];
  /** Prices of each villa (by position in `villas`) per `from|to`, filled on first need; oldest first. `days`: villas x days of the range. */
  prices: Map<string, { byVilla: (Record<string, number> | undefined)[]; days: number }>;
  /** The sum of `days` over `prices`. */
  cachedDays: number;
}

/**
 * How many villa-days of prices a snapshot keeps: the back office asks for the same few windows
 * over and over (16 ranges of 62 days at 200 villas, 3 at 1,000, the latest only at 5,000); the
 * oldest range goes first.
 */
export const MAX_CACHED_VILLA_DAYS = 200_000;

/** Loads the calendar's villas as of catalog version `version` or later (one consistent read). */
export async function loadCalendarVillas(db: Knex, version: number): Promise<CalendarVillas> {
  const { records, ranges } = await db.transaction(
    async (trx) => {
      const ids = await villaIdsInScope(trx, undefined);
      return { records: await listVillasByIds(trx, ids), ranges: await listSeasonRanges(trx) };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
  return {
    version,
    villas: records.map((v) => ({
      id: v.id,
      name: v.name,
      areas: v.areas,
      isActive: v.isActive,
      basePrice: v.basePrice,
      currency: v.currency,
      ownerId: v.ownerId,
      decimalPlaces: v.pricing.decimalPlaces,
      pricer: new NightPricer(v.pricing, ranges),
    })),
    prices: new Map(),
    cachedDays: 0,
  };
}

/**
 * The final daily-tier price of each date of [from, to) for the villa at `position`: priced
 * once per snapshot and range, then shared by every answer (callers must not change it).
 */
export function rangePrices(snapshot: CalendarVillas, position: number, from: string, to: string, days: readonly string[]): Record<string, number> {
  const key = `${from}|${to}`;
  let byVilla = snapshot.prices.get(key)?.byVilla;
  if (!byVilla) {
    const cost = snapshot.villas.length * days.length;
    for (const [oldest, held] of snapshot.prices) {
      if (snapshot.cachedDays + cost <= MAX_CACHED_VILLA_DAYS) break;
      snapshot.prices.delete(oldest);
      snapshot.cachedDays -= held.days;
    }
    byVilla = new Array(snapshot.villas.length);
    snapshot.prices.set(key, { byVilla, days: cost });
    snapshot.cachedDays += cost;
  }
  let prices = byVilla[position];
  if (!prices) {
    const villa = snapshot.villas[position]!;
    prices = {};
    for (const day of days) prices[day] = roundMoneyNumber(villa.pricer.priceNight(day, 'Daily').price, villa.decimalPlaces);
    byVilla[position] = prices;
  }
  return prices;
}

/** The dates of [from, to), in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}
