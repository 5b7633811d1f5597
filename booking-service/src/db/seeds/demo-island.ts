import type { Knex } from '../knex.ts';
import { addDays, todayOnIsland } from '@islandstay/shared/dates/dates';
import { pgTextArray } from '../sql.ts';
import { sequentialBookingReference } from '../../modules/bookings/booking-reference.ts';

/**
 * A realistic demo island, generated deterministically: areas, amenities, owners, villas with
 * seasons and pricing rules, global season ranges and bookings. Used by `npm start` on an empty
 * database (until the CMS seed replaces it) and, at a larger size, by the benchmark.
 */
export const AREAS = ['Chaweng', 'Lamai', 'Bophut', 'Maenam', 'Choeng Mon'];

export const PREDEFINED_AMENITIES: { name: string; icon: string }[] = [
  { name: 'WiFi', icon: 'wifi' },
  { name: 'Pool', icon: 'pool' },
  { name: 'Air Conditioning', icon: 'air-conditioning' },
  { name: 'Kitchen', icon: 'kitchen' },
  { name: 'Parking', icon: 'parking' },
  { name: 'TV', icon: 'tv' },
  { name: 'Washing Machine', icon: 'washing-machine' },
  { name: 'Balcony', icon: 'balcony' },
  { name: 'Garden', icon: 'garden' },
  { name: 'Beach Access', icon: 'beach' },
  { name: 'Hot Tub', icon: 'hot-tub' },
  { name: 'Gym', icon: 'gym' },
  { name: 'Security', icon: 'security' },
  { name: 'Cleaning Service', icon: 'cleaning' },
];

const NAME_FIRST = ['Baan', 'Villa', 'Sala', 'Casa', 'The', 'Ocean', 'Palm', 'Coral', 'Jungle', 'Sunset', 'Lotus', 'Orchid'];
const NAME_SECOND = ['Talay', 'Serenity', 'Horizon', 'Breeze', 'Lagoon', 'Tamarind', 'Frangipani', 'Moonstone', 'Hideaway', 'Cove', 'Banyan', 'Sands', 'Reef', 'Bamboo'];
const GUEST_NAMES = ['Emma Wilson', 'Liam Chen', 'Sofia Rossi', 'Noah Müller', 'Aiko Tanaka', 'Oliver Smith', 'Maya Cohen', 'Arjun Patel', 'Chloe Martin', 'Lucas Silva', 'Nok Srisuk', 'Hannah Berg'];

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface IslandSize {
  villas: number;
  bookingsPerVilla: number;
  seed?: number;
  today?: string;
}

