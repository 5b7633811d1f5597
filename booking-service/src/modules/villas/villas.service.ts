import type { Knex } from '../../db/knex.ts';
import type { Currency } from '@islandstay/shared/currency/currency';
import { isWeekendNight, nightsOf, todayOnIsland } from '@islandstay/shared/dates/dates';
import type { PricingRules, SeasonRange, VillaPricing } from '@islandstay/shared/pricing/pricing-types';
import type { PublicVillaPricing } from '@islandstay/shared/pricing/public-pricing.schemas';
import { checkStayRules, DEFAULT_GAP_FILL } from '@islandstay/shared/pricing/stay-rules';
import type { ContentLocale } from '@islandstay/shared/cms/content.schemas';
import type { AmenityDto, AreaDto, LocalizedText, VillaDto, VillaListResponse, VillaSearchQuery } from '@islandstay/shared/villas/villa.schemas';
import { LONG_STAY_MIN_NIGHTS, longStaysOnly } from '@islandstay/shared/villas/short-stay-licence';
import { publicLocation, type MapBounds } from '@islandstay/shared/villas/villa-location';
import { AppError } from '../../lib/app-error.ts';
import { firstInOrder } from '../../lib/first-in-order.ts';
import type { Clock } from '../../lib/clock.ts';
import { CurrencyService } from '../currencies/currencies.service.ts';
import { cardPricingSummary, tonightPrice, type CatalogEntry, type CatalogSnapshot, type VillaCatalog } from './villa-catalog.ts';
import { OccupancyIndex, type OccupancyView } from '../bookings/occupancy.ts';
import { CATALOG_VERSION_ALONGSIDE, listAmenities, listPublicAreas, seasonDto, seasonRatesDto, type NameTranslations, type VillaRecord } from './villas.repository.ts';
import type { PublicHost } from '@islandstay/shared/staff/host-profile.schemas';
import { hostProfileOf, publicHostOf } from '../staff-accounts/host-profile-reads.ts';
import { approxNightlyFor, cachedQuote, searchIndex, type SearchIndex } from './search-index.ts';

/** A search page: a grid of 12 cards (3 x 4 or 4 x 3). */
export const DEFAULT_PAGE_SIZE = 12;

export const PAST_CHECK_IN_MESSAGE = 'check-in cannot be in the past';

/**
 * The pricing engine's inputs for the public villa detail, without what can no longer price a
 * night from today on (inactive entries, seasons, ranges and special dates that have ended).
 * Stay discounts are kept whole: an all-inactive list means "none", an empty one the defaults.
 */
export function publicPricing(villa: VillaPricing, ranges: SeasonRange[], today: string): PublicVillaPricing {
  const { rules } = villa;
  return {
    villaId: villa.villaId,
    // Engine inputs leave exact (as the owner set them), not rounded: the browser's preview must
    // quote what the server quotes.
    basePrice: Number(villa.basePrice),
    currency: villa.currency,
    decimalPlaces: villa.decimalPlaces,
    seasons: villa.seasons.filter((s) => s.active && s.endDate >= today).map(seasonDto),
    seasonRates: seasonRatesDto(villa.seasonRates),
    rules: {
      seasonalPricing: rules.seasonalPricing.filter((r) => r.isActive),
      weekendMultiplier: rules.weekendMultiplier,
      minimumNights: rules.minimumNights,
      lengthOfStayDiscounts: rules.lengthOfStayDiscounts,
      specialDatePricing: rules.specialDatePricing.filter((d) => d.isActive && d.date >= today),
      maxDiscount: rules.maxDiscount,
      stayRules: (rules.stayRules ?? []).filter((r) => r.isActive && r.endDate >= today),
      gapFill: rules.gapFill ?? DEFAULT_GAP_FILL,
    },
    cleaningFee: Number(villa.cleaningFee ?? 0),
    seasonRanges: ranges.filter((r) => r.active && r.endDate >= today && villa.seasonRates[r.type]),
  };
}

