import { randomBytes } from 'node:crypto';
import type { Knex } from '../../src/db/knex.ts';
import { pgTextArray } from '../../src/db/sql.ts';
import { newBookingReference } from '../../src/modules/bookings/booking-reference.ts';

export interface VillaFixture {
  id?: string;
  name?: string;
  areas?: string[];
  amenities?: string[];
  villatype?: 'Home' | 'Villa' | 'Hotel';
  guests?: number;
  bedrooms?: number;
  bathrooms?: number;
  basePrice?: number;
  currency?: string;
  isActive?: boolean;
  isPromoted?: boolean;
  rating?: number;
  reviewCount?: number;
  ownerStatus?: 'pending' | 'approved' | 'unapproved';
}

export function fixtureId(prefix = 'v'): string {
  return `${prefix}${randomBytes(8).toString('hex')}`;
}

/** Puts a villa (and its owner) straight into the read model, as the CMS sync would. */
export async function insertVilla(knex: Knex, fixture: VillaFixture = {}): Promise<string> {
  const id = fixture.id ?? fixtureId();
  const ownerId = `owner-${fixture.ownerStatus ?? 'approved'}`;
  await knex('owners')
    .insert({ id: ownerId, name: `Owner ${fixture.ownerStatus ?? 'approved'}`, status: fixture.ownerStatus ?? 'approved' })
    .onConflict('id')
    .ignore();
  const name = fixture.name ?? `Villa ${id}`;
  const amenities = fixture.amenities ?? ['WiFi', 'Pool'];
  await knex('villas').insert({
    id,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    name,
    description: `${name} by the sea`,
    villatype: fixture.villatype ?? 'Villa',
    areas: pgTextArray(fixture.areas ?? ['Chaweng']),
    amenities: pgTextArray(amenities),
    amenity_keys: pgTextArray(amenities.map((a) => a.toLowerCase())),
    images: JSON.stringify([]),
    guests: fixture.guests ?? 4,
    bedrooms: fixture.bedrooms ?? 2,
    bathrooms: fixture.bathrooms ?? 2,
    base_price: fixture.basePrice ?? 100,
    currency: fixture.currency ?? 'USD',
    is_active: fixture.isActive ?? true,
    is_promoted: fixture.isPromoted ?? false,
    owner_id: ownerId,
    rating: fixture.rating ?? 0,
    review_count: fixture.reviewCount ?? 0,
  });
  return id;
}

export async function insertSeason(
  knex: Knex,
  villaId: string,
  season: { name: string; type: 'low' | 'high'; startDate: string; endDate: string; dailyPrice: number; weeklyPrice?: number; monthlyPrice?: number; active?: boolean },
): Promise<void> {
  await knex('villa_seasons').insert({
    villa_id: villaId,
    name: season.name,
    type: season.type,
    start_date: season.startDate,
    end_date: season.endDate,
    daily_price: season.dailyPrice,
    weekly_price: season.weeklyPrice ?? 0,
    monthly_price: season.monthlyPrice ?? 0,
    active: season.active ?? true,
  });
}

export async function setPricingRules(
  knex: Knex,
  villaId: string,
  rules: { weekendMultiplier?: number; minimumNights?: number; maxDiscount?: number; lengthOfStayDiscounts?: unknown[]; seasonalPricing?: unknown[]; specialDatePricing?: unknown[] },
): Promise<void> {
  await knex('pricing_rules')
    .insert({
      villa_id: villaId,
      weekend_multiplier: rules.weekendMultiplier ?? 1,
      minimum_nights: rules.minimumNights ?? 1,
      max_discount: rules.maxDiscount ?? 20,
      length_of_stay_discounts: JSON.stringify(rules.lengthOfStayDiscounts ?? []),
      seasonal_pricing: JSON.stringify(rules.seasonalPricing ?? []),
      special_date_pricing: JSON.stringify(rules.specialDatePricing ?? []),
    })
    .onConflict('villa_id')
    .merge();
}

export async function insertBlock(knex: Knex, villaId: string, startDate: string, endDate: string, kind: 'owner_stay' | 'maintenance' = 'maintenance'): Promise<void> {
  await knex('availability_blocks').insert({ villa_id: villaId, start_date: startDate, end_date: endDate, kind, note: 'test block' });
}

export async function insertBooking(
  knex: Knex,
  villaId: string,
  checkIn: string,
  checkOut: string,
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled' = 'confirmed',
  customerId?: string,
): Promise<string> {
  const [row] = await knex('bookings')
    .insert({
      reference: newBookingReference(),
      villa_id: villaId,
      villa_name: 'Fixture villa',
      check_in: checkIn,
      check_out: checkOut,
      guests: 2,
      nights: 1,
      price_per_night: 100,
      subtotal: 100,
      total_price: 100,
      villa_currency: 'USD',
      villa_currency_rate: 1,
      customer_currency: 'USD',
      currency_rate: 1,
      customer_to_pay: 100,
      customer_name: 'Fixture Guest',
      customer_email: 'guest@example.com',
      customer_phone: '+66812345678',
      status,
      customer_id: customerId ?? null,
    })
    .returning('id');
  return (row as { id: string }).id;
}

export function bookingRequest(villaId: string, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) {
  return {
    villaId,
    checkIn,
    checkOut,
    guests: 2,
    customerInfo: { name: 'Nok Srisuk', email: 'nok@example.com', phone: '+66812345678' },
    ...extra,
  };
}
