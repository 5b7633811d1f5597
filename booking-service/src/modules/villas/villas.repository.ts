import type { Knex } from '../../db/knex.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { numericNumber } from '../../db/numeric.ts';
import { pgTextArray } from '../../db/sql.ts';
import { DEFAULT_PRICING_RULES, type PricingRules, type SeasonRange, type SeasonTypeRate, type SeasonTypeRates, type VillaSeason } from '@islandstay/shared/pricing/pricing-types';
import type { VillaPricing } from '@islandstay/shared/pricing/pricing-types';
import type { CmsArea, CmsImage, CmsVilla } from '@islandstay/shared/cms/cms-event.schemas';
import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';
import type { ShortStayLicence } from '@islandstay/shared/villas/short-stay-licence';
import type { RecordedLocation } from '@islandstay/shared/villas/villa-location';
import { servedImages } from '../cms-sync/villa-images.ts';

/** A photo as served: sizes, Strapi formats and alt text (cms-sync/villa-images.ts). */
export type VillaImage = VillaImageDto;

/** A villa of the read model with everything needed to price it. */
export interface VillaRecord {
  id: string;
  slug: string;
  name: string;
  description: string;
  villatype: 'Home' | 'Villa' | 'Hotel';
  areas: string[];
  amenities: string[];
  images: VillaImage[];
  guests: number;
  bedrooms: number;
  bathrooms: number;
  basePrice: number;
  currency: string;
  isActive: boolean;
  isPromoted: boolean;
  ownerId: string | null;
  rating: number;
  reviewCount: number;
  createdAt: string;
  /** The Thai short-stay licence status; null: not recorded. */
  shortStayLicence: ShortStayLicence | null;
  /** The recorded point and whether to hide it; null: no point recorded. */
  location: RecordedLocation | null;
  /** The description in the other languages (migration 028). */
  translations: VillaTranslations;
  pricing: VillaPricing;
}

/** A villa's description in the other languages. */
export type VillaTranslations = NonNullable<CmsVilla['translations']>;
/** An area's or amenity's name in the other languages. */
export type NameTranslations = NonNullable<CmsArea['translations']>;

interface VillaRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  villatype: VillaRecord['villatype'];
  areas: string[];
  amenities: string[];
  images: Partial<CmsImage>[];
  guests: number;
  bedrooms: number;
  bathrooms: number;
  base_price: string;
  cleaning_fee: string;
  currency: string;
  decimal_places: number;
  is_active: boolean;
  is_promoted: boolean;
  owner_id: string | null;
  rating: string;
  review_count: number;
  created_at: Date;
  short_stay_licence: ShortStayLicence | null;
  latitude: string | null;
  longitude: string | null;
  hide_exact_location: boolean;
  translations: VillaTranslations | null;
  seasons: VillaSeason[];
  season_rates: SeasonTypeRates;
  weekend_multiplier: string | null;
  minimum_nights: number | null;
  max_discount: string | null;
  seasonal_pricing: PricingRules['seasonalPricing'] | null;
  length_of_stay_discounts: PricingRules['lengthOfStayDiscounts'] | null;
  special_date_pricing: PricingRules['specialDatePricing'] | null;
  stay_rules: PricingRules['stayRules'] | null;
  fill_gaps: boolean | null;
  min_gap_nights: number | null;
  gap_discount: string | null;
}

const VILLA_COLUMNS = `
  v.id, v.slug, v.name, v.description, v.villatype, v.areas, v.amenities, v.images, v.guests,
  v.bedrooms, v.bathrooms, v.base_price, v.cleaning_fee, v.currency, c.decimal_places, v.is_active, v.is_promoted,
  v.owner_id, v.rating, v.review_count, v.created_at, v.short_stay_licence, v.latitude, v.longitude, v.hide_exact_location, v.translations,
  coalesce((select json_agg(json_build_object(
      'id', s.id, 'name', s.name, 'type', s.type, 'startDate', s.start_date, 'endDate', s.end_date,
      'dailyPrice', s.daily_price::text, 'weeklyPrice', s.weekly_price::text, 'monthlyPrice', s.monthly_price::text,
      'active', s.active) order by s.start_date, s.id)
    from villa_seasons s where s.villa_id = v.id), '[]'::json) as seasons,
  coalesce((select json_object_agg(r.season_type, json_build_object(
      'dailyPrice', r.daily_price::text, 'weeklyPrice', r.weekly_price::text, 'monthlyPrice', r.monthly_price::text))
    from villa_season_rates r where r.villa_id = v.id), '{}'::json) as season_rates,
  pr.weekend_multiplier, pr.minimum_nights, pr.max_discount, pr.seasonal_pricing,
  pr.length_of_stay_discounts, pr.special_date_pricing, pr.stay_rules, pr.fill_gaps, pr.min_gap_nights, pr.gap_discount`;

