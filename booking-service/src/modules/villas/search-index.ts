import { stayTotals, type StayTotalsResult } from '@islandstay/shared/pricing/pricing-engine';
import { publicLocation } from '@islandstay/shared/villas/villa-location';
import type { CatalogEntry, CatalogSnapshot } from './villa-catalog.ts';

/**
 * What search reads of every villa, laid out once per catalog snapshot: the filter fields as typed
 * columns (a search at 5,000 villas walks an area's ~1,200 villas per request, and chasing each
 * entry's objects for guests, rooms and rules cost more than the checks), the sort keys (a name
 * order and a weighted rating, so comparators compare numbers, never strings), and the figures
 * of recent stays. Held per snapshot object, so nothing outlives the catalog version it was
 * computed from: a new version is a new snapshot and starts empty.
 */
export interface SearchIndex {
  entries: CatalogEntry[];
  ids: string[];
  guests: Int32Array;
  bedrooms: Int32Array;
  bathrooms: Int32Array;
  /** The weekend minimum stay of a villa without date rules. */
  minimumNights: Int32Array;
  /** 1: the villa has stay rules by date, which the pricing engine decides. */
  dateRules: Uint8Array;
  /** 1: no short-stay licence (stays of 30 nights or more only). */
  longStaysOnly: Uint8Array;
  promoted: Uint8Array;
  /** The public point (exact, or the grid cell's centre when hidden: what the map shows); NaN when none. */
  latitude: Float64Array;
  longitude: Float64Array;
  weightedRating: Float64Array;
  /** Position in the name order (`localeCompare`, then id): unique per villa. */
  nameOrder: Int32Array;
  /** Position of the first area in `localeCompare` order (equal areas, equal positions). */
  areaOrder: Int32Array;
  /** Every villa (positions into `entries`), and by lower-cased area name. */
  all: Int32Array;
  byArea: Map<string, Int32Array>;
  /** Stays' figures, most recently used last (see MAX_CACHED_STAYS). */
  stays: Map<string, StayFigures>;
}

/** One stay's figures per villa, computed on first need. */
interface StayFigures {
  /**
   * The float average nightly rate by villa position (NaN: not computed yet), kept from the stay's
   * second search on: most stays are asked once, and 8 bytes a villa a search was garbage.
   */
  approxNightly?: Float64Array;
  searches: number;
  quotes: Map<CatalogEntry, StayTotalsResult>;
}

/**
 * How many stays' figures a snapshot keeps (each is 8 bytes a villa plus the quotes of the villas
 * shown): popular dates repeat between searches; the least recently used stay is dropped.
 */
const MAX_CACHED_STAYS = 64;
/** Quotes kept per stay (those of the villas shown; the oldest dropped): 64 x 256 at most a snapshot. */
const MAX_QUOTES_PER_STAY = 256;

const indexes = new WeakMap<CatalogSnapshot, SearchIndex>();

/** Rating weighted by review count: a 5.0 from one review ranks below a 4.8 from forty. */
export function weightedRating(e: CatalogEntry): number {
  return (e.villa.rating * e.villa.reviewCount) / (e.villa.reviewCount + 5);
}

/** Collation as `String#localeCompare` without arguments does it, at a fraction of the cost per call. */
const collator = new Intl.Collator();

/** The search index of a snapshot, built on its first search. */
export function searchIndex(snapshot: CatalogSnapshot): SearchIndex {
  let index = indexes.get(snapshot);
  if (!index) {
    index = buildIndex(snapshot);
    indexes.set(snapshot, index);
  }
  return index;
}

