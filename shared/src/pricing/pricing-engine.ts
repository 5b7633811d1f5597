import Decimal from 'decimal.js';
import { daysBetween, isWeekendNight, monthDay, nightsOf, type IsoDate } from '../dates/dates.ts';
import { roundMoneyNumber } from '../currency/currency.ts';
import {
  DEFAULT_STAY_DISCOUNTS,
  type LengthOfStayDiscount,
  type MoneyValue,
  type PricingSummary,
  type PricingType,
  type Quote,
  type SeasonRange,
  type SeasonTypeRate,
  type RateMode,
  type TierSummary,
  type VillaPricing,
  type VillaSeason,
} from './pricing-types.ts';
import { checkStayRules, type OccupiedRange, type StayRuleViolation } from './stay-rules.ts';

export { minStayMessage } from './stay-rules.ts';

export const MIN_STAY_CODE = 'MIN_STAY';

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; code: StayRuleViolation['code'] | 'INVALID_STAY'; message: string };

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

/**
 * A price held exactly (for every figure shown or stored) and as a float (only to rank and
 * filter many villas quickly; never shown).
 */
interface Amount {
  exact: Decimal;
  approx: number;
}

function amount(value: Decimal.Value): Amount {
  const exact = new Decimal(value);
  return { exact, approx: exact.toNumber() };
}

type TierAmounts = Record<PricingType, Amount>;

/** Per-night rate of a season in each tier: weekly / 7 and monthly / 30 when set, else daily. */
function tierAmounts(rate: SeasonTypeRate): TierAmounts {
  const daily = amount(rate.dailyPrice);
  const weekly = new Decimal(rate.weeklyPrice);
  const monthly = new Decimal(rate.monthlyPrice);
  return {
    Daily: daily,
    Weekly: weekly.gt(0) ? amount(weekly.div(7)) : daily,
    Monthly: monthly.gt(0) ? amount(monthly.div(30)) : daily,
  };
}

interface PricedPeriod {
  startDate: IsoDate;
  endDate: IsoDate;
  source: string;
  tiers: TierAmounts;
}

interface PricedRule {
  startDate: string;
  endDate: string;
  multiplier: Amount;
}

/** Which price a night takes, before any arithmetic. */
interface NightChoice {
  kind: NightKind;
  source: string;
  price: Amount;
  /** A seasonal rule's multiplier on the base price. */
  multiplier?: Amount;
  /** The weekend multiplier, when it applies to this night. */
  weekend?: Amount;
}

