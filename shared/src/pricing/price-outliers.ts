import Decimal from 'decimal.js';
import type { PricingRulesInput } from './pricing-admin.schemas.ts';
import type { SeasonType } from './pricing-types.ts';

/**
 * A night price far from the villa's usual one is most often a typo (333 for 33,300, a test
 * season left in), and the cheapest night a guest can book becomes the card's "from" price. The
 * back office asks before saving one; nothing refuses it: a real promotion may be that low.
 */
export const OUTLIER_BELOW_BASE_DIVISOR = 3;
export const OUTLIER_ABOVE_BASE_FACTOR = 5;

export type OutlierDirection = 'low' | 'high';

/** Below a third of the base price, or above five times it; undefined when usual (or no base to compare with). */
export function priceOutlierDirection(price: Decimal.Value, basePrice: Decimal.Value): OutlierDirection | undefined {
  const base = new Decimal(basePrice);
  if (!base.isFinite() || base.lte(0)) return undefined;
  const night = new Decimal(price);
  if (night.mul(OUTLIER_BELOW_BASE_DIVISOR).lt(base)) return 'low';
  if (night.gt(base.mul(OUTLIER_ABOVE_BASE_FACTOR))) return 'high';
  return undefined;
}

/** Where an outlying night price comes from, with the form field that sets it. */
export type OutlierSource =
  | { kind: 'seasonal'; name: string; field: `seasonalPricing.${number}.priceModifier` }
  | { kind: 'weekend'; field: 'weekendMultiplier' }
  | { kind: 'special'; name: string; date: string; field: `specialDatePricing.${number}.price` }
  | { kind: 'seasonRate'; seasonType: SeasonType; tier: 'daily' | 'weekly' | 'monthly'; field: `${SeasonType}.${'daily' | 'weekly' | 'monthly'}` }
  | { kind: 'villaSeason'; name: string; tier: 'daily' | 'weekly' | 'monthly'; field: `seasons.${number}.${'daily' | 'weekly' | 'monthly'}` };

export interface PriceOutlier {
  source: OutlierSource;
  /** The night price the entry makes (a week's or month's rate per night), exact. */
  price: number;
  basePrice: number;
  direction: OutlierDirection;
}

type OutlierRules = Pick<PricingRulesInput, 'seasonalPricing' | 'weekendMultiplier' | 'specialDatePricing'>;

function outlier(source: OutlierSource, price: Decimal, basePrice: number): PriceOutlier | undefined {
  const direction = priceOutlierDirection(price, basePrice);
  return direction ? { source, price: price.toNumber(), basePrice, direction } : undefined;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The active seasonal rules, weekend rate and special dates of `rules` whose night price is an
 * outlier against `basePrice`. With `saved` (the rules as last saved), only entries added or
 * changed since count: an owner who chose to keep an outlier is not asked again at every save.
 */
export function pricingRulesOutliers(rules: OutlierRules, basePrice: number, saved?: OutlierRules): PriceOutlier[] {
  const found: (PriceOutlier | undefined)[] = [];
  const base = new Decimal(basePrice);
  rules.seasonalPricing.forEach((rule, index) => {
    if (!rule.isActive || saved?.seasonalPricing.some((s) => sameJson(s, rule))) return;
    found.push(outlier({ kind: 'seasonal', name: rule.name, field: `seasonalPricing.${index}.priceModifier` }, base.mul(rule.priceModifier), basePrice));
  });
  if (rules.weekendMultiplier !== saved?.weekendMultiplier) {
    found.push(outlier({ kind: 'weekend', field: 'weekendMultiplier' }, base.mul(rules.weekendMultiplier), basePrice));
  }
  rules.specialDatePricing.forEach((special, index) => {
    if (!special.isActive || saved?.specialDatePricing.some((s) => sameJson(s, special))) return;
    found.push(outlier({ kind: 'special', name: special.name, date: special.date, field: `specialDatePricing.${index}.price` }, new Decimal(special.price), basePrice));
  });
  return found.filter((o): o is PriceOutlier => o !== undefined);
}

interface Rates {
  daily: number;
  weekly: number;
  monthly: number;
}

/** Nights in a rate of each tier: a weekly rate is 7 nights' price, a monthly one 30. */
const TIER_NIGHTS = { daily: 1, weekly: 7, monthly: 30 } as const;
const TIERS = ['daily', 'weekly', 'monthly'] as const;

/** The tiers of `rate` set (above 0) and changed from `before`, as outliers per night; `source` names each. */
function rateOutliers(rate: Rates, before: Rates | undefined, basePrice: number, source: (tier: (typeof TIERS)[number]) => OutlierSource): (PriceOutlier | undefined)[] {
  return TIERS.filter((tier) => rate[tier] > 0 && before?.[tier] !== rate[tier]).map((tier) => outlier(source(tier), new Decimal(rate[tier]).div(TIER_NIGHTS[tier]), basePrice));
}

/**
 * The season-type rates (the calendar's villa pricing modal) whose night price is an outlier; a
 * rate of 0 is "not set" and a weekly or monthly rate counts per night. With `saved`, only rates
 * changed since.
 */
export function seasonRatesOutliers(rates: Partial<Record<SeasonType, Rates>>, basePrice: number, saved?: Partial<Record<SeasonType, Rates>>): PriceOutlier[] {
  const found: (PriceOutlier | undefined)[] = [];
  for (const seasonType of ['low', 'high'] as const) {
    const rate = rates[seasonType];
    if (!rate) continue;
    found.push(...rateOutliers(rate, saved?.[seasonType], basePrice, (tier) => ({ kind: 'seasonRate', seasonType, tier, field: `${seasonType}.${tier}` })));
  }
  return found.filter((o): o is PriceOutlier => o !== undefined);
}

/** One of a villa's own season periods as its Season Pricing modal edits it. */
export interface VillaSeasonRates extends Rates {
  /** Absent on a season not saved yet. */
  seasonId?: string;
  name: string;
  active: boolean;
}

/**
 * The villa's own season periods (the villas list's Season Pricing modal) whose night price is an
 * outlier, tier by tier as seasonRatesOutliers; an inactive season prices nothing. With `saved`
 * (the seasons as last saved, by id), a rate an active season already had is not asked again.
 */
export function villaSeasonsOutliers(seasons: readonly VillaSeasonRates[], basePrice: number, saved?: readonly (Rates & { id: string; active: boolean })[]): PriceOutlier[] {
  const found: (PriceOutlier | undefined)[] = [];
  seasons.forEach((season, index) => {
    if (!season.active) return;
    const before = saved?.find((s) => s.active && s.id === season.seasonId);
    found.push(...rateOutliers(season, before, basePrice, (tier) => ({ kind: 'villaSeason', name: season.name, tier, field: `seasons.${index}.${tier}` })));
  });
  return found.filter((o): o is PriceOutlier => o !== undefined);
}
