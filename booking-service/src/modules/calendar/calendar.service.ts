import { roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { addDays, monthRange } from '@islandstay/shared/dates/dates';
import { NightPricer } from '@islandstay/shared/pricing/pricing-engine';
import type { Knex } from '../../db/knex.ts';
import type { Session } from '../auth/session.service.ts';
import { listBlocksInRange } from '../blocks/block-reads.ts';
import { listBookingsInRange } from '../bookings/booking-reads.ts';
import { ownerScope } from '../auth/scope.ts';
import { listSeasonRanges, listVillasByIds, type VillaRecord } from '../villas/villa-reads.ts';
import { villaIdsInScope } from './calendar.repository.ts';

/**
 * The admin calendar: every villa in the caller's scope with its bookings, blocks and nightly
 * prices over a date range, in one answer (no paging).
 */
export class CalendarService {
  constructor(private readonly db: Knex) {}

  async range(session: Session, from: string, to: string) {
    const ids = await villaIdsInScope(this.db, ownerScope(session));
    const [villas, bookings, blocks, ranges] = await Promise.all([
      listVillasByIds(this.db, ids),
      listBookingsInRange(this.db, ids, from, to),
      listBlocksInRange(this.db, ids, from, to),
      listSeasonRanges(this.db),
    ]);
    return {
      from,
      to,
      villas: villas.map((villa) => ({
        id: villa.id,
        name: villa.name,
        areas: villa.areas,
        isActive: villa.isActive,
        basePrice: villa.basePrice,
        currency: villa.currency,
        bookings: bookings.filter((b) => b.villaId === villa.id),
        blocks: blocks.filter((b) => b.villaId === villa.id),
        prices: nightlyPrices(villa, new NightPricer(villa.pricing, ranges), from, to),
      })),
    };
  }

  /** The original brief's calendar price call (docs/product.md#differences): prices keyed by villa id, then date, for a month. */
  async monthPrices(session: Session, year: number, month: number) {
    const { first, last } = monthRange(year, month);
    const { villas } = await this.range(session, first, addDays(last, 1));
    return { prices: Object.fromEntries(villas.map((v) => [v.id, v.prices])) };
  }
}

function nightlyPrices(villa: VillaRecord, pricer: NightPricer, from: string, to: string): Record<string, number> {
  const prices: Record<string, number> = {};
  for (let day = from; day < to; day = addDays(day, 1)) {
    prices[day] = roundMoneyNumber(pricer.priceNight(day, 'Daily').price, villa.pricing.decimalPlaces);
  }
  return prices;
}
