import type { PricingRulesInput, SaveSeasonsRequest } from '@islandstay/shared/pricing/pricing-admin.schemas';
import { roundMoneyNumber } from '@islandstay/shared/currency/currency';
import { addDays, isWeekendNight, monthRange } from '@islandstay/shared/dates/dates';
import { NightPricer } from '@islandstay/shared/pricing/pricing-engine';
import type { Knex } from '../../db/knex.ts';
import type { Session } from '../auth/session.service.ts';
import { villaInScope } from '../auth/scope.ts';
import { listSeasonRanges, seasonDto, seasonRatesDto } from '../villas/villa-reads.ts';
import { listSeasonRangesFull, replaceSeasonRanges, replaceSeasonRates, replaceSeasons, savePricingRules, setMaxDiscount, type SeasonRangeRow } from './villa-pricing.repository.ts';

/**
 * The back office's pricing screens: a villa's seasons, rules, season-type rates and price
 * calendar (owners: their own villas only, 404 otherwise), and the global season ranges.
 */
export class VillaPricingService {
  constructor(private readonly db: Knex) {}

  async rules(session: Session, villaId: string) {
    const villa = await villaInScope(this.db, session, villaId);
    return { villaId: villa.id, villaName: villa.name, basePrice: villa.basePrice, currency: villa.currency, pricingRules: villa.pricing.rules };
  }

  async saveRules(session: Session, villaId: string, rules: PricingRulesInput) {
    await this.db.transaction(async (trx) => {
      await villaInScope(trx, session, villaId);
      await savePricingRules(trx, villaId, rules);
    });
    return { ...(await this.rules(session, villaId)), message: 'Pricing rules updated successfully!' };
  }

  /** Seasons, season-type rates and maxDiscount of one villa (the season pricing modal). */
  async pricing(session: Session, villaId: string) {
    const villa = await villaInScope(this.db, session, villaId);
    return {
      villaId: villa.id,
      currency: villa.currency,
      basePrice: villa.basePrice,
      seasons: villa.pricing.seasons.map(seasonDto),
      seasonRates: seasonRatesDto(villa.pricing.seasonRates),
      maxDiscount: villa.pricing.rules.maxDiscount,
    };
  }

  async saveSeasons(session: Session, request: SaveSeasonsRequest) {
    await this.db.transaction(async (trx) => {
      await villaInScope(trx, session, request.villaId);
      await replaceSeasons(trx, request.villaId, request.seasons);
    });
    return this.pricing(session, request.villaId);
  }

  async saveSeasonRates(
    session: Session,
    villaId: string,
    rates: { low?: { daily: number; weekly: number; monthly: number }; high?: { daily: number; weekly: number; monthly: number }; maxDiscount?: number },
  ) {
    await this.db.transaction(async (trx) => {
      await villaInScope(trx, session, villaId);
      await replaceSeasonRates(trx, villaId, rates);
      if (rates.maxDiscount !== undefined) await setMaxDiscount(trx, villaId, rates.maxDiscount);
    });
    return this.pricing(session, villaId);
  }

  /** Each day's final (daily-tier) price and the rules that made it, tag before the colon. */
  async priceCalendar(session: Session, villaId: string, year: number, month: number) {
    const villa = await villaInScope(this.db, session, villaId);
    const pricer = new NightPricer(villa.pricing, await listSeasonRanges(this.db));
    const { first, last } = monthRange(year, month);
    const calendar = [];
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const choice = pricer.choose(day, 'Daily');
      const appliedRules = [choice.source];
      if (choice.multiplier) appliedRules.push(`seasonal: x${choice.multiplier.approx}`);
      if (choice.weekend) appliedRules.push(`weekend: x${choice.weekend.approx}`);
      calendar.push({
        day,
        finalPrice: roundMoneyNumber(pricer.priceNight(day, 'Daily').price, villa.pricing.decimalPlaces),
        isWeekend: isWeekendNight(day),
        appliedRules,
      });
    }
    return { villaId: villa.id, year, month, currency: villa.currency, calendar };
  }

  seasonRanges(): Promise<SeasonRangeRow[]> {
    return listSeasonRangesFull(this.db);
  }

  async saveSeasonRanges(ranges: Omit<SeasonRangeRow, 'id'>[]) {
    await this.db.transaction((trx) => replaceSeasonRanges(trx, ranges));
    return { success: true, message: 'Season ranges saved', seasonRanges: await this.seasonRanges() };
  }
}