/** A search's page before it is shown: its villas, how to show them, and the counts. */
interface SearchPage {
  entries: CatalogEntry[];
  snapshot: CatalogSnapshot;
  options: DtoOptions;
  meta: Omit<VillaListResponse, 'data'>;
}

/** How a villa is shown: on which island day, in which currency and language, with the stay priced, as a card or the full page. */
interface DtoOptions {
  today: string;
  display?: Currency;
  stay?: { checkIn: string; checkOut: string };
  /** The stay's nights, when worked out already. */
  nights?: readonly string[];
  locale?: ContentLocale;
  /** The villa page: its seasons and pricing inputs too. */
  detail: boolean;
}

interface SearchCriteria {
  query: VillaSearchQuery;
  stay?: { checkIn: string; checkOut: string };
  today: string;
  nights: string[];
  /** Which of the nights are Friday or Saturday nights, once per search. */
  weekendNights: boolean[];
  /** Whether the stay holds one (the weekend minimum stay). */
  weekendNight: boolean;
  name?: string;
  areas: string[];
  amenities: string[];
  sort: NonNullable<VillaSearchQuery['sort']>;
  /** A price filter or a price sort: each villa left needs its float price. */
  needsPrice: boolean;
}

function searchCriteria(query: VillaSearchQuery, stay: SearchCriteria['stay'], today: string): SearchCriteria {
  const sort = query.sort ?? 'relevance';
  const nights = stay ? nightsOf(stay.checkIn, stay.checkOut) : [];
  const weekendNights = nights.map(isWeekendNight);
  return {
    query,
    stay,
    today,
    nights,
    weekendNights,
    weekendNight: weekendNights.includes(true),
    name: query.name?.toLowerCase(),
    areas: [...new Set([...(query.areas ?? []), ...(query.area ? [query.area] : [])].map((a) => a.toLowerCase()))],
    amenities: query.amenities?.map((a) => a.toLowerCase()) ?? [],
    sort,
    needsPrice: query.minPrice !== undefined || query.maxPrice !== undefined || sort === 'price-low' || sort === 'price-high',
  };
}

/**
 * Whether a villa's stay rules refuse the stay, as `checkStayRules` without neighbours decides
 * (a stay that would fill a gap is found on the villa page). A villa without date rules has only
 * its weekend minimum, decided here from what the search computed once; the others, few, ask the
 * engine. Exported for the test that holds the two together.
 */
export function stayRulesRefuse(rules: PricingRules, stay: { checkIn: string; checkOut: string }, nights: number, weekendNight: boolean): boolean {
  if (!rules.stayRules || rules.stayRules.length === 0) return weekendNight && nights < rules.minimumNights;
  return checkStayRules(rules, stay.checkIn, stay.checkOut).violation !== undefined;
}

/** The criteria with each area asked for by a translated name (a Thai one) turned to its English key. */
function inEnglish(c: SearchCriteria, snapshot: CatalogSnapshot): SearchCriteria {
  if (c.areas.length === 0 || snapshot.areaAliases.size === 0) return c;
  return { ...c, areas: [...new Set(c.areas.map((a) => snapshot.areaAliases.get(a) ?? a))] };
}

/** A name in the locale asked for, or in English when it has none there. */
export function localizedName(name: string, translations: NameTranslations | undefined, locale: ContentLocale): LocalizedText {
  const text = locale === 'en' ? undefined : translations?.[locale]?.name;
  return text ? { text, lang: locale } : { text: name, lang: 'en' };
}

/** The villa's texts to show in a locale other than English (`VillaDto.localized`). */
function localizedTexts(villa: VillaRecord, names: CatalogSnapshot['names'], locale: Exclude<ContentLocale, 'en'>): NonNullable<VillaDto['localized']> {
  const description = villa.translations[locale]?.description;
  return {
    description: description ? { text: description, lang: locale } : { text: villa.description, lang: 'en' },
    areas: villa.areas.map((area) => localizedName(area, names.areas.get(area), locale)),
    amenities: villa.amenities.map((amenity) => localizedName(amenity, names.amenities.get(amenity), locale)),
  };
}