const VILLA_FROM = `
  from villas v
  join currencies c on c.code = v.currency
  left join owners o on o.id = v.owner_id
  left join pricing_rules pr on pr.villa_id = v.id`;

/** Public = active with an approved owner (docs/architecture.md, "Data flow"). */
const PUBLIC_CONDITION = `v.is_active and o.status = 'approved'`;

function toRecord(row: VillaRow): VillaRecord {
  const rules: PricingRules = {
    // Multipliers and percentages are not money: numeric(6,3) and (5,2) are exact as numbers.
    weekendMultiplier: row.weekend_multiplier === null ? DEFAULT_PRICING_RULES.weekendMultiplier : numericNumber(row.weekend_multiplier),
    minimumNights: row.minimum_nights ?? DEFAULT_PRICING_RULES.minimumNights,
    maxDiscount: row.max_discount === null ? DEFAULT_PRICING_RULES.maxDiscount : numericNumber(row.max_discount),
    seasonalPricing: row.seasonal_pricing ?? [],
    lengthOfStayDiscounts: row.length_of_stay_discounts ?? [],
    specialDatePricing: row.special_date_pricing ?? [],
    stayRules: row.stay_rules ?? [],
    gapFill: { enabled: row.fill_gaps ?? false, minGapNights: row.min_gap_nights ?? 1, discountPercentage: numericNumber(row.gap_discount ?? 0) },
  };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    villatype: row.villatype,
    areas: row.areas,
    amenities: row.amenities,
    images: servedImages(row.images, row),
    guests: row.guests,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    // The owner's price as set (numeric(14,4) is exact as a number); the engine gets the text below.
    basePrice: numericNumber(row.base_price),
    currency: row.currency,
    isActive: row.is_active,
    isPromoted: row.is_promoted,
    ownerId: row.owner_id,
    rating: numericNumber(row.rating),
    reviewCount: row.review_count,
    createdAt: row.created_at.toISOString(),
    shortStayLicence: row.short_stay_licence,
    location: row.latitude === null || row.longitude === null ? null : { latitude: numericNumber(row.latitude), longitude: numericNumber(row.longitude), hideExactLocation: row.hide_exact_location },
    translations: row.translations ?? {},
    pricing: {
      villaId: row.id,
      basePrice: row.base_price,
      currency: row.currency,
      decimalPlaces: row.decimal_places,
      seasons: row.seasons,
      seasonRates: row.season_rates,
      rules,
      cleaningFee: row.cleaning_fee,
    },
  };
}

type RateNumbers = { dailyPrice: number; weeklyPrice: number; monthlyPrice: number };

/** A season type's prices as JSON numbers (numeric(14,4) text is exact as a number). */
function rateNumbers(rate: SeasonTypeRate): RateNumbers {
  return { dailyPrice: numericNumber(rate.dailyPrice), weeklyPrice: numericNumber(rate.weeklyPrice), monthlyPrice: numericNumber(rate.monthlyPrice) };
}

/** A villa season as JSON: the engine's exact decimal text turned into numbers at the edge. */
export function seasonDto(season: VillaSeason): VillaSeason & RateNumbers {
  return { ...season, ...rateNumbers(season) };
}

export function seasonRatesDto(rates: SeasonTypeRates): Partial<Record<keyof SeasonTypeRates, RateNumbers>> {
  return {
    ...(rates.low ? { low: rateNumbers(rates.low) } : {}),
    ...(rates.high ? { high: rateNumbers(rates.high) } : {}),
  };
}

/** Every public villa with its pricing inputs, in one query. */
export async function listPublicVillas(db: Knex | Knex.Transaction): Promise<VillaRecord[]> {
  const result = await db.raw<{ rows: VillaRow[] }>(`select ${VILLA_COLUMNS} ${VILLA_FROM} where ${PUBLIC_CONDITION} order by v.id`);
  return result.rows.map(toRecord);
}

const CATALOG_VERSION_SQL = 'select version from catalog_state where id = 1';