export interface IslandSummary {
  villas: number;
  bookings: number;
  owners: number;
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Inserts the island in batches; expects an empty projection. */
export async function seedIsland(knex: Knex, size: IslandSize): Promise<IslandSummary> {
  const random = prng(size.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const today = size.today ?? todayOnIsland();
  const year = Number(today.slice(0, 4));
  const idOf = (prefix: string, n: number) => `${prefix}${n.toString(36).padStart(6, '0')}${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;

  const owners = [
    { id: 'owner0000000000000000001', name: 'Somchai Wongsa', email: 'somchai@example.com', status: 'approved' },
    { id: 'owner0000000000000000002', name: 'Anna Lindqvist', email: 'anna@example.com', status: 'approved' },
    { id: 'owner0000000000000000003', name: 'Pending Owner', email: 'pending@example.com', status: 'pending' },
  ];

  return knex.transaction(async (trx) => {
    await trx('owners').insert(owners).onConflict('id').ignore();
    await trx('areas')
      .insert(AREAS.map((name) => ({ id: `area-${slugify(name)}`, name, slug: slugify(name) })))
      .onConflict('id')
      .ignore();
    await trx('amenities')
      .insert(PREDEFINED_AMENITIES.map((a) => ({ id: `amenity-${slugify(a.name)}`, name: a.name, icon: a.icon, predefined: true })))
      .onConflict('id')
      .ignore();
    await trx('season_ranges').insert([
      { name: 'Peak Season', type: 'high', start_date: `${year}-12-15`, end_date: `${year + 1}-01-15`, daily_price: 150, weekly_price: 900, monthly_price: 3800 },
      { name: 'Green Season', type: 'low', start_date: `${year + 1}-05-01`, end_date: `${year + 1}-10-31`, daily_price: 100, weekly_price: 600, monthly_price: 2500 },
    ]);

    const villas: Record<string, unknown>[] = [];
    const seasons: Record<string, unknown>[] = [];
    const rules: Record<string, unknown>[] = [];
    const rates: Record<string, unknown>[] = [];
    const bookings: Record<string, unknown>[] = [];
    const usedNames = new Set<string>();
    let bookingNo = 0;

    for (let i = 0; i < size.villas; i++) {
      let name = `${pick(NAME_FIRST)} ${pick(NAME_SECOND)}`;
      if (usedNames.has(name)) name = `${name} ${i + 1}`;
      usedNames.add(name);
      const id = idOf('v', i);
      const bedrooms = int(1, 6);
      const amenities = PREDEFINED_AMENITIES.filter(() => random() < 0.5).map((a) => a.name);
      const inThb = random() < 0.7;
      const basePrice = inThb ? int(25, 300) * 100 : int(80, 900);
      const areas = random() < 0.2 ? [pick(AREAS), pick(AREAS)].filter((a, k, all) => all.indexOf(a) === k) : [pick(AREAS)];
      // The first villas belong to approved owners so small islands are fully public.
      const owner = i % 12 === 11 ? owners[2] : owners[i % 2];
      villas.push({
        id,
        slug: `${slugify(name)}-${i + 1}`,
        name,
        description: `${name} is a ${bedrooms}-bedroom retreat in ${areas.join(' and ')} with ${amenities.slice(0, 3).join(', ') || 'everything you need'}. Wake up to tropical gardens, walk to the beach and end the day with a sunset over the Gulf of Thailand.`,
        villatype: pick(['Villa', 'Villa', 'Home', 'Hotel'] as const),
        areas: pgTextArray(areas),
        amenities: pgTextArray(amenities),
        amenity_keys: pgTextArray(amenities.map((a) => a.toLowerCase())),
        images: JSON.stringify([]),
        guests: bedrooms * 2 + int(0, 2),
        bedrooms,
        bathrooms: Math.max(1, bedrooms - int(0, 1)),
        base_price: basePrice,
        currency: inThb ? 'THB' : 'USD',
        is_active: random() > 0.05,
        is_promoted: random() < 0.15,
        owner_id: owner?.id,
        rating: Math.round((3.5 + random() * 1.5) * 10) / 10,
        review_count: int(0, 60),
      });
      if (random() < 0.6) {
        seasons.push({
          villa_id: id, name: 'High Season', type: 'high', start_date: `${year}-12-20`, end_date: `${year + 1}-01-10`,
          daily_price: Math.round(basePrice * 1.4), weekly_price: Math.round(basePrice * 1.4 * 6.5), monthly_price: 0, active: true,
        });
        seasons.push({
          villa_id: id, name: 'Low Season', type: 'low', start_date: `${year + 1}-05-01`, end_date: `${year + 1}-09-30`,
          daily_price: Math.round(basePrice * 0.8), weekly_price: Math.round(basePrice * 0.8 * 6), monthly_price: Math.round(basePrice * 0.8 * 24), active: true,
        });
      }
      if (random() < 0.3) {
        rates.push({ villa_id: id, season_type: 'high', daily_price: Math.round(basePrice * 1.3), weekly_price: Math.round(basePrice * 8), monthly_price: 0 });
      }
      rules.push({
        villa_id: id,
        weekend_multiplier: random() < 0.4 ? 1.2 : 1,
        minimum_nights: random() < 0.3 ? 2 : 1,
        max_discount: 20,
        seasonal_pricing: JSON.stringify(random() < 0.3 ? [{ name: 'Songkran', startDate: '04-10', endDate: '04-17', priceModifier: 1.5, isActive: true }] : []),
        length_of_stay_discounts: JSON.stringify(random() < 0.3 ? [{ minNights: 5, discountPercentage: 5, isActive: true }, { minNights: 14, discountPercentage: 15, isActive: true }] : []),
        special_date_pricing: JSON.stringify(random() < 0.2 ? [{ date: `${year}-12-31`, price: basePrice * 2, name: "New Year's Eve", isActive: true }] : []),
      });

      // Bookings walk forward from four months ago with gaps, so none of a villa's overlap.
      let cursor = addDays(today, -120 + int(0, 10));
      for (let b = 0; b < size.bookingsPerVilla; b++) {
        cursor = addDays(cursor, int(0, 6));
        const nights = random() < 0.1 ? int(7, 30) : int(2, 6);
        const checkOut = addDays(cursor, nights);
        const guest = pick(GUEST_NAMES);
        const status = checkOut <= today ? pick(['completed', 'completed', 'cancelled'] as const) : pick(['confirmed', 'confirmed', 'confirmed', 'pending', 'cancelled'] as const);
        const total = basePrice * nights;
        bookingNo += 1;
        bookings.push({
          reference: sequentialBookingReference(bookingNo),
          villa_id: id, villa_name: name, check_in: cursor, check_out: checkOut, guests: int(1, bedrooms * 2), nights,
          price_per_night: basePrice, subtotal: total, discount_percentage: 0, total_price: total,
          villa_currency: inThb ? 'THB' : 'USD', villa_currency_rate: inThb ? 35.5 : 1, customer_currency: 'USD', currency_rate: 1,
          customer_to_pay: inThb ? Math.round((total / 35.5) * 100) / 100 : total,
          customer_name: guest, customer_email: `${slugify(guest)}@example.com`, customer_phone: `+6681${String(int(1000000, 9999999))}`,
          status, payment_status: status === 'completed' ? 'paid' : 'pending',
        });
        cursor = checkOut;
      }
    }

    for (const [table, rows] of [['villas', villas], ['villa_seasons', seasons], ['pricing_rules', rules], ['villa_season_rates', rates], ['bookings', bookings]] as const) {
      for (let start = 0; start < rows.length; start += 1000) {
        await trx(table).insert(rows.slice(start, start + 1000));
      }
    }
    return { villas: villas.length, bookings: bookings.length, owners: owners.length };
  });
}

/** Seeds the demo island (24 villas, ~12 bookings each) when the projection holds no villa. */
export async function seedDemoIslandIfEmpty(knex: Knex): Promise<IslandSummary | undefined> {
  const row = await knex('villas').count<{ count: number }[]>({ count: '*' }).first();
  if (Number(row?.count ?? 0) > 0) return undefined;
  return seedIsland(knex, { villas: 24, bookingsPerVilla: 12 });
}
