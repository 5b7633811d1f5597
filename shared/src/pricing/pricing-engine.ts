import Decimal from 'decimal.js';
import { daysBetween, isWeekendNight, monthDay, nightsOf, type IsoDate } from '../dates/dates.ts';
import { roundMoney, roundMoneyNumber } from '../currency/currency.ts';
import {
  DEFAULT_STAY_DISCOUNTS,
  type AppliedDiscount,
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

/** The choices made of one source of price, kept so each is one object (`NightChoice.exact` and `units` are worked out once). */
interface ChoiceCache {
  plain: Partial<Record<PricingType, NightChoice>>;
  weekend: Partial<Record<PricingType, NightChoice>>;
}

const choiceCache = (): ChoiceCache => ({ plain: {}, weekend: {} });

interface PricedPeriod {
  startDate: IsoDate;
  endDate: IsoDate;
  source: string;
  tiers: TierAmounts;
  choices: ChoiceCache;
}

interface PricedRule {
  startDate: string;
  endDate: string;
  multiplier: Amount;
  choices: ChoiceCache;
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
  /** The night's exact price (`priceNight`), on first need. */
  exact?: Decimal;
  /** Its float (`approxPrice`), on first need. */
  approx?: number;
  /** It rounded to the villa's places (`NightPricer.roundedPrice`), on first need. */
  rounded?: number;
  /** That price in millionths, when a whole number of them below MAX_NIGHT_UNITS (else NaN), on first need. */
  units?: number;
}

/** Millionths: the unit `stayTotals` sums exact night prices in, as integers. */
const UNITS_PER_ONE = 1e6;
const UNIT_PLACES = 6;
/** A night below 10 million in its currency: 900 such nights still sum exactly as a float. */
const MAX_NIGHT_UNITS = 1e13;
/** A stay below a billion in its currency: its sums and discount need under 20 digits (decimal.js's precision), so the decimal path rounds nothing either. */
const MAX_STAY_UNITS = 1e15;

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
  private readonly specials = new Map<IsoDate, NightChoice>();
  private readonly seasons: PricedPeriod[];
  private readonly ranges: PricedPeriod[];
  private readonly rules: PricedRule[];
  private readonly base: Amount;
  private readonly weekend?: Amount;
  private readonly cleaningFee: Amount;
  /** The base price's choices with no seasonal rule. */
  private readonly baseChoices = choiceCache();
  private cleaningUnits?: number;
  private readonly nightRanges: Partial<Record<PricingType, { low: number; high: number }>> = {};
  private readonly boundsByNights: { low: number; high: number }[] = [];

  constructor(
    readonly villa: VillaPricing,
    seasonRanges: SeasonRange[],
  ) {
    for (const special of villa.rules.specialDatePricing) {
      if (special.isActive && !this.specials.has(special.date)) this.specials.set(special.date, { kind: 'special', source: 'special', price: amount(special.price) });
    }
    this.seasons = villa.seasons
      .filter((s) => s.active)
      .sort(byStartThenId)
      .map((s) => ({ startDate: s.startDate, endDate: s.endDate, source: `season:${s.name}`, tiers: tierAmounts(s), choices: choiceCache() }));
    this.ranges = seasonRanges
      .filter((r) => r.active && villa.seasonRates[r.type])
      .sort(byStartThenId)
      .map((r) => ({ startDate: r.startDate, endDate: r.endDate, source: `season:${r.name}`, tiers: tierAmounts(villa.seasonRates[r.type]!), choices: choiceCache() }));
    this.rules = villa.rules.seasonalPricing
      .map((rule, index) => ({ rule, index }))
      .filter(({ rule }) => rule.isActive)
      .sort((a, b) => (a.rule.startDate !== b.rule.startDate ? (a.rule.startDate < b.rule.startDate ? -1 : 1) : a.index - b.index))
      .map(({ rule }) => ({ startDate: rule.startDate, endDate: rule.endDate, multiplier: amount(rule.priceModifier), choices: choiceCache() }));
    this.base = amount(villa.basePrice);
    this.cleaningFee = amount(villa.cleaningFee ?? 0);
    if (villa.rules.weekendMultiplier !== 1) this.weekend = amount(villa.rules.weekendMultiplier);
  }

  /**
   * Which price the night takes: one object per source, tier and weekend (so its figures are
   * worked out once). `weekendNight` may be given when the caller knows it (a search asks about
   * the same nights at hundreds of villas).
   */
  choose(date: IsoDate, tier: PricingType, weekendNight?: boolean): NightChoice {
    if (this.specials.size > 0) {
      const special = this.specials.get(date);
      if (special) return special;
    }
    const weekend = tier === 'Daily' && this.weekend && (weekendNight ?? isWeekendNight(date)) ? this.weekend : undefined;
    // A season (villa season first, then a global range the villa has rates for) that sets no
    // usable price for this tier falls through to the next source.
    const season = seasonChoice(this.seasons, date, tier, weekend) ?? seasonChoice(this.ranges, date, tier, weekend);
    if (season) return season;
    let rule: PricedRule | undefined;
    if (this.rules.length > 0) {
      const md = monthDay(date);
      for (const r of this.rules) {
        if (ruleCovers(r, md)) {
          rule = r;
          break;
        }
      }
    }
    const choices = rule ? rule.choices : this.baseChoices;
    // The base price is the same in every tier; the weekend multiplier only comes in the daily one.
    const cache = weekend ? choices.weekend : choices.plain;
    return (cache.Daily ??= { kind: 'base', source: 'base', price: this.base, multiplier: rule?.multiplier, weekend });
  }

  priceNight(date: IsoDate, tier: PricingType): PricedNight {
    const choice = this.choose(date, tier);
    return { date, price: exactPrice(choice), source: choice.source, kind: choice.kind };
  }

  /**
   * The night's exact price in millionths (`priceNight`'s price, exactly), or NaN when it is not a
   * whole number of them, is negative or is 10 million or more: `stayTotals` then sums decimals.
   */
  nightUnits(choice: NightChoice): number {
    if (choice.units === undefined) {
      const units = exactPrice(choice).mul(UNITS_PER_ONE);
      choice.units = units.isInteger() && !units.isNeg() && units.lt(MAX_NIGHT_UNITS) ? units.toNumber() : Number.NaN;
    }
    return choice.units;
  }

  /** The choice's night price rounded to the villa's places (`roundMoneyNumber`), kept on the choice. */
  roundedPrice(choice: NightChoice): number {
    return (choice.rounded ??= roundMoneyNumber(exactPrice(choice), this.villa.decimalPlaces));
  }

  /** The cleaning fee rounded to the villa's places, in units of its last place (NaN: negative). */
  cleaningFeeUnits(): number {
    if (this.cleaningUnits === undefined) {
      const fee = roundMoney(this.cleaningFee.exact, this.villa.decimalPlaces);
      this.cleaningUnits = fee.isNeg() ? Number.NaN : fee.mul(10 ** this.villa.decimalPlaces).toNumber();
    }
    return this.cleaningUnits;
  }

  /** The night's price as a float: for ranking only, never shown. */
  approxNight(date: IsoDate, tier: PricingType): { price: number; kind: NightKind } {
    const choice = this.choose(date, tier);
    return { price: approxPrice(choice), kind: choice.kind };
  }

  /**
   * The stay's average nightly rate as a float, by the same rules as quoteStay; a search ranks
   * and filters hundreds of villas with it and quotes exactly only the villas it returns.
   * `weekendNights`: which of the nights are weekend nights, when the caller has worked it out.
   */
  approxAverageNightly(nights: readonly IsoDate[], weekendNights?: readonly boolean[]): number {
    const tier = pricingTypeFor(nights.length);
    let sum = 0;
    let baseSum = 0;
    for (let i = 0; i < nights.length; i++) {
      const choice = this.choose(nights[i] as IsoDate, tier, weekendNights?.[i]);
      const price = approxPrice(choice);
      sum += price;
      if (choice.kind === 'base') baseSum += price;
    }
    const discount = baseSum > 0 ? stayDiscountFor(nights.length, this.villa.rules.lengthOfStayDiscounts, this.villa.rules.maxDiscount) : undefined;
    return (sum - (discount ? (baseSum * discount.percentage) / 100 : 0) + this.cleaningFee.approx) / nights.length;
  }

  /**
   * Bounds on `approxAverageNightly` for every stay of `nights` nights, from the lowest and highest
   * price a night can take in its tier: a search sorted by price skips the villas whose bound
   * keeps them off its page. Infinite when no bound holds (a negative price or discount over 100%).
   */
  approxAverageBounds(nights: number): { low: number; high: number } {
    let bounds = this.boundsByNights[nights];
    if (!bounds) {
      bounds = this.averageBounds(nights);
      // Kept for the stay lengths searches ask about most.
      if (nights < 64) this.boundsByNights[nights] = bounds;
    }
    return bounds;
  }

  private averageBounds(nights: number): { low: number; high: number } {
    const { low, high } = this.approxNightRange(pricingTypeFor(nights));
    if (!(low >= 0)) return { low: -Infinity, high: Infinity };
    const percentage = stayDiscountFor(nights, this.villa.rules.lengthOfStayDiscounts, this.villa.rules.maxDiscount)?.percentage ?? 0;
    const cleaning = this.cleaningFee.approx / nights;
    // The stay discount comes off base nights only, so at most that share of every night.
    const lowest = percentage <= 100 ? low * (1 - percentage / 100) + cleaning : -Infinity;
    const highest = high + cleaning;
    // A margin far above the floats' rounding in the average's own sums.
    return { low: lowest - Math.abs(lowest) * 1e-9 - 1e-6, high: highest + Math.abs(highest) * 1e-9 + 1e-6 };
  }

  /** The lowest and highest float price of a night in the tier: every source's, with and without the multipliers it may take. */
  private approxNightRange(tier: PricingType): { low: number; high: number } {
    let range = this.nightRanges[tier];
    if (!range) {
      range = { low: Infinity, high: -Infinity };
      const take = (price: number) => {
        if (price < range!.low) range!.low = price;
        if (price > range!.high) range!.high = price;
      };
      const weekend = tier === 'Daily' && this.weekend ? this.weekend.approx : 1;
      for (const special of this.specials.values()) take(approxPrice(special));
      for (const periods of [this.seasons, this.ranges]) {
        for (const period of periods) {
          const price = period.tiers[tier].approx;
          if (price > 0) {
            take(price);
            take(price * weekend);
          }
        }
      }
      take(this.base.approx);
      take(this.base.approx * weekend);
      for (const rule of this.rules) {
        take(this.base.approx * rule.multiplier.approx);
        take(this.base.approx * rule.multiplier.approx * weekend);
      }
      this.nightRanges[tier] = range;
    }
    return range;
  }
}

