import { NightPricer } from '@islandstay/shared/pricing/pricing-engine';
import { priceCalendarMonth, type PriceCalendarDay } from '@islandstay/shared/pricing/price-calendar';
import type { PricingRulesInput, VillaPricingResponse } from '@islandstay/shared/pricing/pricing-admin.schemas';
import type { SeasonRange, VillaPricing } from '@islandstay/shared/pricing/pricing-types';

/** The engine's input for one villa, with the page's (possibly unsaved) rules. */
export function villaPricingWith(rules: PricingRulesInput, pricing: VillaPricingResponse, decimalPlaces: number): VillaPricing {
  return {
    villaId: pricing.villaId,
    basePrice: pricing.basePrice,
    currency: pricing.currency,
    decimalPlaces,
    seasons: pricing.seasons,
    seasonRates: pricing.seasonRates,
    rules,
  };
}

/** A month of nightly prices by the shared engine (the same that prices bookings on the server). */
export function previewMonth(villa: VillaPricing, seasonRanges: readonly SeasonRange[], year: number, month: number): PriceCalendarDay[] {
  return priceCalendarMonth(new NightPricer(villa, [...seasonRanges]), year, month);
}

export interface MonthRef {
  year: number;
  month: number;
}

export function shiftMonth({ year, month }: MonthRef, by: number): MonthRef {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
