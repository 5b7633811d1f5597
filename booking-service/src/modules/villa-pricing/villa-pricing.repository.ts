import type { PricingRulesInput, SaveSeasonsRequest } from '@islandstay/shared/pricing/pricing-admin.schemas';
import type { Knex } from '../../db/knex.ts';
import { numericNumber } from '../../db/numeric.ts';

type Rate = { daily: number; weekly: number; monthly: number };

/** Replaces the villa's seasons with the modal's list (the list is the whole truth). */
export async function replaceSeasons(trx: Knex.Transaction, villaId: string, seasons: SaveSeasonsRequest['seasons']): Promise<void> {
  await trx('villa_seasons').where({ villa_id: villaId }).delete();
  if (seasons.length === 0) return;
  await trx('villa_seasons').insert(
    seasons.map((s) => {
      const type = s.seasonType ?? s.type ?? 'low';
      return {
        villa_id: villaId,
        name: s.name || (type === 'high' ? 'High Season' : 'Low Season'),
        type,
        start_date: s.startDate,
        end_date: s.endDate,
        daily_price: s.daily ?? s.dailyPrice ?? 0,
        weekly_price: s.weekly ?? s.weeklyPrice ?? 0,
        monthly_price: s.monthly ?? s.monthlyPrice ?? 0,
        active: s.active,
      };
    }),
  );
}

export async function savePricingRules(db: Knex | Knex.Transaction, villaId: string, rules: PricingRulesInput): Promise<void> {
  await db('pricing_rules')
    .insert({
      villa_id: villaId,
      weekend_multiplier: rules.weekendMultiplier,
      minimum_nights: rules.minimumNights,
      max_discount: rules.maxDiscount,
      seasonal_pricing: JSON.stringify(rules.seasonalPricing),
      length_of_stay_discounts: JSON.stringify(rules.lengthOfStayDiscounts),
      special_date_pricing: JSON.stringify(rules.specialDatePricing),
      stay_rules: JSON.stringify(rules.stayRules),
      fill_gaps: rules.gapFill.enabled,
      min_gap_nights: rules.gapFill.minGapNights,
      gap_discount: rules.gapFill.discountPercentage,
      updated_at: db.fn.now(),
    })
    .onConflict('villa_id')
    .merge();
}

export async function setMaxDiscount(db: Knex | Knex.Transaction, villaId: string, maxDiscount: number): Promise<void> {
  await db('pricing_rules').insert({ villa_id: villaId, max_discount: maxDiscount }).onConflict('villa_id').merge(['max_discount']);
}

/** The villa's rates per global season type; a type left out is removed. */
export async function replaceSeasonRates(trx: Knex.Transaction, villaId: string, rates: { low?: Rate; high?: Rate }): Promise<void> {
  await trx('villa_season_rates').where({ villa_id: villaId }).delete();
  const rows = (['low', 'high'] as const).flatMap((type) => {
    const rate = rates[type];
    return rate ? [{ villa_id: villaId, season_type: type, daily_price: rate.daily, weekly_price: rate.weekly, monthly_price: rate.monthly }] : [];
  });
  if (rows.length > 0) await trx('villa_season_rates').insert(rows);
}

export interface SeasonRangeRow {
  id: string;
  name: string;
  type: 'low' | 'high';
  startDate: string;
  endDate: string;
  dailyPrice: number;
  weeklyPrice: number;
  monthlyPrice: number;
  active: boolean;
}

/** A row of `season_ranges`: prices are NUMERIC, which pg returns as text. */
interface SeasonRangeDbRow {
  id: string;
  name: string;
  type: 'low' | 'high';
  start_date: string;
  end_date: string;
  daily_price: string | number;
  weekly_price: string | number;
  monthly_price: string | number;
  active: boolean;
}

export async function listSeasonRangesFull(db: Knex): Promise<SeasonRangeRow[]> {
  const rows = await db('season_ranges').orderBy([{ column: 'start_date' }, { column: 'id' }]);
  return rows.map((r: SeasonRangeDbRow) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    startDate: r.start_date,
    endDate: r.end_date,
    // NUMERIC text as JSON numbers (numeric(14,4) is exact as a number).
    dailyPrice: numericNumber(r.daily_price),
    weeklyPrice: numericNumber(r.weekly_price),
    monthlyPrice: numericNumber(r.monthly_price),
    active: r.active,
  }));
}

export async function replaceSeasonRanges(trx: Knex.Transaction, ranges: Omit<SeasonRangeRow, 'id'>[]): Promise<void> {
  await trx('season_ranges').delete();
  if (ranges.length === 0) return;
  await trx('season_ranges').insert(
    ranges.map((r) => ({
      name: r.name,
      type: r.type,
      start_date: r.startDate,
      end_date: r.endDate,
      daily_price: r.dailyPrice,
      weekly_price: r.weeklyPrice,
      monthly_price: r.monthlyPrice,
      active: r.active,
    })),
  );
}