/** The first period holding the date, when it sets a price for the tier (its choice, kept on it). */
function seasonChoice(periods: readonly PricedPeriod[], date: IsoDate, tier: PricingType, weekend: Amount | undefined): NightChoice | undefined {
  for (const period of periods) {
    if (period.startDate > date || date > period.endDate) continue;
    const price = period.tiers[tier];
    if (!(price.approx > 0)) return undefined;
    const cache = weekend ? period.choices.weekend : period.choices.plain;
    return (cache[tier] ??= { kind: 'season', source: period.source, price, weekend });
  }
  return undefined;
}

/** `exactPrice` as a float (its factors' floats multiplied), kept on the choice. */
function approxPrice(choice: NightChoice): number {
  return (choice.approx ??= choice.price.approx * (choice.multiplier?.approx ?? 1) * (choice.weekend?.approx ?? 1));
}

/** A choice's price: the price times the seasonal rule's multiplier, then the weekend's, exactly (decimal.js). */
function exactPrice(choice: NightChoice): Decimal {
  if (!choice.exact) {
    let price = choice.price.exact;
    if (choice.multiplier) price = price.mul(choice.multiplier.exact);
    if (choice.weekend) price = price.mul(choice.weekend.exact);
    choice.exact = price;
  }
  return choice.exact;
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
  return quoteInUnits(villa, checkIn, checkOut, pricer, options) ?? quoteInDecimals(villa, checkIn, checkOut, pricer, options);
}