/** The villas (positions in the index) of the areas asked for, or all. */
function villasInAreas(index: SearchIndex, areas: string[]): ArrayLike<number> {
  if (areas.length === 0) return index.all;
  if (areas.length === 1) return index.byArea.get(areas[0] as string) ?? [];
  // A villa in two of the areas is one result; the sorts order fully, so this order is free.
  return [...new Set(areas.flatMap((a) => [...(index.byArea.get(a) ?? [])]))];
}

/** Whether a point lies within the bounds, edges included (NaN, no point, never does). */
function inBounds(latitude: number, longitude: number, b: MapBounds): boolean {
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}

/** The villas (positions in the index) that match everything but availability and price. */
function candidates(index: SearchIndex, c: SearchCriteria): number[] {
  const { stay } = c;
  // The query's fields are read once, not once per villa: on the parsed query object that made
  // this loop over a thousand villas four times slower (measured at 5,000 villas).
  const { guests = 0, bedrooms = 0, bathrooms = 0, term } = c.query;
  const villatypes = c.query.villatype && c.query.villatype.length > 0 ? c.query.villatype : undefined;
  const { name, amenities, nights, weekendNight } = c;
  const { bounds } = c.query;
  const stayNights = nights.length;
  const shortStay = stay ? stayNights < LONG_STAY_MIN_NIGHTS : term === 'short';
  const found: number[] = [];
  const within = villasInAreas(index, c.areas);
  for (let k = 0; k < within.length; k++) {
    const at = within[k] as number;
    // The index's typed columns first: most villas fail here without their objects being read.
    if ((index.guests[at] as number) < guests || (index.bedrooms[at] as number) < bedrooms || (index.bathrooms[at] as number) < bathrooms) continue;
    // No short-stay licence: not offered for a stay under 30 nights, nor in a short-term search.
    if (shortStay && index.longStaysOnly[at] === 1) continue;
    // The map's area: the public point inside it (a villa without a point, NaN, never is).
    if (bounds && !inBounds(index.latitude[at] as number, index.longitude[at] as number, bounds)) continue;
    // A villa whose stay rules (minimum stay, arrival and departure days) refuse these dates
    // cannot be booked for them (`stayRulesRefuse`, its weekend minimum read from the index).
    if (stay && index.dateRules[at] === 0 && weekendNight && stayNights < (index.minimumNights[at] as number)) continue;
    if (name || amenities.length > 0 || villatypes || (stay && index.dateRules[at] === 1)) {
      const entry = index.entries[at] as CatalogEntry;
      if (name && !entry.nameKey.includes(name)) continue;
      if (amenities.length > 0 && amenities.some((a) => !entry.amenityKeys.has(a))) continue;
      if (villatypes && !villatypes.includes(entry.villa.villatype)) continue;
      if (stay && index.dateRules[at] === 1 && stayRulesRefuse(entry.villa.pricing.rules, stay, stayNights, weekendNight)) continue;
    }
    found.push(at);
  }
  return found;
}

/**
 * The villas left after the price filters, to rank: their positions in the index, with the float
 * price each is filtered and ranked by (when the search needs one), in the display currency, and
 * how many villas the search found.
 */
interface Ranked {
  at: number[];
  rankPrice: Float64Array;
  total: number;
}

/**
 * The villas to rank, priced. A price sort without price filters needs the prices of its page
 * only: once `wanted` villas are priced, a villa whose bound (`NightPricer.approxAverageBounds`)
 * is beyond the worst of the best `wanted` so far cannot reach the page and is not priced (a
 * villa at the same price might, by name, so only a bound strictly beyond is skipped). At 5,000
 * villas that prices a few dozen of an area's hundreds.
 */
