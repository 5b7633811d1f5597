import type Decimal from 'decimal.js';
import { roundMoneyNumber } from '../currency/currency.ts';
import { addDays, nightsOf, type IsoDate } from '../dates/dates.ts';
import { approxNightRate, exactNightRate, pricingSummary, type NightPricer } from './pricing-engine.ts';
import { FROM_PRICE_WINDOW_DAYS, RATE_MODES, type PricingSummary, type RateMode, type TierSummary } from './pricing-types.ts';

/** The nights a card's "from" price is taken from: `[start, end)`, `days` nights from today. */
export interface FromPriceWindow {
  start: IsoDate;
  end: IsoDate;
  days: number;
}

export function fromPriceWindow(today: IsoDate, days: number = FROM_PRICE_WINDOW_DAYS): FromPriceWindow {
  return { start: today, end: addDays(today, days), days };
}

/** Relative float error allowed when picking the nights to price exactly (far above a double's). */
const NEAR_MIN = 1e-9;

/** Nights a tier's figure is made of: a night, a week, a month. */
const TIER_NIGHTS: Record<RateMode, number> = { daily: 1, weekly: 7, monthly: 30 };

/** The last window's nights: every villa card of a day walks the same 180 dates. */
let lastNights: { start: IsoDate; end: IsoDate; nights: readonly IsoDate[] } | undefined;

function windowNights(window: FromPriceWindow): readonly IsoDate[] {
  if (lastNights?.start !== window.start || lastNights.end !== window.end) lastNights = { start: window.start, end: window.end, nights: nightsOf(window.start, window.end) };
  return lastNights.nights;
}

/**
 * The lowest per-night rate of each rate mode over the window's nights, as the engine prices each
 * night (special dates, villa seasons, global ranges, seasonal rules, weekend multiplier on the
 * daily tier, stay discounts on base-priced nights of a week or a month). Nights priced at zero
 * are not offers and are skipped; a mode with none is left out.
 */
export function lowestNightRates(pricer: NightPricer, window: FromPriceWindow): Partial<Record<RateMode, Decimal>> {
  const dates = windowNights(window);
  const lowest: Partial<Record<RateMode, Decimal>> = {};
  for (const mode of RATE_MODES) {
    // Floats first (a villa card's window is 540 night prices), then exact decimals only for the
    // nights within float error of the lowest: the answer is the exact engine's.
    const approx = dates.map((date) => approxNightRate(pricer, date, mode));
    let min = Infinity;
    for (const rate of approx) if (rate > 0 && rate < min) min = rate;
    if (min === Infinity) continue;
    const near = min * (1 + NEAR_MIN);
    // Nights of one float price are priced exactly once (most are the same base or season night).
    const seen = new Set<number>();
    approx.forEach((rate, i) => {
      if (rate <= 0 || rate > near || seen.has(rate)) return;
      seen.add(rate);
      const exact = exactNightRate(pricer, dates[i] as IsoDate, mode);
      const current = lowest[mode];
      if (exact.gt(0) && (!current || exact.lt(current))) lowest[mode] = exact;
    });
  }
  return lowest;
}

/**
 * A villa card's price summary on `today`: `from` of each tier is the lowest rate a guest could
 * book in the window (a night; a week's or a month's nights at that night's rate), never a price
 * outside it; the season columns count only seasons with a night in the window. A tier with no
 * priced night keeps the base-derived figure. Nights already booked or blocked still count: the
 * catalog does not know them without a read per request (docs: FROM_PRICE_WINDOW_DAYS).
 */
export function windowedPricingSummary(pricer: NightPricer, today: IsoDate, days: number = FROM_PRICE_WINDOW_DAYS): PricingSummary {
  const window = fromPriceWindow(today, days);
  const { villa } = pricer;
  const summary = pricingSummary(villa, window);
  const base = pricingSummary({ ...villa, seasons: [] });
  const lowest = lowestNightRates(pricer, window);
  const tier = (mode: RateMode): TierSummary => {
    const rate = lowest[mode];
    const from = rate ? roundMoneyNumber(rate.mul(TIER_NIGHTS[mode]), villa.decimalPlaces) : base[mode].from;
    return { ...summary[mode], from };
  };
  return { ...summary, daily: tier('daily'), weekly: tier('weekly'), monthly: tier('monthly'), fromWindowDays: days };
}
