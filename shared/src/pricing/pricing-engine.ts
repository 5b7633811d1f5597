import Decimal from 'decimal.js';
import { daysBetween, isWeekendNight, monthDay, nightsOf, type IsoDate } from '../dates/dates.ts';
import { roundMoneyNumber } from '../currency/currency.ts';
import {
  DEFAULT_STAY_DISCOUNTS,
  type LengthOfStayDiscount,
  type PricingSummary,
  type PricingType,
  type Quote,
  type SeasonRange,
  type SeasonTypeRate,
  type SeasonalRule,
  type SpecialDate,
  type TierSummary,
  type VillaPricing,
  type VillaSeason,
} from './pricing-types.ts';

export const MIN_STAY_CODE = 'MIN_STAY';

export function minStayMessage(minimumNights: number): string {
  return `Minimum stay is ${minimumNights} nights for stays that include a weekend night`;
}

export type QuoteResult =
  | { ok: true; quote: Quote }
  | { ok: false; code: typeof MIN_STAY_CODE | 'INVALID_STAY'; message: string };

export function pricingTypeFor(nights: number): PricingType {
  if (nights >= 30) return 'Monthly';
  if (nights >= 7) return 'Weekly';
  return 'Daily';
}

type NightKind = 'special' | 'season' | 'base';

interface PricedNight {
  date: IsoDate;
  price: Decimal;
  source: string;
  kind: NightKind;
}

