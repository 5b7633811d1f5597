import type { Knex } from '../../db/knex.ts';
import { convert, type Currency } from '@islandstay/shared/currency/currency';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { NightPricer, currentPrice, pricingSummary, quoteStay } from '@islandstay/shared/pricing/pricing-engine';
import type { SeasonRange } from '@islandstay/shared/pricing/pricing-types';
import type { VillaDto, VillaListResponse, VillaSearchQuery } from '@islandstay/shared/villas/villa.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrencyService } from '../currencies/currencies.service.ts';
import { findPublicVilla, findPublicVillas, listSeasonRanges, type VillaRecord } from './villas.repository.ts';

export const DEFAULT_PAGE_SIZE = 24;

interface Ranked {
  villa: VillaRecord;
  pricer: NightPricer;
  /** The price the filters and price sorts use, in the display currency. */
  displayPrice?: number;
  current?: number;
  stay?: VillaDto['stay'];
}

/** Rating weighted by review count: a 5.0 from one review ranks below a 4.8 from forty. */
function weightedRating(v: VillaRecord): number {
  return (v.rating * v.reviewCount) / (v.reviewCount + 5);
}

const byName = (a: Ranked, b: Ranked) => a.villa.name.localeCompare(b.villa.name) || a.villa.id.localeCompare(b.villa.id);

const SORTS: Record<NonNullable<VillaSearchQuery['sort']>, (a: Ranked, b: Ranked) => number> = {
  relevance: (a, b) =>
    Number(b.villa.isPromoted) - Number(a.villa.isPromoted) || weightedRating(b.villa) - weightedRating(a.villa) || byName(a, b),
  'price-low': (a, b) => (a.displayPrice ?? 0) - (b.displayPrice ?? 0) || byName(a, b),
  'price-high': (a, b) => (b.displayPrice ?? 0) - (a.displayPrice ?? 0) || byName(a, b),
  rating: (a, b) => b.villa.rating - a.villa.rating || b.villa.reviewCount - a.villa.reviewCount || byName(a, b),
  guests: (a, b) => b.villa.guests - a.villa.guests || byName(a, b),
  name: byName,
  area: (a, b) => (a.villa.areas[0] ?? '').localeCompare(b.villa.areas[0] ?? '') || byName(a, b),
};

export class VillaService {
  constructor(
    private readonly db: Knex,
    private readonly currencies: CurrencyService,
    private readonly clock: Clock,
  ) {}

  today(): string {
    return todayOnIsland(this.clock());
  }

  async search(query: VillaSearchQuery): Promise<VillaListResponse> {
    const table = await this.currencies.table();
    const display = query.currency ? await this.currencies.require(query.currency, 'currency') : table.base;
    const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : undefined;
    const areas = [...(query.areas ?? []), ...(query.area ? [query.area] : [])];

    const [villas, ranges] = await Promise.all([
      findPublicVillas(this.db, {
        name: query.name || undefined,
        areas,
        guests: query.guests,
        bedrooms: query.bedrooms,
        bathrooms: query.bathrooms,
        amenityKeys: query.amenities?.map((a) => a.toLowerCase()),
        villatypes: query.villatype,
        stay,
      }),
      listSeasonRanges(this.db),
    ]);

    const sort = query.sort ?? 'relevance';
    const needsPrice = stay !== undefined || query.minPrice !== undefined || query.maxPrice !== undefined || sort === 'price-low' || sort === 'price-high';
    const today = this.today();

    let ranked: Ranked[] = [];
    for (const villa of villas) {
      const entry: Ranked = { villa, pricer: new NightPricer(villa.pricing, ranges) };
      if (stay) {
        const quoted = quoteStay(villa.pricing, ranges, stay.checkIn, stay.checkOut, entry.pricer);
        // A villa whose weekend minimum stay refuses these dates cannot be booked for them.
        if (!quoted.ok) continue;
        const { nights, totalPrice, averageNightlyRate, pricingType } = quoted.quote;
        entry.stay = { nights, totalPrice, averageNightlyRate, pricingType };
      }
      if (needsPrice) {
        const source = this.currencyOf(table.byCode, villa.currency);
        const nightly = entry.stay ? entry.stay.averageNightlyRate : (entry.current = currentPrice(villa.pricing, ranges, today, entry.pricer));
        entry.displayPrice = convert(nightly, source, display);
        if (query.minPrice !== undefined && entry.displayPrice < query.minPrice) continue;
        if (query.maxPrice !== undefined && entry.displayPrice > query.maxPrice) continue;
      }
      ranked.push(entry);
    }
    ranked.sort(SORTS[sort]);

    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    const total = ranked.length;
    ranked = ranked.slice((page - 1) * limit, page * limit);
    const data = ranked.map((entry) => this.toDto(entry, ranges, today, table.byCode, query.currency ? display : undefined));
    return { data, villas: data, page, totalPages: Math.max(1, Math.ceil(total / limit)), total, currency: display.code };
  }

  async detail(idOrSlug: string, displayCode?: string): Promise<VillaDto> {
    const display = displayCode ? await this.currencies.require(displayCode, 'currency') : undefined;
    const [villa, ranges, table] = await Promise.all([findPublicVilla(this.db, idOrSlug), listSeasonRanges(this.db), this.currencies.table()]);
    if (!villa) throw AppError.notFound('Villa not found');
    return this.toDto({ villa, pricer: new NightPricer(villa.pricing, ranges) }, ranges, this.today(), table.byCode, display);
  }

  /** The public villa or 404; for quotes, calendars and availability. */
  async requirePublic(idOrSlug: string): Promise<{ villa: VillaRecord; ranges: SeasonRange[] }> {
    const [villa, ranges] = await Promise.all([findPublicVilla(this.db, idOrSlug), listSeasonRanges(this.db)]);
    if (!villa) throw AppError.notFound('Villa not found');
    return { villa, ranges };
  }

  private currencyOf(byCode: Map<string, Currency>, code: string): Currency {
    const currency = byCode.get(code);
    if (!currency) throw new Error(`Villa currency ${code} is not configured`);
    return currency;
  }

  private toDto(entry: Ranked, ranges: SeasonRange[], today: string, byCode: Map<string, Currency>, display?: Currency): VillaDto {
    const { villa } = entry;
    const current = entry.current ?? currentPrice(villa.pricing, ranges, today, entry.pricer);
    const dto: VillaDto = {
      id: villa.id,
      slug: villa.slug,
      name: villa.name,
      description: villa.description,
      villatype: villa.villatype,
      areas: villa.areas,
      amenities: villa.amenities,
      images: villa.images,
      guests: villa.guests,
      bedrooms: villa.bedrooms,
      bathrooms: villa.bathrooms,
      price: villa.basePrice,
      currency: villa.currency,
      rating: villa.rating,
      reviews: villa.reviewCount,
      isPromoted: villa.isPromoted,
      currentPrice: current,
      pricingSummary: pricingSummary(villa.pricing),
      seasons: villa.pricing.seasons.filter((s) => s.active),
      minimumNights: villa.pricing.rules.minimumNights,
      weekendMultiplier: villa.pricing.rules.weekendMultiplier,
      ...(entry.stay ? { stay: entry.stay } : {}),
    };
    if (display) {
      const source = this.currencyOf(byCode, villa.currency);
      dto.display = {
        currency: display.code,
        currentPrice: convert(current, source, display),
        ...(entry.stay
          ? { averageNightlyRate: convert(entry.stay.averageNightlyRate, source, display), totalPrice: convert(entry.stay.totalPrice, source, display) }
          : {}),
      };
    }
    return dto;
  }
}