/** The catalog version: one tiny query every catalog read checks its snapshot against. */
export async function readCatalogVersion(db: Knex): Promise<{ version: number }> {
  const rows = await preparedQuery<{ version: number }>(db, 'catalog-version', CATALOG_VERSION_SQL, []);
  return { version: Number(rows[0]?.version ?? 0) };
}

/** The catalog version as read in the occupancy index's statement (`OccupancyView.alongside` is its text). */
export const CATALOG_VERSION_ALONGSIDE = { name: 'catalog-version', sql: CATALOG_VERSION_SQL };

export async function readVersionInTransaction(trx: Knex.Transaction): Promise<number> {
  const row = await trx('catalog_state').where({ id: 1 }).first('version');
  return Number(row?.version ?? 0);
}

/** A public villa by id, or by slug (the storefront resolves both). */
export async function findPublicVilla(db: Knex | Knex.Transaction, idOrSlug: string): Promise<VillaRecord | undefined> {
  const result = await db.raw<{ rows: VillaRow[] }>(`select ${VILLA_COLUMNS} ${VILLA_FROM} where ${PUBLIC_CONDITION} and (v.id = ? or v.slug = ?) order by (v.id = ?) desc limit 1`, [
    idOrSlug,
    idOrSlug,
    idOrSlug,
  ]);
  const row = result.rows[0];
  return row ? toRecord(row) : undefined;
}

/** Any villa of the read model, public or not (staff pricing screens). */
export async function findVillaAnyStatus(db: Knex | Knex.Transaction, id: string): Promise<VillaRecord | undefined> {
  const result = await db.raw<{ rows: VillaRow[] }>(`select ${VILLA_COLUMNS} ${VILLA_FROM} where v.id = ?`, [id]);
  const row = result.rows[0];
  return row ? toRecord(row) : undefined;
}

/** Villas of the read model by id, public or not, by name (staff calendar). */
export async function listVillasByIds(db: Knex | Knex.Transaction, ids: string[]): Promise<VillaRecord[]> {
  if (ids.length === 0) return [];
  const result = await db.raw<{ rows: VillaRow[] }>(`select ${VILLA_COLUMNS} ${VILLA_FROM} where v.id = any(?::text[]) order by v.name, v.id`, [pgTextArray(ids)]);
  return result.rows.map(toRecord);
}

export async function listSeasonRanges(db: Knex | Knex.Transaction): Promise<SeasonRange[]> {
  const rows = await db('season_ranges').select('id', 'name', 'type', 'start_date', 'end_date', 'active');
  return rows.map((r) => ({ id: r.id, name: r.name, type: r.type, startDate: r.start_date, endDate: r.end_date, active: r.active }));
}

export interface AreaRecord {
  name: string;
  slug: string;
  villaCount: number;
  translations: NameTranslations;
}

export async function listPublicAreas(db: Knex): Promise<AreaRecord[]> {
  const result = await db.raw<{ rows: { name: string; slug: string; villa_count: number; translations: NameTranslations }[] }>(
    `select a.name, a.slug, count(v.id) as villa_count, a.translations
       from areas a
       left join (select v.id, v.areas from villas v join owners o on o.id = v.owner_id where ${PUBLIC_CONDITION}) v
         on a.name = any(v.areas)
      group by a.id
      order by a.name`,
  );
  return result.rows.map((r) => ({ name: r.name, slug: r.slug, villaCount: r.villa_count, translations: r.translations }));
}

export interface AmenityRecord {
  name: string;
  icon: string;
  predefined: boolean;
  translations: NameTranslations;
}

export async function listAmenities(db: Knex | Knex.Transaction): Promise<AmenityRecord[]> {
  return db('amenities')
    .select('name', 'icon', 'predefined', 'translations')
    .orderBy([{ column: 'predefined', order: 'desc' }, 'name']);
}

/** Every area's and amenity's name in the other languages, by English name (the catalog's labels). */
export async function listNameTranslations(db: Knex | Knex.Transaction): Promise<{ areas: Map<string, NameTranslations>; amenities: Map<string, NameTranslations> }> {
  const areas = await db('areas').select<{ name: string; translations: NameTranslations }[]>('name', 'translations');
  const amenities = await db('amenities').select<{ name: string; translations: NameTranslations }[]>('name', 'translations');
  return { areas: new Map(areas.map((a) => [a.name, a.translations])), amenities: new Map(amenities.map((a) => [a.name, a.translations])) };
}