/**
 * `quoteStay` in integers (`stayInUnits`), where that gives exactly the decimal path's quote;
 * undefined otherwise (a night not a whole number of millionths, a gap discount, ...).
 */
function quoteInUnits(
  villa: VillaPricing,
  checkIn: IsoDate,
  checkOut: IsoDate,
  pricer: NightPricer,
  options: { enforceMinimumStay?: boolean; occupied?: readonly OccupiedRange[] },
): QuoteResult | undefined {
  if (daysBetween(checkIn, checkOut) < 1) return undefined;
  const stayRules = checkStayRules(villa.rules, checkIn, checkOut, options.occupied ?? []);
  if (stayRules.gapFill || (options.enforceMinimumStay !== false && stayRules.violation)) return undefined;
  const dates = nightsOf(checkIn, checkOut);
  const stay = stayInUnits(pricer, dates);
  if (!stay) return undefined;
  const { totals, discount, choices } = stay;
  const scale = 10 ** villa.decimalPlaces;
  return quoteFrom(villa, checkIn, checkOut, totals, {
    nightly: dates.map((date, i) => ({ date, price: pricer.roundedPrice(choices[i]!), source: choices[i]!.source })),
    subtotal: stay.subtotal / scale,
    discountPercentage: discount ? discount.percentage : 0,
    appliedDiscounts: discount ? [stayDiscountLine(discount, (stay.subtotal - stay.nightsTotal) / scale)] : [],
    // Rounded to whole units, as the decimal path's quotient is (its 20 digits cannot reach a half).
    pricePerNight: Number(halfUp(BigInt(stay.total), BigInt(totals.nights * scale))),
  });
}