function priced(index: SearchIndex, found: number[], c: SearchCriteria, display: Currency, wanted: number): Ranked {
  if (!c.needsPrice) return { at: found, rankPrice: new Float64Array(0), total: found.length };
  const { minPrice, maxPrice } = c.query;
  const nightly = c.stay ? approxNightlyFor(index, c.stay, c.nights, c.weekendNights) : undefined;
  // 1: lowest first, -1: highest first, 0: every villa priced.
  const direction = nightly && minPrice === undefined && maxPrice === undefined && wanted < found.length ? (c.sort === 'price-low' ? 1 : c.sort === 'price-high' ? -1 : 0) : 0;
  const best = direction !== 0 ? new KthSmallest(wanted) : undefined;
  const at: number[] = [];
  const rankPrice = new Float64Array(found.length);
  for (const position of found) {
    const entry = index.entries[position] as CatalogEntry;
    if (best?.full()) {
      const bounds = entry.pricer.approxAverageBounds(c.nights.length);
      const bound = ((direction > 0 ? bounds.low : bounds.high) / entry.currency.rate) * display.rate;
      if (direction * bound > best.value()) continue;
    }
    const price = ((nightly ? nightly(position) : tonightPrice(entry, c.today)) / entry.currency.rate) * display.rate;
    if (minPrice !== undefined && price < minPrice) continue;
    if (maxPrice !== undefined && price > maxPrice) continue;
    rankPrice[at.length] = price;
    at.push(position);
    best?.add(direction * price);
  }
  return { at, rankPrice, total: direction !== 0 ? found.length : at.length };
}

/** The largest of the `k` smallest numbers added so far (a max-heap of them). */
class KthSmallest {
  private readonly heap: Float64Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.heap = new Float64Array(k);
  }

  full(): boolean {
    return this.size === this.k;
  }

  value(): number {
    return this.heap[0] as number;
  }

  add(x: number): void {
    const heap = this.heap;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((heap[parent] as number) >= x) break;
        heap[i] = heap[parent] as number;
        i = parent;
      }
      heap[i] = x;
    } else if (x < (heap[0] as number)) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= this.k) break;
        const right = left + 1;
        const larger = right < this.k && (heap[right] as number) > (heap[left] as number) ? right : left;
        if ((heap[larger] as number) <= x) break;
        heap[i] = heap[larger] as number;
        i = larger;
      }
      heap[i] = x;
    }
  }
}

/**
 * The sorts, as comparisons of items of `Ranked` (the k-th villa left: `at[k]`, `rankPrice[k]`)
 * that read the index's typed columns, so ranking a thousand villas makes no object per villa.
 */
const SORTS: Record<NonNullable<VillaSearchQuery['sort']>, (index: SearchIndex, r: Ranked) => (a: number, b: number) => number> = {
  // Weighted rating: a 5.0 from one review ranks below a 4.8 from forty (see search-index.ts).
  relevance:
    ({ promoted, weightedRating, nameOrder }, { at }) =>
    (a, b) => {
      const x = at[a] as number;
      const y = at[b] as number;
      return (promoted[y] as number) - (promoted[x] as number) || (weightedRating[y] as number) - (weightedRating[x] as number) || (nameOrder[x] as number) - (nameOrder[y] as number);
    },
  'price-low':
    ({ nameOrder }, { at, rankPrice }) =>
    (a, b) =>
      (rankPrice[a] as number) - (rankPrice[b] as number) || (nameOrder[at[a] as number] as number) - (nameOrder[at[b] as number] as number),
  'price-high':
    ({ nameOrder }, { at, rankPrice }) =>
    (a, b) =>
      (rankPrice[b] as number) - (rankPrice[a] as number) || (nameOrder[at[a] as number] as number) - (nameOrder[at[b] as number] as number),
  rating:
    ({ entries, nameOrder }, { at }) =>
    (a, b) => {
      const x = (entries[at[a] as number] as CatalogEntry).villa;
      const y = (entries[at[b] as number] as CatalogEntry).villa;
      return y.rating - x.rating || y.reviewCount - x.reviewCount || (nameOrder[at[a] as number] as number) - (nameOrder[at[b] as number] as number);
    },
  guests:
    ({ guests, nameOrder }, { at }) =>
    (a, b) =>
      (guests[at[b] as number] as number) - (guests[at[a] as number] as number) || (nameOrder[at[a] as number] as number) - (nameOrder[at[b] as number] as number),
  name:
    ({ nameOrder }, { at }) =>
    (a, b) =>
      (nameOrder[at[a] as number] as number) - (nameOrder[at[b] as number] as number),
  area:
    ({ areaOrder, nameOrder }, { at }) =>
    (a, b) =>
      (areaOrder[at[a] as number] as number) - (areaOrder[at[b] as number] as number) || (nameOrder[at[a] as number] as number) - (nameOrder[at[b] as number] as number),
};