/** "First" = earliest start date, then lowest id. */
function byStartThenId<T extends { startDate: string; id: string }>(a: T, b: T): number {
  if (a.startDate !== b.startDate) return a.startDate < b.startDate ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function ruleCovers(rule: { startDate: string; endDate: string }, md: string): boolean {
  if (rule.startDate <= rule.endDate) return rule.startDate <= md && md <= rule.endDate;
  return md >= rule.startDate || md <= rule.endDate;
}

/**
 * Prices nights of one villa. Built once per villa (seasons sorted, prices converted) and reused
 * for every night and every quote. One choice of price per night feeds both the exact path
 * (quotes, bookings, everything shown) and the float path (ranking many villas in a search).
 */
export class NightPricer {
  private readonly specials = new Map<IsoDate, Amount>();
  private readonly seasons: PricedPeriod[];
  private readonly ranges: PricedPeriod[];
  private readonly rules: PricedRule[];
  private readonly base: Amount;
  private readonly weekend?: Amount;
  private readonly cleaningFee: Amount;

  constructor(
    readonly villa: VillaPricing,
    seasonRanges: SeasonRange[],
  ) {
    for (const special of villa.rules.specialDatePricing) {
      if (special.isActive && !this.specials.has(special.date)) this.specials.set(special.date, amount(special.price));
    }
    this.seasons = villa.seasons
      .filter((s) => s.active)
      .sort(byStartThenId)
      .map((s) => ({ startDate: s.startDate, endDate: s.endDate, source: `season:${s.name}`, tiers: tierAmounts(s) }));
    this.ranges = seasonRanges
      .filter((r) => r.active && villa.seasonRates[r.type])
      .sort(byStartThenId)
      .map((r) => ({ startDate: r.startDate, endDate: r.endDate, source: `season:${r.name}`, tiers: tierAmounts(villa.seasonRates[r.type]!) }));
    this.rules = villa.rules.seasonalPricing
      .map((rule, index) => ({ rule, index }))
      .filter(({ rule }) => rule.isActive)
      .sort((a, b) => (a.rule.startDate !== b.rule.startDate ? (a.rule.startDate < b.rule.startDate ? -1 : 1) : a.index - b.index))
      .map(({ rule }) => ({ startDate: rule.startDate, endDate: rule.endDate, multiplier: amount(rule.priceModifier) }));
    this.base = amount(villa.basePrice);
    this.cleaningFee = amount(villa.cleaningFee ?? 0);
    if (villa.rules.weekendMultiplier !== 1) this.weekend = amount(villa.rules.weekendMultiplier);
  }

  choose(date: IsoDate, tier: PricingType): NightChoice {
    const special = this.specials.get(date);
    if (special) return { kind: 'special', source: 'special', price: special };
    const weekend = tier === 'Daily' && this.weekend && isWeekendNight(date) ? this.weekend : undefined;
    // A season (villa season first, then a global range the villa has rates for) that sets no
    // usable price for this tier falls through to the next source.
    for (const periods of [this.seasons, this.ranges]) {
      const period = periods.find((p) => p.startDate <= date && date <= p.endDate);
      const price = period?.tiers[tier];
      if (period && price && price.approx > 0) return { kind: 'season', source: period.source, price, weekend };
    }
    const md = monthDay(date);
    const rule = this.rules.find((r) => ruleCovers(r, md));
    return { kind: 'base', source: 'base', price: this.base, multiplier: rule?.multiplier, weekend };
  }

  priceNight(date: IsoDate, tier: PricingType): PricedNight {
    const choice = this.choose(date, tier);
    let price = choice.price.exact;
    if (choice.multiplier) price = price.mul(choice.multiplier.exact);
    if (choice.weekend) price = price.mul(choice.weekend.exact);
    return { date, price, source: choice.source, kind: choice.kind };
  }

  /** The night's price as a float: for ranking only, never shown. */
  approxNight(date: IsoDate, tier: PricingType): { price: number; kind: NightKind } {
    const choice = this.choose(date, tier);
    return { price: choice.price.approx * (choice.multiplier?.approx ?? 1) * (choice.weekend?.approx ?? 1), kind: choice.kind };
  }

  /**
   * The stay's average nightly rate as a float, by the same rules as quoteStay; a search ranks
   * and filters hundreds of villas with it and quotes exactly only the villas it returns.
   */
  approxAverageNightly(nights: readonly IsoDate[]): number {
    const tier = pricingTypeFor(nights.length);
    let sum = 0;
    let baseSum = 0;
    for (const date of nights) {
      const night = this.approxNight(date, tier);
      sum += night.price;
      if (night.kind === 'base') baseSum += night.price;
    }
    const discount = baseSum > 0 ? stayDiscountFor(nights.length, this.villa.rules.lengthOfStayDiscounts, this.villa.rules.maxDiscount) : undefined;
    return (sum - (discount ? (baseSum * discount.percentage) / 100 : 0) + this.cleaningFee.approx) / nights.length;
  }
}

/**
 * The stay discount percentage for n nights: the highest active length-of-stay rule with
 * minNights <= n, capped at maxDiscount. An empty list means the 10%/20% defaults.
 */
export function stayDiscountFor(nights: number, discounts: LengthOfStayDiscount[], maxDiscount: number): { percentage: number; minNights: number } | undefined {
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

/**
 * Checks the stay against the stay rules without pricing it: arrival and departure days and the
 * minimum stay (by date and the weekend rule), which a stay exactly filling a gap between the
 * `occupied` ranges is spared when the villa fills gaps (stay-rules.ts).
 */
export function checkMinimumStay(villa: VillaPricing, checkIn: IsoDate, checkOut: IsoDate, occupied: readonly OccupiedRange[] = []): QuoteResult | undefined {
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return { ok: false, code: 'INVALID_STAY', message: 'Check-out must be after check-in' };
  const { violation } = checkStayRules(villa.rules, checkIn, checkOut, occupied);
  if (violation) return { ok: false, code: violation.code, message: violation.message };
  return undefined;
}

export function quoteStay(
  villa: VillaPricing,
  seasonRanges: SeasonRange[],
  checkIn: IsoDate,
  checkOut: IsoDate,
  pricer: NightPricer = new NightPricer(villa, seasonRanges),
  /**
   * Staff bookings may break the stay rules; guests may not. `occupied`: the villa's bookings and
   * blocks, so a stay exactly filling a gap between them is let in (and priced at the gap discount).
   */
  options: { enforceMinimumStay?: boolean; occupied?: readonly OccupiedRange[] } = {},
): QuoteResult {
  const priced = priceStay(villa, checkIn, checkOut, pricer, options);
  if (!priced.ok) return priced;
  const { nights: pricedNights, totals, discount, discountAmount, gapPercentage, gapAmount } = priced;
  const places = villa.decimalPlaces;
  return {
    ok: true,
    quote: {
      villaId: villa.villaId,
      checkIn,
      checkOut,
      nights: totals.nights,
      currency: villa.currency,
      pricingType: totals.pricingType,
      nightly: pricedNights.map((n) => ({ date: n.date, price: roundMoneyNumber(n.price, places), source: n.source })),
      subtotal: priced.subtotal,
      discountPercentage: discount ? discount.percentage : 0,
      appliedDiscounts: [
        ...(discount ? [{ name: `${discount.minNights}+ nights stay discount`, discountPercentage: discount.percentage, amount: discountAmount }] : []),
        ...(gapPercentage > 0 ? [{ name: 'Gap night discount', discountPercentage: gapPercentage, amount: gapAmount }] : []),
      ],
      cleaningFee: totals.cleaningFee,
      totalPrice: totals.totalPrice,
      averageNightlyRate: totals.averageNightlyRate,
      pricePerNight: roundMoneyNumber(new Decimal(totals.totalPrice).div(totals.nights), 0),
    },
  };
}

/** What a search card shows of a stay: `quoteStay`'s figures without the night-by-night list. */
export type StayTotals = Pick<Quote, 'nights' | 'pricingType' | 'cleaningFee' | 'totalPrice' | 'averageNightlyRate'>;

export type StayTotalsResult = { ok: true; totals: StayTotals } | Extract<QuoteResult, { ok: false }>;

/**
 * `quoteStay`'s totals (the same figures, by the same code), without rounding each night for the
 * list a quote shows: a search prices the stay at each villa of its page, and the list was half
 * of that work.
 */
export function stayTotals(
  villa: VillaPricing,
  checkIn: IsoDate,
  checkOut: IsoDate,
  pricer: NightPricer,
  options: { enforceMinimumStay?: boolean; occupied?: readonly OccupiedRange[] } = {},
): StayTotalsResult {
  const priced = priceStay(villa, checkIn, checkOut, pricer, options);
  return priced.ok ? { ok: true, totals: priced.totals } : priced;
}

/** The stay priced: each night, then the sums, discounts and fees as `quoteStay` shows them. */
function priceStay(villa: VillaPricing, checkIn: IsoDate, checkOut: IsoDate, pricer: NightPricer, options: { enforceMinimumStay?: boolean; occupied?: readonly OccupiedRange[] }) {
  if (daysBetween(checkIn, checkOut) < 1) return { ok: false as const, code: 'INVALID_STAY' as const, message: 'Check-out must be after check-in' };
  const stayRules = checkStayRules(villa.rules, checkIn, checkOut, options.occupied ?? []);
  if (options.enforceMinimumStay !== false && stayRules.violation) return { ok: false as const, code: stayRules.violation.code, message: stayRules.violation.message };

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
  // at 10% off total round(7 x base x 0.9), the original brief's client formula: docs/product.md#pricing); the shown discount is the
  // difference of the two rounded figures, so subtotal - discount === total exactly.
  const exactDiscount = discount ? baseSum.mul(discount.percentage).div(100) : new Decimal(0);
  const afterStayDiscount = sum.sub(exactDiscount);
  const discountAmount = roundMoneyNumber(new Decimal(subtotal).sub(roundMoneyNumber(afterStayDiscount, places)), places);
  // A stay let in below its minimum because it fills a gap takes the gap discount off every night
  // (after the stay discount); its shown amount is again a difference of rounded figures.
  const gapPercentage = stayRules.gapFill ? Math.min(100, Math.max(0, villa.rules.gapFill?.discountPercentage ?? 0)) : 0;
  const nightsTotal = roundMoneyNumber(afterStayDiscount.mul(100 - gapPercentage).div(100), places);
  const gapAmount = roundMoneyNumber(new Decimal(roundMoneyNumber(afterStayDiscount, places)).sub(nightsTotal), places);
  // The cleaning fee is added once, after the discount, so it is never discounted.
  const cleaningFee = roundMoneyNumber(new Decimal(villa.cleaningFee ?? 0), places);
  const totalPrice = roundMoneyNumber(new Decimal(nightsTotal).add(cleaningFee), places);
  const totals: StayTotals = { nights, pricingType: tier, cleaningFee, totalPrice, averageNightlyRate: roundMoneyNumber(new Decimal(totalPrice).div(nights), places) };
  return { ok: true as const, nights: priced, subtotal, discount, discountAmount, gapPercentage, gapAmount, totals };
}

/** The stay a rate mode shows a night of: its tier and its length (for the stay discount). */
const MODE_STAYS: Record<RateMode, { tier: PricingType; nights: number }> = {
  daily: { tier: 'Daily', nights: 1 },
  weekly: { tier: 'Weekly', nights: 7 },
  monthly: { tier: 'Monthly', nights: 30 },
};

/**
 * A night's price as one night of a stay of the mode's length (1, 7 or 30 nights), priced as
 * quoteStay prices that stay: the tier's rate (weekly / 7 or monthly / 30 for seasons), and for
 * base-priced nights the stay discount of that length. Rounded for display.
 */
export function nightRate(pricer: NightPricer, date: IsoDate, mode: RateMode): number {
  return roundMoneyNumber(exactNightRate(pricer, date, mode), pricer.villa.decimalPlaces);
}

/** `nightRate` before rounding: what the "from" price compares night by night (see from-price.ts). */
export function exactNightRate(pricer: NightPricer, date: IsoDate, mode: RateMode): Decimal {
  const { tier, nights } = MODE_STAYS[mode];
  const night = pricer.priceNight(date, tier);
  const { rules } = pricer.villa;
  const discount = mode !== 'daily' && night.kind === 'base' ? stayDiscountFor(nights, rules.lengthOfStayDiscounts, rules.maxDiscount) : undefined;
  return discount ? night.price.mul(100 - discount.percentage).div(100) : night.price;
}

/** `exactNightRate` as a float: to find the few nights worth pricing exactly, never shown. */
export function approxNightRate(pricer: NightPricer, date: IsoDate, mode: RateMode): number {
  const { tier, nights } = MODE_STAYS[mode];
  const night = pricer.approxNight(date, tier);
  const { rules } = pricer.villa;
  const discount = mode !== 'daily' && night.kind === 'base' ? stayDiscountFor(nights, rules.lengthOfStayDiscounts, rules.maxDiscount) : undefined;
  return discount ? (night.price * (100 - discount.percentage)) / 100 : night.price;
}

/** Tonight's daily-tier rate (special date, season or base with rules and weekend multiplier). */
export function currentPrice(villa: VillaPricing, seasonRanges: SeasonRange[], today: IsoDate, pricer?: NightPricer): number {
  const night = (pricer ?? new NightPricer(villa, seasonRanges)).priceNight(today, 'Daily');
  return roundMoneyNumber(night.price, villa.decimalPlaces);
}

/** A season's price when it sets one (above zero), else undefined. */
function setPrice(value: MoneyValue): Decimal | undefined {
  const price = new Decimal(value);
  return price.gt(0) ? price : undefined;
}

function seasonFigures(season: VillaSeason, basePrice: Decimal): [Decimal, Decimal, Decimal] {
  const daily = setPrice(season.dailyPrice) ?? basePrice;
  const weekly = setPrice(season.weeklyPrice) ?? daily.mul(7);
  const monthly = setPrice(season.monthlyPrice) ?? daily.mul(30);
  return [daily, weekly, monthly];
}

/**
 * Per night (daily), per week (weekly) and per month (monthly) figures for villa cards:
 * base-derived unless a villa season of the type exists; `from` is the lowest of them. With a
 * window (`[start, end)`), only seasons with a night in it count: a season far ahead, or over,
 * says nothing about what a guest pays now (cards take `from` from from-price.ts instead).
 */
export function pricingSummary(villa: VillaPricing, window?: { start: IsoDate; end: IsoDate }): PricingSummary {
  const base = new Decimal(villa.basePrice);
  const { lengthOfStayDiscounts, maxDiscount } = villa.rules;
  const weekOff = stayDiscountFor(7, lengthOfStayDiscounts, maxDiscount)?.percentage ?? 0;
  const monthOff = stayDiscountFor(30, lengthOfStayDiscounts, maxDiscount)?.percentage ?? 0;
  const baseFigures: [Decimal, Decimal, Decimal] = [
    base,
    base
      .mul(7)
      .mul(100 - weekOff)
      .div(100),
    base
      .mul(30)
      .mul(100 - monthOff)
      .div(100),
  ];
  const active = villa.seasons.filter((s) => s.active && (!window || (s.startDate < window.end && s.endDate >= window.start))).sort(byStartThenId);
  const low = active.find((s) => s.type === 'low');
  const high = active.find((s) => s.type === 'high');
  const lowFigures = low ? seasonFigures(low, base) : undefined;
  const highFigures = high ? seasonFigures(high, base) : undefined;

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
    // Any season says the price changes through the year, in the window or not.
    hasSeasonalPricing: villa.seasons.some((s) => s.active) || Object.keys(villa.seasonRates).length > 0,
  };
}