/** `quoteStay` in decimal.js throughout: what `quoteInUnits` must equal, and the answer where it gives none. */
export function quoteInDecimals(
  villa: VillaPricing,
  checkIn: IsoDate,
  checkOut: IsoDate,
  pricer: NightPricer,
  options: { enforceMinimumStay?: boolean; occupied?: readonly OccupiedRange[] } = {},
): QuoteResult {
  const priced = priceStay(villa, checkIn, checkOut, pricer, options);
  if (!priced.ok) return priced;
  const { nights: pricedNights, totals, discount, discountAmount, gapPercentage, gapAmount } = priced;
  const places = villa.decimalPlaces;
  return quoteFrom(villa, checkIn, checkOut, totals, {
    nightly: pricedNights.map((n) => ({ date: n.date, price: roundMoneyNumber(n.price, places), source: n.source })),
    subtotal: priced.subtotal,
    discountPercentage: discount ? discount.percentage : 0,
    appliedDiscounts: [
      ...(discount ? [stayDiscountLine(discount, discountAmount)] : []),
      ...(gapPercentage > 0 ? [{ name: 'Gap night discount', discountPercentage: gapPercentage, amount: gapAmount }] : []),
    ],
    pricePerNight: roundMoneyNumber(new Decimal(totals.totalPrice).div(totals.nights), 0),
  });
}

/** The line a stay discount adds to a quote's applied discounts. */
function stayDiscountLine(discount: { minNights: number; percentage: number }, amount: number): AppliedDiscount {
  return { name: `${discount.minNights}+ nights stay discount`, discountPercentage: discount.percentage, amount };
}

/** The figures a quote's two paths work out each in their own way. */
type QuoteFigures = Pick<Quote, 'nightly' | 'subtotal' | 'discountPercentage' | 'appliedDiscounts' | 'pricePerNight'>;