/** "First" = earliest start date, then lowest id. */
function byStartThenId<T extends { startDate: string; id: string }>(a: T, b: T): number {
  if (a.startDate !== b.startDate) return a.startDate < b.startDate ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function ruleCovers(rule: SeasonalRule, md: string): boolean {
  if (rule.startDate <= rule.endDate) return rule.startDate <= md && md <= rule.endDate;
  return md >= rule.startDate || md <= rule.endDate;
}

/** The per-night rate of a season for a tier; zero when the season sets no usable price. */
function tierRate(rate: SeasonTypeRate, tier: PricingType): Decimal {
  const daily = new Decimal(rate.dailyPrice);
  if (tier === 'Weekly' && rate.weeklyPrice > 0) return new Decimal(rate.weeklyPrice).div(7);
  if (tier === 'Monthly' && rate.monthlyPrice > 0) return new Decimal(rate.monthlyPrice).div(30);
  return daily;
}

/**
 * Prices nights of one villa. Built once per villa and reused for every night, so a search
 * over many villas sorts each villa's seasons and rules only once.
 */
export class NightPricer {
  private readonly specials = new Map<IsoDate, SpecialDate>();
  private readonly seasons: VillaSeason[];
  private readonly ranges: SeasonRange[];
  private readonly rules: SeasonalRule[];

  constructor(
    private readonly villa: VillaPricing,
    seasonRanges: SeasonRange[],
  ) {
    for (const special of villa.rules.specialDatePricing) {
      if (special.isActive && !this.specials.has(special.date)) this.specials.set(special.date, special);
    }
    this.seasons = villa.seasons.filter((s) => s.active).sort(byStartThenId);
    this.ranges = seasonRanges.filter((r) => r.active && villa.seasonRates[r.type]).sort(byStartThenId);
    this.rules = villa.rules.seasonalPricing
      .map((rule, index) => ({ rule, index }))
      .filter(({ rule }) => rule.isActive)
      .sort((a, b) => (a.rule.startDate !== b.rule.startDate ? (a.rule.startDate < b.rule.startDate ? -1 : 1) : a.index - b.index))
      .map(({ rule }) => rule);
  }

  priceNight(date: IsoDate, tier: PricingType): PricedNight {
    const special = this.specials.get(date);
    if (special) return { date, price: new Decimal(special.price), source: 'special', kind: 'special' };

    const seasonal = this.seasonNight(date, tier);
    const night = seasonal ?? this.baseNight(date);
    if (tier === 'Daily' && isWeekendNight(date) && this.villa.rules.weekendMultiplier !== 1) {
      night.price = night.price.mul(this.villa.rules.weekendMultiplier);
    }
    return night;
  }

  private seasonNight(date: IsoDate, tier: PricingType): PricedNight | undefined {
    const season = this.seasons.find((s) => s.startDate <= date && date <= s.endDate);
    if (season) {
      const price = tierRate(season, tier);
      if (price.gt(0)) return { date, price, source: `season:${season.name}`, kind: 'season' };
    }
    const range = this.ranges.find((r) => r.startDate <= date && date <= r.endDate);
    const rate = range ? this.villa.seasonRates[range.type] : undefined;
    if (range && rate) {
      const price = tierRate(rate, tier);
      if (price.gt(0)) return { date, price, source: `season:${range.name}`, kind: 'season' };
    }
    return undefined;
  }

  private baseNight(date: IsoDate): PricedNight {
    const md = monthDay(date);
    const rule = this.rules.find((r) => ruleCovers(r, md));
    const price = new Decimal(this.villa.basePrice).mul(rule ? rule.priceModifier : 1);
    return { date, price, source: 'base', kind: 'base' };
  }
}

/**
 * The stay discount percentage for n nights: the highest active length-of-stay rule with
 * minNights <= n, capped at maxDiscount. An empty list means the 10%/20% defaults.
 */
export function stayDiscountFor(
  nights: number,
  discounts: LengthOfStayDiscount[],
  maxDiscount: number,
): { percentage: number; minNights: number } | undefined {
  const list = discounts.length === 0 ? DEFAULT_STAY_DISCOUNTS : discounts;
  let best: LengthOfStayDiscount | undefined;
  for (const rule of list) {
    if (!rule.isActive || rule.minNights > nights || rule.discountPercentage <= 0) continue;
    if (!best || rule.discountPercentage > best.discountPercentage) best = rule;
  }
  if (!best) return undefined;
  const percentage = Math.min(best.discountPercentage, Math.max(0, maxDiscount));
  return percentage > 0 ? { percentage, minNights: best.minNights } : undefined;
}

function includesWeekendNight(nights: IsoDate[]): boolean {
  return nights.some(isWeekendNight);
}

/** Checks the stay against the weekend minimum-stay rule without pricing it. */
export function checkMinimumStay(villa: VillaPricing, checkIn: IsoDate, checkOut: IsoDate): QuoteResult | undefined {
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return { ok: false, code: 'INVALID_STAY', message: 'Check-out must be after check-in' };
  const min = villa.rules.minimumNights;
  if (nights < min && includesWeekendNight(nightsOf(checkIn, checkOut))) {
    return { ok: false, code: MIN_STAY_CODE, message: minStayMessage(min) };
  }
  return undefined;
}

export function quoteStay(
  villa: VillaPricing,
  seasonRanges: SeasonRange[],
  checkIn: IsoDate,
  checkOut: IsoDate,
  pricer: NightPricer = new NightPricer(villa, seasonRanges),
): QuoteResult {
  const invalid = checkMinimumStay(villa, checkIn, checkOut);
  if (invalid) return invalid;

  const dates = nightsOf(checkIn, checkOut);
  const nights = dates.length;
  const tier = pricingTypeFor(nights);
  const priced = dates.map((date) => pricer.priceNight(date, tier));
  const places = villa.decimalPlaces;

  let sum = new Decimal(0);
  let baseSum = new Decimal(0);
  for (const night of priced) {
    sum = sum.add(night.price);
    if (night.kind === 'base') baseSum = baseSum.add(night.price);
  }
  const subtotal = roundMoneyNumber(sum, places);

  const discount = baseSum.gt(0) ? stayDiscountFor(nights, villa.rules.lengthOfStayDiscounts, villa.rules.maxDiscount) : undefined;
  // The total is the full-precision sum minus the full-precision discount, rounded once (so 7 nights
  // at 10% off total round(7 x base x 0.9), the spec's client formula); the shown discount is the
  // difference of the two rounded figures, so subtotal - discount === total exactly.
  const exactDiscount = discount ? baseSum.mul(discount.percentage).div(100) : new Decimal(0);
  const totalPrice = roundMoneyNumber(sum.sub(exactDiscount), places);
  const discountAmount = roundMoneyNumber(new Decimal(subtotal).sub(totalPrice), places);

  return {
    ok: true,
    quote: {
      villaId: villa.villaId,
      checkIn,
      checkOut,
      nights,
      currency: villa.currency,
      pricingType: tier,
      nightly: priced.map((n) => ({ date: n.date, price: roundMoneyNumber(n.price, places), source: n.source })),
      subtotal,
      discountPercentage: discount ? discount.percentage : 0,
      appliedDiscounts: discount
        ? [{ name: `${discount.minNights}+ nights stay discount`, discountPercentage: discount.percentage, amount: discountAmount }]
        : [],
      totalPrice,
      averageNightlyRate: roundMoneyNumber(new Decimal(totalPrice).div(nights), places),
      pricePerNight: roundMoneyNumber(new Decimal(totalPrice).div(nights), 0),
    },
  };
}

/** Tonight's daily-tier rate (special date, season or base with rules and weekend multiplier). */
export function currentPrice(villa: VillaPricing, seasonRanges: SeasonRange[], today: IsoDate, pricer?: NightPricer): number {
  const night = (pricer ?? new NightPricer(villa, seasonRanges)).priceNight(today, 'Daily');
  return roundMoneyNumber(night.price, villa.decimalPlaces);
}

function seasonFigures(season: VillaSeason, basePrice: number): [Decimal, Decimal, Decimal] {
  const daily = new Decimal(season.dailyPrice > 0 ? season.dailyPrice : basePrice);
  const weekly = season.weeklyPrice > 0 ? new Decimal(season.weeklyPrice) : daily.mul(7);
  const monthly = season.monthlyPrice > 0 ? new Decimal(season.monthlyPrice) : daily.mul(30);
  return [daily, weekly, monthly];
}

/**
 * Per night (daily), per week (weekly) and per month (monthly) figures for villa cards:
 * base-derived unless a villa season of the type exists; `from` is the lowest of them.
 */
export function pricingSummary(villa: VillaPricing): PricingSummary {
  const base = new Decimal(villa.basePrice);
  const { lengthOfStayDiscounts, maxDiscount } = villa.rules;
  const weekOff = stayDiscountFor(7, lengthOfStayDiscounts, maxDiscount)?.percentage ?? 0;
  const monthOff = stayDiscountFor(30, lengthOfStayDiscounts, maxDiscount)?.percentage ?? 0;
  const baseFigures: [Decimal, Decimal, Decimal] = [
    base,
    base.mul(7).mul(100 - weekOff).div(100),
    base.mul(30).mul(100 - monthOff).div(100),
  ];
  const active = villa.seasons.filter((s) => s.active).sort(byStartThenId);
  const low = active.find((s) => s.type === 'low');
  const high = active.find((s) => s.type === 'high');
  const lowFigures = low ? seasonFigures(low, villa.basePrice) : undefined;
  const highFigures = high ? seasonFigures(high, villa.basePrice) : undefined;

  const tier = (i: 0 | 1 | 2): TierSummary => {
    const candidates = [baseFigures[i], lowFigures?.[i], highFigures?.[i]].filter((d): d is Decimal => d !== undefined);
    const from = Decimal.min(...candidates);
    return {
      from: roundMoneyNumber(from, villa.decimalPlaces),
      lowSeason: roundMoneyNumber((lowFigures ?? baseFigures)[i], villa.decimalPlaces),
      highSeason: roundMoneyNumber((highFigures ?? baseFigures)[i], villa.decimalPlaces),
    };
  };
  return {
    daily: tier(0),
    weekly: tier(1),
    monthly: tier(2),
    hasSeasonalPricing: active.length > 0 || Object.keys(villa.seasonRates).length > 0,
  };
}