/** The public villa of a snapshot by id or slug, or 404. */
function publicEntry(snapshot: CatalogSnapshot, idOrSlug: string): CatalogEntry {
  const entry = snapshot.byId.get(idOrSlug) ?? snapshot.bySlug.get(idOrSlug);
  if (!entry) throw AppError.notFound('Villa not found', 'villa.notFound');
  return entry;
}

export class VillaService {
  /** The hosts read for villa pages, by owner, for one catalog version (see hostOf). */
  private hosts: { version: number; byOwner: Map<string, Promise<PublicHost | null>> } = { version: -1, byOwner: new Map() };

  constructor(
    private readonly db: Knex,
    private readonly catalog: VillaCatalog,
    private readonly clock: Clock,
    /**
     * Which villas are free for a stay, kept in memory by the bookings module; each of its reads
     * also reads the catalog's version, so a read with dates costs one statement.
     */
    private readonly occupancy = new OccupancyIndex(db, { alongside: CATALOG_VERSION_ALONGSIDE }),
  ) {}

  today(): string {
    return todayOnIsland(this.clock());
  }

  /**
   * The in-memory catalog's filters first (an area through its index, then guests, rooms,
   * licence, the map's bounds, amenities, type, stay rules); with dates, the catalog version is read and the
   * bookings module's occupancy index brought up to date (both reads start after the request
   * came), and the villas left are kept if free. Only those are priced and ranked, and only the
   * page returned gets exact figures. The snapshot filtered is the one held: should the version
   * come back newer, the filters run again on the newer snapshot.
   */
  private async searchPage(query: VillaSearchQuery): Promise<SearchPage> {
    const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : undefined;
    const today = this.today();
    if (stay) this.refusePastCheckIn(stay.checkIn, today);
    const criteria = searchCriteria(query, stay, today);

    let snapshot = stay ? await this.catalog.held() : await this.catalog.current();
    let index = searchIndex(snapshot);
    let found = candidates(index, inEnglish(criteria, snapshot));
    if (stay) {
      const { version, occupancy } = await this.freshStayReads(today);
      if (version > snapshot.version) {
        snapshot = await this.catalog.at(version);
        index = searchIndex(snapshot);
        found = candidates(index, inEnglish(criteria, snapshot));
      }
      found = found.filter(occupancy.freeAmong(stay, index.ids));
    }
    const display = query.currency ? CurrencyService.require(snapshot.currencies, query.currency, 'currency') : snapshot.currencies.base;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    const ranked = priced(index, found, criteria, display, page * limit);
    const { total } = ranked;
    // Only the villas up to the page's last are put in order.
    const entries = firstInOrder(
      Array.from({ length: ranked.at.length }, (_, k) => k),
      page * limit,
      SORTS[criteria.sort](index, ranked),
    )
      .slice((page - 1) * limit)
      .map((k) => index.entries[ranked.at[k] as number] as CatalogEntry);
    const options: DtoOptions = { today, display: query.currency ? display : undefined, stay, nights: criteria.nights, locale: query.locale, detail: false };
    return { entries, snapshot, options, meta: { page, totalPages: Math.max(1, Math.ceil(total / limit)), total, currency: display.code } };
  }

  async search(query: VillaSearchQuery): Promise<VillaListResponse> {
    const { entries, snapshot, options, meta } = await this.searchPage(query);
    return { data: entries.map((entry) => this.toDto(entry, snapshot, options)), ...meta };
  }

