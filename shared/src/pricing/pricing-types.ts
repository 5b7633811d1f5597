import type { IsoDate } from '../dates/dates.ts';

/**
 * A money amount as the engine takes it: the database's exact decimal text on the server, a
 * JSON number in a browser (docs/architecture.md, "Dates, money and ids"). The engine reads it
 * once per villa into decimal.js; it is never added up as a float for anything shown.
 */
export type MoneyValue = number | string;

export type SeasonType = 'low' | 'high';
export type PricingType = 'Daily' | 'Weekly' | 'Monthly';

/**
 * The booking calendar's three rate modes: a night's price in a short stay (daily), in a stay of
 * a week (weekly) and in a stay of a month (monthly).
 */
export const RATE_MODES = ['daily', 'weekly', 'monthly'] as const;
export type RateMode = (typeof RATE_MODES)[number];

/** A villa's own season: dates inclusive, prices in the villa's currency. */
export interface VillaSeason {
  id: string;
  name: string;
  type: SeasonType;
  startDate: IsoDate;
  endDate: IsoDate;
  dailyPrice: MoneyValue;
  weeklyPrice: MoneyValue;
  monthlyPrice: MoneyValue;
  active: boolean;
}

/** A global season period from the admin calendar; villas price it with their season-type rates. */
export interface SeasonRange {
  id: string;
  name: string;
  type: SeasonType;
  startDate: IsoDate;
  endDate: IsoDate;
  active: boolean;
}

export interface SeasonTypeRate {
  dailyPrice: MoneyValue;
  weeklyPrice: MoneyValue;
  monthlyPrice: MoneyValue;
}

export type SeasonTypeRates = Partial<Record<SeasonType, SeasonTypeRate>>;

/** Year-independent multiplier on the base price, `MM-DD` inclusive, may wrap the year end. */
export interface SeasonalRule {
  name: string;
  startDate: string;
  endDate: string;
  priceModifier: number;
  isActive: boolean;
}

export interface LengthOfStayDiscount {
  minNights: number;
  discountPercentage: number;
  isActive: boolean;
}

export interface SpecialDate {
  date: IsoDate;
  price: number;
  name: string;
  isActive: boolean;
}

/**
 * Stay rules of a period (dates inclusive, e.g. a season's): the minimum stay for a check-in in
 * it, and the weekdays (0 = Sunday) a stay may start and end on in it (all seven: any day).
 */
export interface StayRule {
  name: string;
  startDate: IsoDate;
  endDate: IsoDate;
  minimumNights: number;
  checkInDays: number[];
  checkOutDays: number[];
  isActive: boolean;
}

/**
 * Gap nights: when enabled, a stay that exactly fills the free nights between two bookings or
 * blocks (at least minGapNights of them) is let in below the minimum stay, discountPercentage off.
 */
export interface GapFill {
  enabled: boolean;
  minGapNights: number;
  discountPercentage: number;
}

export interface PricingRules {
  seasonalPricing: SeasonalRule[];
  weekendMultiplier: number;
  minimumNights: number;
  lengthOfStayDiscounts: LengthOfStayDiscount[];
  specialDatePricing: SpecialDate[];
  maxDiscount: number;
  /** Absent: none. */
  stayRules?: StayRule[];
  /** Absent: gaps are not filled. */
  gapFill?: GapFill;
}

export const DEFAULT_PRICING_RULES: PricingRules = {
  seasonalPricing: [],
  weekendMultiplier: 1,
  minimumNights: 1,
  lengthOfStayDiscounts: [],
  specialDatePricing: [],
  maxDiscount: 20,
};

/** The original brief's client formula: 10% off from 7 nights, 20% off from 30 nights (docs/product.md#pricing). */
export const DEFAULT_STAY_DISCOUNTS: LengthOfStayDiscount[] = [
  { minNights: 7, discountPercentage: 10, isActive: true },
  { minNights: 30, discountPercentage: 20, isActive: true },
];

/** Everything the engine needs to price one villa. */
export interface VillaPricing {
  villaId: string;
  basePrice: MoneyValue;
  currency: string;
  decimalPlaces: number;
  seasons: VillaSeason[];
  seasonRates: SeasonTypeRates;
  rules: PricingRules;
  /** Charged once per stay, never per night and never discounted; absent means none. */
  cleaningFee?: MoneyValue;
}

export interface NightPrice {
  date: IsoDate;
  price: number;
  source: string;
}

export interface AppliedDiscount {
  name: string;
  discountPercentage: number;
  amount: number;
}

export interface Quote {
  villaId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  currency: string;
  pricingType: PricingType;
  nightly: NightPrice[];
  subtotal: number;
  discountPercentage: number;
  appliedDiscounts: AppliedDiscount[];
  /** Once per stay, included in totalPrice (the FTC's total-price rule: no fee revealed late). */
  cleaningFee: number;
  totalPrice: number;
  averageNightlyRate: number;
  pricePerNight: number;
}

export interface TierSummary {
  from: number;
  lowSeason: number;
  highSeason: number;
}

/**
 * The "from" price of a villa card is the lowest a guest can book in this many days from today
 * on the island (tonight included): a cheap season further ahead never becomes the card's price.
 */
export const FROM_PRICE_WINDOW_DAYS = 180;

export interface PricingSummary {
  daily: TierSummary;
  weekly: TierSummary;
  monthly: TierSummary;
  hasSeasonalPricing: boolean;
  /** The window the `from` figures were taken in, in days from today (FROM_PRICE_WINDOW_DAYS). */
  fromWindowDays?: number;
}