/** A quote of the stay: its villa, dates and totals around the figures of the path that priced it. */
function quoteFrom(villa: VillaPricing, checkIn: IsoDate, checkOut: IsoDate, totals: StayTotals, figures: QuoteFigures): QuoteResult {
  return {
    ok: true,
    quote: {
      villaId: villa.villaId,
      checkIn,
      checkOut,
      nights: totals.nights,
      currency: villa.currency,
      pricingType: totals.pricingType,
      nightly: figures.nightly,
      subtotal: figures.subtotal,
      discountPercentage: figures.discountPercentage,
      appliedDiscounts: figures.appliedDiscounts,
      cleaningFee: totals.cleaningFee,
      totalPrice: totals.totalPrice,
      averageNightlyRate: totals.averageNightlyRate,
      pricePerNight: figures.pricePerNight,
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
  /** `nights`: the stay's nights (`nightsOf`), when the caller has them. */
  options: { enforceMinimumStay?: boolean; occupied?: readonly OccupiedRange[]; nights?: readonly IsoDate[] } = {},
): StayTotalsResult {
  if (!options.occupied || options.occupied.length === 0) {
    const stayRules = (options.nights?.length ?? daysBetween(checkIn, checkOut)) >= 1 ? checkStayRules(villa.rules, checkIn, checkOut) : undefined;
    if (stayRules && !stayRules.gapFill && (options.enforceMinimumStay === false || !stayRules.violation)) {
      const dates = options.nights ?? nightsOf(checkIn, checkOut);
      const totals = totalsInUnits(pricer, dates);
      if (totals) return { ok: true, totals };
      // Decimal arithmetic, as a quote does it, without what only a quote shows.
      const tier = pricingTypeFor(dates.length);
      return {
        ok: true,
        totals: sumStay(
          villa,
          dates.length,
          dates.map((date) => pricer.priceNight(date, tier)),
          false,
        ).totals,
      };
    }
  }
  const priced = priceStay(villa, checkIn, checkOut, pricer, options);
  return priced.ok ? { ok: true, totals: priced.totals } : priced;
}

/**
 * `priceStay`'s totals in integers, where that gives exactly its figures, else undefined (the
 * decimal path then answers). A search prices the stay at each card it shows; decimal.js was
 * most of that. It holds when every night's exact price is a whole number of millionths
 * (`NightPricer.nightUnits`), the stay costs under a billion, the discount percentage has at
 * most two decimals and the villa at most six places: then no step of `priceStay` rounds before
 * its roundings to the villa's places, which are done here on the same exact values (half up).
 * The average's one extra rounding (to 20 digits, before the places) cannot move it: a total
 * over n nights is at least 1/(2n) of a last place from a half. No gap discount (search has none).
 */
export function totalsInUnits(pricer: NightPricer, dates: readonly IsoDate[]): StayTotals | undefined {
  return stayInUnits(pricer, dates)?.totals;
}

/**
 * The stay in integers (`totalsInUnits`), with what a quote shows beyond the totals: each night's
 * choice, the subtotal, the nights after the stay discount and the total, each in units of the
 * villa's last place.
 */
function stayInUnits(pricer: NightPricer, dates: readonly IsoDate[]) {
  const { villa } = pricer;
  const places = villa.decimalPlaces;
  if (places > UNIT_PLACES || dates.length === 0) return undefined;
  const nights = dates.length;
  const tier = pricingTypeFor(nights);
  const choices: NightChoice[] = [];
  let sum = 0;
  let baseSum = 0;
  for (const date of dates) {
    const choice = pricer.choose(date, tier);
    const units = pricer.nightUnits(choice);
    if (Number.isNaN(units)) return undefined;
    choices.push(choice);
    sum += units;
    if (choice.kind === 'base') baseSum += units;
  }
  // Non-negative nights: a sum below the bound was exact all the way.
  if (!(sum < MAX_STAY_UNITS)) return undefined;
  const discount = baseSum > 0 ? stayDiscountFor(nights, villa.rules.lengthOfStayDiscounts, villa.rules.maxDiscount) : undefined;
  const hundredths = discount ? Math.round(discount.percentage * 100) : 0;
  if (discount && (hundredths / 100 !== discount.percentage || hundredths > 10_000)) return undefined;
  const cleaning = pricer.cleaningFeeUnits();
  if (!(cleaning < MAX_STAY_UNITS)) return undefined;
  // After the stay discount, in units of 10^-10: sum - baseSum x percentage / 100.
  const afterDiscount = BigInt(sum) * 10_000n - BigInt(baseSum) * BigInt(hundredths);
  const nightsTotal = halfUp(afterDiscount, 10n ** BigInt(UNIT_PLACES + 4 - places));
  const total = nightsTotal + BigInt(cleaning);
  // The decimal path reads the total back from a float: it must have at most 15 digits.
  if (!(total < BigInt(MAX_STAY_UNITS))) return undefined;
  const scale = 10 ** places;
  const totals: StayTotals = {
    nights,
    pricingType: tier,
    cleaningFee: cleaning / scale,
    totalPrice: Number(total) / scale,
    averageNightlyRate: Number(halfUp(total, BigInt(nights))) / scale,
  };
  return {
    totals,
    discount,
    choices,
    subtotal: Number(halfUp(BigInt(sum), 10n ** BigInt(UNIT_PLACES - places))),
    nightsTotal: Number(nightsTotal),
    total: Number(total),
  };
}

/** `n / d` rounded half up, for `n >= 0` and `d > 0`. */
function halfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** The stay priced: each night, then the sums, discounts and fees as `quoteStay` shows them. */
function priceStay(villa: VillaPricing, checkIn: IsoDate, checkOut: IsoDate, pricer: NightPricer, options: { enforceMinimumStay?: boolean; occupied?: readonly OccupiedRange[] }) {
  if (daysBetween(checkIn, checkOut) < 1) return { ok: false as const, code: 'INVALID_STAY' as const, message: 'Check-out must be after check-in' };
  const stayRules = checkStayRules(villa.rules, checkIn, checkOut, options.occupied ?? []);
  if (options.enforceMinimumStay !== false && stayRules.violation) return { ok: false as const, code: stayRules.violation.code, message: stayRules.violation.message };
  const dates = nightsOf(checkIn, checkOut);
  const tier = pricingTypeFor(dates.length);
  const priced = dates.map((date) => pricer.priceNight(date, tier));
  const stay = sumStay(villa, dates.length, priced, stayRules.gapFill);
  // What a quote shows beyond the totals: the subtotal and each discount as a difference of
  // rounded figures (so subtotal - discounts === total exactly).
  const places = villa.decimalPlaces;
  const subtotal = roundMoneyNumber(stay.sum, places);
  const afterStayDiscount = roundMoneyNumber(stay.afterStayDiscount, places);
  const discountAmount = roundMoneyNumber(new Decimal(subtotal).sub(afterStayDiscount), places);
  const gapAmount = roundMoneyNumber(new Decimal(afterStayDiscount).sub(stay.nightsTotal), places);
  return { ok: true as const, nights: priced, subtotal, discount: stay.discount, discountAmount, gapPercentage: stay.gapPercentage, gapAmount, totals: stay.totals };
}

/**
 * The stay's nights summed, exactly: its stay discount, its gap discount (`gapFill`: it fills a
 * gap the stay rules let in), the cleaning fee and the totals, as `quoteStay` and `stayTotals`
 * show them.
 */
function sumStay(villa: VillaPricing, nights: number, priced: readonly { price: Decimal; kind: NightKind }[], gapFill: boolean) {
  const places = villa.decimalPlaces;
  let sum = new Decimal(0);
  let baseSum = new Decimal(0);
  for (const night of priced) {
    sum = sum.add(night.price);
    if (night.kind === 'base') baseSum = baseSum.add(night.price);
  }
  const discount = baseSum.gt(0) ? stayDiscountFor(nights, villa.rules.lengthOfStayDiscounts, villa.rules.maxDiscount) : undefined;
  // The total is the full-precision sum minus the full-precision discount, rounded once (so 7 nights
  // at 10% off total round(7 x base x 0.9), the original brief's client formula: docs/product.md#pricing).
  const exactDiscount = discount ? baseSum.mul(discount.percentage).div(100) : new Decimal(0);
  const afterStayDiscount = sum.sub(exactDiscount);
  // A stay let in below its minimum because it fills a gap takes the gap discount off every night
  // (after the stay discount). Without one, the product and quotient by 100 are exact: skipped.
  const gapPercentage = gapFill ? Math.min(100, Math.max(0, villa.rules.gapFill?.discountPercentage ?? 0)) : 0;
  const nightsTotal = roundMoneyNumber(gapPercentage > 0 ? afterStayDiscount.mul(100 - gapPercentage).div(100) : afterStayDiscount, places);
  // The cleaning fee is added once, after the discount, so it is never discounted.
  const cleaningFee = roundMoneyNumber(new Decimal(villa.cleaningFee ?? 0), places);
  const totalPrice = roundMoneyNumber(new Decimal(nightsTotal).add(cleaningFee), places);
  const totals: StayTotals = { nights, pricingType: pricingTypeFor(nights), cleaningFee, totalPrice, averageNightlyRate: roundMoneyNumber(new Decimal(totalPrice).div(nights), places) };
  return { sum, discount, afterStayDiscount, gapPercentage, nightsTotal, totals };
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