  /**
   * `search`'s answer as JSON, the same text as `JSON.stringify(await search(query))`, for the
   * search routes: a card's fields that depend neither on the stay nor on the currency asked for
   * are serialized once per villa, island day and language (`cardText`), the rest per request.
   * A search's 30 KB answer was the tenth of its CPU spent serializing.
   */
  async searchText(query: VillaSearchQuery): Promise<string> {
    const { entries, snapshot, options, meta } = await this.searchPage(query);
    const cards = entries.map((entry) => {
      const text = cardText(entry, snapshot, options);
      const extra = JSON.stringify(this.stayAndDisplay(entry, snapshot, options, tonightPrice(entry, options.today)));
      return extra === '{}' ? text : `${text.slice(0, -1)},${extra.slice(1)}`;
    });
    return `{"data":[${cards.join(',')}],${JSON.stringify(meta).slice(1)}`;
  }

  async detail(idOrSlug: string, options: { currency?: string; locale?: ContentLocale } = {}): Promise<VillaDto> {
    const { entry, snapshot } = await this.requirePublic(idOrSlug);
    const display = options.currency ? CurrencyService.require(snapshot.currencies, options.currency, 'currency') : undefined;
    const host = entry.villa.ownerId ? await this.hostOf(entry.villa.ownerId, snapshot.version) : null;
    return { ...this.toDto(entry, snapshot, { today: this.today(), display, locale: options.locale, detail: true }), host };
  }

  /**
   * A villa's host as its page shows it, read once per catalog version: a host profile's writes
   * bump the version (migration 027), as do the owners' and villas' its "hosting since" comes from.
   */
  private hostOf(ownerId: string, version: number): Promise<PublicHost | null> {
    if (this.hosts.version !== version) this.hosts = { version, byOwner: new Map() };
    const hosts = this.hosts.byOwner;
    let host = hosts.get(ownerId);
    if (!host) {
      host = hostProfileOf(this.db, ownerId).then((record) => (record ? publicHostOf(record) : null));
      // A failed read is not kept: the next page asks again.
      host.catch(() => hosts.delete(ownerId));
      hosts.set(ownerId, host);
    }
    return host;
  }

  /** Stays start today or later on the island calendar (docs/product.md#search). */
  refusePastCheckIn(checkIn: string, today = this.today()): void {
    if (checkIn < today) throw AppError.validation('checkIn', 'villa.pastCheckIn', PAST_CHECK_IN_MESSAGE);
  }

  /** The current catalog snapshot. */
  snapshot(): Promise<CatalogSnapshot> {
    return this.catalog.current();
  }

  /** The public villa from the catalog, or 404. */
  async requirePublic(idOrSlug: string): Promise<{ entry: CatalogEntry; snapshot: CatalogSnapshot }> {
    const snapshot = await this.catalog.current();
    return { entry: publicEntry(snapshot, idOrSlug), snapshot };
  }

  /**
   * `requirePublic` and `occupancyFrom` together, from one statement: the catalog's version is
   * read with the occupancy's change log.
   */
  async requirePublicWithOccupancy(idOrSlug: string, from: string): Promise<{ entry: CatalogEntry; snapshot: CatalogSnapshot; occupancy: OccupancyView }> {
    const { version, occupancy } = await this.freshStayReads(from);
    const snapshot = await this.catalog.at(version);
    return { entry: publicEntry(snapshot, idOrSlug), snapshot, occupancy };
  }

  /** The occupancy from a read of its change log that started after this call, and the catalog version that read found. */
  private async freshStayReads(from: string): Promise<{ version: number; occupancy: OccupancyView }> {
    const occupancy = await this.occupancy.fresh(from);
    return { version: Number(occupancy.alongside ?? 0), occupancy };
  }

  /**
   * The bookings module's occupancy index (the one search reads), brought up to date by a read of
   * its change log that starts after this call, holding every night from `from` on.
   */
  occupancyFrom(from: string): Promise<OccupancyView> {
    return this.occupancy.fresh(from);
  }