function buildIndex(snapshot: CatalogSnapshot): SearchIndex {
  const { entries } = snapshot;
  const n = entries.length;
  const position = new Map(entries.map((e, i) => [e, i]));
  const points = entries.map((e) => publicLocation(e.villa.location));
  const index: SearchIndex = {
    entries,
    ids: entries.map((e) => e.villa.id),
    guests: Int32Array.from(entries, (e) => e.villa.guests),
    bedrooms: Int32Array.from(entries, (e) => e.villa.bedrooms),
    bathrooms: Int32Array.from(entries, (e) => e.villa.bathrooms),
    minimumNights: Int32Array.from(entries, (e) => e.villa.pricing.rules.minimumNights),
    dateRules: Uint8Array.from(entries, (e) => ((e.villa.pricing.rules.stayRules?.length ?? 0) > 0 ? 1 : 0)),
    longStaysOnly: Uint8Array.from(entries, (e) => (e.villa.shortStayLicence === 'none' ? 1 : 0)),
    promoted: Uint8Array.from(entries, (e) => (e.villa.isPromoted ? 1 : 0)),
    latitude: Float64Array.from(points, (p) => p?.latitude ?? Number.NaN),
    longitude: Float64Array.from(points, (p) => p?.longitude ?? Number.NaN),
    weightedRating: Float64Array.from(entries, weightedRating),
    nameOrder: new Int32Array(n),
    areaOrder: new Int32Array(n),
    all: Int32Array.from(entries, (_, i) => i),
    byArea: new Map([...snapshot.byArea].map(([area, list]) => [area, Int32Array.from(list, (e) => position.get(e) as number)])),
    stays: new Map(),
  };
  const byName = [...index.all].sort((a, b) => {
    const x = entries[a]!.villa;
    const y = entries[b]!.villa;
    return collator.compare(x.name, y.name) || (x.id < y.id ? -1 : 1);
  });
  byName.forEach((at, order) => (index.nameOrder[at] = order));
  const firstArea = (i: number) => entries[i]!.villa.areas[0] ?? '';
  const byArea = [...index.all].sort((a, b) => collator.compare(firstArea(a), firstArea(b)));
  let order = 0;
  byArea.forEach((at, k) => {
    if (k > 0 && collator.compare(firstArea(byArea[k - 1]!), firstArea(at)) !== 0) order = k;
    index.areaOrder[at] = order;
  });
  return index;
}

function stayFigures(index: SearchIndex, stay: { checkIn: string; checkOut: string }): StayFigures {
  const key = `${stay.checkIn}/${stay.checkOut}`;
  let figures = index.stays.get(key);
  if (figures) {
    index.stays.delete(key); // most recently used last
  } else {
    figures = { searches: 0, quotes: new Map() };
    if (index.stays.size >= MAX_CACHED_STAYS) index.stays.delete(index.stays.keys().next().value as string);
  }
  index.stays.set(key, figures);
  return figures;
}

/**
 * Per stay, the float average nightly rate of villa `at` (`NightPricer.approxAverageNightly`),
 * kept for the stay's later searches. `weekendNights`: which of `nights` are weekend nights.
 */
export function approxNightlyFor(index: SearchIndex, stay: { checkIn: string; checkOut: string }, nights: readonly string[], weekendNights: readonly boolean[]): (at: number) => number {
  const figures = stayFigures(index, stay);
  const compute = (at: number) => index.entries[at]!.pricer.approxAverageNightly(nights, weekendNights);
  if (figures.searches++ === 0) return compute;
  const approxNightly = (figures.approxNightly ??= new Float64Array(index.entries.length).fill(Number.NaN));
  return (at) => {
    let value = approxNightly[at] as number;
    if (Number.isNaN(value)) {
      value = compute(at);
      approxNightly[at] = value;
    }
    return value;
  };
}

/** The exact totals of a stay at a villa of the snapshot (`stayTotals`, as `quoteStay` figures them), computed once a snapshot. */
export function cachedQuote(snapshot: CatalogSnapshot, entry: CatalogEntry, stay: { checkIn: string; checkOut: string }, nights?: readonly string[]): StayTotalsResult {
  const { quotes } = stayFigures(searchIndex(snapshot), stay);
  let quote = quotes.get(entry);
  if (!quote) {
    quote = stayTotals(entry.villa.pricing, stay.checkIn, stay.checkOut, entry.pricer, { nights });
    if (quotes.size >= MAX_QUOTES_PER_STAY) quotes.delete(quotes.keys().next().value as CatalogEntry);
    quotes.set(entry, quote);
  }
  return quote;
}