  /** The occupancy index as last read, without reading (OccupancyIndex.lastRead). */
  occupancyHeld(from: string): OccupancyView | undefined {
    return this.occupancy.lastRead(from);
  }

  /** Island areas with their number of public villas; with a locale, each name also in it. */
  async areas(locale?: ContentLocale): Promise<AreaDto[]> {
    return (await listPublicAreas(this.db)).map(({ translations, ...area }) => ({ ...area, ...(locale ? { label: localizedName(area.name, translations, locale) } : {}) }));
  }

  /** Amenities, predefined first; with a locale, each name also in it. */
  async amenities(locale?: ContentLocale): Promise<AmenityDto[]> {
    return (await listAmenities(this.db)).map(({ translations, ...amenity }) => ({ ...amenity, ...(locale ? { label: localizedName(amenity.name, translations, locale) } : {}) }));
  }

  private toDto(entry: CatalogEntry, snapshot: CatalogSnapshot, options: DtoOptions): VillaDto {
    const dto = cardFields(entry, snapshot, options);
    return Object.assign(dto, this.stayAndDisplay(entry, snapshot, options, dto.currentPrice));
  }

  /** What a villa's card or page shows of the stay asked about and in the currency asked for. */
  private stayAndDisplay(entry: CatalogEntry, snapshot: CatalogSnapshot, options: DtoOptions, current: number): Pick<VillaDto, 'stay' | 'display'> {
    const { display, stay, nights } = options;
    const shown: Pick<VillaDto, 'stay' | 'display'> = {};
    if (stay) {
      const quoted = cachedQuote(snapshot, entry, stay, nights);
      if (quoted.ok) {
        const { nights: count, totalPrice, averageNightlyRate, pricingType, cleaningFee } = quoted.totals;
        shown.stay = { nights: count, totalPrice, averageNightlyRate, pricingType, ...(cleaningFee > 0 ? { cleaningFee } : {}) };
      }
    }
    if (display) {
      const toDisplay = (amount: number) => CurrencyService.convert(snapshot.currencies, amount, entry.currency, display);
      shown.display = {
        currency: display.code,
        currentPrice: toDisplay(current),
        ...(shown.stay ? { averageNightlyRate: toDisplay(shown.stay.averageNightlyRate), totalPrice: toDisplay(shown.stay.totalPrice) } : {}),
      };
    }
    return shown;
  }
}

/** A villa's fields that depend neither on the stay nor on the currency asked for (its card, or with `detail` its page). */
function cardFields(entry: CatalogEntry, snapshot: CatalogSnapshot, options: DtoOptions): VillaDto {
  const { today, locale, detail: withSeasons } = options;
  const { villa } = entry;
  return {
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
    currentPrice: tonightPrice(entry, today),
    pricingSummary: cardPricingSummary(entry, today),
    ...(withSeasons ? { seasons: villa.pricing.seasons.filter((s) => s.active).map(seasonDto) } : {}),
    minimumNights: villa.pricing.rules.minimumNights,
    weekendMultiplier: villa.pricing.rules.weekendMultiplier,
    longStaysOnly: longStaysOnly(villa.shortStayLicence),
    location: publicLocation(villa.location),
    ...(withSeasons ? { pricing: publicPricing(villa.pricing, snapshot.ranges, today) } : {}),
    ...(locale && locale !== 'en' ? { localized: localizedTexts(villa, snapshot.names, locale) } : {}),
  };
}

/** `cardFields` of a search card as JSON, kept on the entry for the island day, per language. */
function cardText(entry: CatalogEntry, snapshot: CatalogSnapshot, options: DtoOptions): string {
  const { today } = options;
  if (entry.cardTexts?.day !== today) entry.cardTexts = { day: today, byLocale: new Map() };
  const locale = options.locale ?? 'en';
  let text = entry.cardTexts.byLocale.get(locale);
  if (text === undefined) {
    text = JSON.stringify(cardFields(entry, snapshot, { ...options, detail: false }));
    entry.cardTexts.byLocale.set(locale, text);
  }
  return text;
}
