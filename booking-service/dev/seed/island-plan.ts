import { addDays, islandInstant, todayOnIsland } from '@islandstay/shared/dates/dates';
import { DEFAULT_PAYMENT_TERMS } from '@islandstay/shared/payments/payment-plan.schemas';

/**
 * The demo island, generated deterministically from a seed: areas, villas with their content
 * (what the CMS owns) and their pricing and bookings (what the booking service owns). `npm start`
 * writes it through Strapi (cms-seed.ts); the benchmark writes a bigger one straight into the
 * projection (projection-seed.ts).
 */
export const AREAS = ['Chaweng', 'Lamai', 'Bophut', 'Maenam', 'Choeng Mon'];

/** The areas' and amenities' Thai names, which the demo writes as their Thai translations. */
export const THAI_NAMES: Record<string, string> = {
  Chaweng: 'เฉวง',
  Lamai: 'ละไม',
  Bophut: 'บ่อผุด',
  Maenam: 'แม่น้ำ',
  'Choeng Mon': 'เชิงมน',
  // The 14 predefined amenities (the CMS bootstrap gives them these names too).
  WiFi: 'ไวไฟ',
  Pool: 'สระว่ายน้ำ',
  'Air Conditioning': 'เครื่องปรับอากาศ',
  Kitchen: 'ห้องครัว',
  Parking: 'ที่จอดรถ',
  TV: 'ทีวี',
  'Washing Machine': 'เครื่องซักผ้า',
  Balcony: 'ระเบียง',
  Garden: 'สวน',
  'Beach Access': 'ทางลงชายหาด',
  'Hot Tub': 'อ่างน้ำร้อน',
  Gym: 'ฟิตเนส',
  Security: 'รักษาความปลอดภัย',
  'Cleaning Service': 'บริการทำความสะอาด',
  'Private Entrance': 'ทางเข้าส่วนตัว',
  Terrace: 'เฉลียง',
  'Sea View': 'วิวทะเล',
  'BBQ Grill': 'เตาบาร์บีคิว',
};
const thai = (name: string) => THAI_NAMES[name] ?? name;

/**
 * A point on land a little behind each area's beach (Koh Samui, decimal degrees); a villa lies
 * within LOCATION_SPREAD of its first area's point, which keeps every villa on the island.
 */
export const AREA_CENTRES: Record<string, { latitude: number; longitude: number }> = {
  Chaweng: { latitude: 9.525, longitude: 100.052 },
  Lamai: { latitude: 9.47, longitude: 100.038 },
  Bophut: { latitude: 9.55, longitude: 100.03 },
  Maenam: { latitude: 9.565, longitude: 99.995 },
  'Choeng Mon': { latitude: 9.562, longitude: 100.072 },
};
/** Degrees either way (about 550 m). */
const LOCATION_SPREAD = 0.005;

/** Amenities beyond the 14 predefined ones (which the CMS creates at bootstrap). */
export const PREDEFINED_AMENITIES = [
  'WiFi',
  'Pool',
  'Air Conditioning',
  'Kitchen',
  'Parking',
  'TV',
  'Washing Machine',
  'Balcony',
  'Garden',
  'Beach Access',
  'Hot Tub',
  'Gym',
  'Security',
  'Cleaning Service',
];
export const CUSTOM_AMENITIES = ['Private Entrance', 'Terrace', 'Sea View', 'BBQ Grill'];

const NAME_FIRST = ['Baan', 'Villa', 'Sala', 'Casa', 'The', 'Ocean', 'Palm', 'Coral', 'Jungle', 'Sunset', 'Lotus', 'Orchid'];
const NAME_SECOND = ['Talay', 'Serenity', 'Horizon', 'Breeze', 'Lagoon', 'Tamarind', 'Frangipani', 'Moonstone', 'Hideaway', 'Cove', 'Banyan', 'Sands', 'Reef', 'Bamboo'];
/** The demo's guests: each becomes a customer whose completed stays carry their reviews. */
export const GUEST_NAMES = [
  'Emma Wilson',
  'Liam Chen',
  'Sofia Rossi',
  'Noah Müller',
  'Aiko Tanaka',
  'Oliver Smith',
  'Maya Cohen',
  'Arjun Patel',
  'Chloe Martin',
  'Lucas Silva',
  'Nok Srisuk',
  'Hannah Berg',
];
const VIEWS = ['the Gulf of Thailand', 'a coconut grove', 'the hills', 'a quiet lagoon', 'the sunset over Koh Phangan'];
const VIEWS_TH = ['อ่าวไทย', 'สวนมะพร้าว', 'ทิวเขา', 'ลากูนอันเงียบสงบ', 'พระอาทิตย์ตกเหนือเกาะพะงัน'];
const VILLA_TYPES_TH = { Villa: 'วิลล่า', Home: 'บ้านพัก', Hotel: 'โรงแรม' } as const;

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface IslandSize {
  villas: number;
  bookingsPerVilla: number;
  seed?: number;
  today?: string;
}

/** Owners by index: 0 and 1 approved, 2 pending (its villas stay out of public view). */
export const PLAN_OWNERS = [
  {
    key: 'somchai',
    firstName: 'Somchai',
    lastName: 'Wongsa',
    email: 'somchai@islandstay.test',
    phone: '0812345671',
    status: 'approved',
    host: { languages: ['th', 'en'], bio: 'Born in Maenam, I look after our family villas myself. Ask me where the locals eat.' },
  },
  {
    key: 'anna',
    firstName: 'Anna',
    lastName: 'Lindqvist',
    email: 'anna@islandstay.test',
    phone: '0812345672',
    status: 'approved',
    host: { languages: ['en', 'sv', 'de'], bio: 'I moved to the island in 2014 and fell for its quiet beaches. My housekeeper and I answer within the hour.' },
  },
  { key: 'pending', firstName: 'Pending', lastName: 'Owner', email: 'pending-owner@islandstay.test', phone: '0812345673', status: 'pending', host: null },
] as const;

export interface PlannedVilla {
  name: string;
  slug: string;
  description: string;
  villatype: 'Home' | 'Villa' | 'Hotel';
  areas: string[];
  amenities: string[];
  imageCount: number;
  guests: number;
  bedrooms: number;
  bathrooms: number;
  basePrice: number;
  currency: 'THB' | 'USD';
  isActive: boolean;
  isPromoted: boolean;
  ownerIndex: number;
  /** The description in Thai (the villa's Thai translation). */
  descriptionTh: string;
  latitude: number;
  longitude: number;
  /** Every fourth villa or so shows guests only the ~500 m around it. */
  hideExactLocation: boolean;
  seasons: Record<string, unknown>[];
  rates: Record<string, unknown>[];
  rules: Record<string, unknown>;
  bookings: Record<string, unknown>[];
}

export interface IslandPlan {
  /** The island day the plan was made for: stays that ended by then are completed (or cancelled). */
  today: string;
  seasonRanges: Record<string, unknown>[];
  villas: PlannedVilla[];
}

/**
 * When a stay was booked: 3 to 45 days before check-in, at a waking hour on the island, and never
 * later than yesterday (a stay far ahead was booked in the last week).
 */
function bookedAt(checkIn: string, today: string, random: () => number): Date {
  let day = addDays(checkIn, -(3 + Math.floor(random() * 43)));
  if (day >= today) day = addDays(today, -(1 + Math.floor(random() * 7)));
  const hour = String(8 + Math.floor(random() * 14)).padStart(2, '0');
  const minute = String(Math.floor(random() * 60)).padStart(2, '0');
  return islandInstant(day, `${hour}:${minute}`);
}

/**
 * What a planned stay has paid, as the island would hold it on `today`: a past stay was paid in
 * full, and so was a live one whose balance date (check-in less the balance due days) has passed,
 * as its guest pays by then. Left unpaid, every such stay would be an overdue balance the payment
 * job has never told the staff of, and its first run would email them about each one (16,000
 * bookings at 5,000 villas, minutes of work while the benchmark measures). Each paid stay's
 * ledger gets the payment (booking-data.ts, `paidOn`).
 */
function planPaymentStatus(status: string, checkIn: string, balanceDueDays: number, today: string): 'paid' | 'unpaid' {
  if (status === 'completed') return 'paid';
  const live = status === 'pending' || status === 'confirmed';
  return live && addDays(checkIn, -balanceDueDays) < today ? 'paid' : 'unpaid';
}

/**
 * The day a paid planned stay's payment was received: a past stay's at its check-out, as before;
 * a live stay's on its balance date, or on the day it was booked when that came later (a late
 * booking pays everything at once). Never after `today`.
 */
export function paidOn(booking: { check_in: string; check_out: string; created_at: Date; balance_due_days: number }, today: string): string {
  if (booking.check_out <= today) return booking.check_out;
  const balanceDate = addDays(booking.check_in, -booking.balance_due_days);
  const bookedOn = todayOnIsland(booking.created_at);
  const day = balanceDate > bookedOn ? balanceDate : bookedOn;
  return day < today ? day : today;
}

/** Rows without villa_id; the writer adds it once the villa's id is known. */
export function planIsland(size: IslandSize): IslandPlan {
  const random = prng(size.seed ?? 42);
  // When each stay was booked comes from a stream of its own, so the rest of the plan (villas,
  // stays, prices) is the same as before booking dates were planned.
  const bookedRandom = prng((size.seed ?? 42) ^ 0x5eed);
  // Locations too, for the same reason.
  const placeRandom = prng((size.seed ?? 42) ^ 0x10ca7e);
  const spread = () => Math.round((placeRandom() * 2 - 1) * LOCATION_SPREAD * 1e6) / 1e6;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const today = size.today ?? todayOnIsland();
  const year = Number(today.slice(0, 4));
  const usedNames = new Set<string>();
  const villas: PlannedVilla[] = [];

  for (let i = 0; i < size.villas; i++) {
    let name = `${pick(NAME_FIRST)} ${pick(NAME_SECOND)}`;
    if (usedNames.has(name)) name = `${name} ${i + 1}`;
    usedNames.add(name);
    const bedrooms = int(1, 6);
    const amenities = [...PREDEFINED_AMENITIES.filter(() => random() < 0.5), ...CUSTOM_AMENITIES.filter(() => random() < 0.2)];
    const inThb = random() < 0.7;
    const basePrice = inThb ? int(25, 300) * 100 : int(80, 900);
    const areas = random() < 0.2 ? [pick(AREAS), pick(AREAS)].filter((a, k, all) => all.indexOf(a) === k) : [pick(AREAS)];
    const villatype = pick(['Villa', 'Villa', 'Home', 'Hotel'] as const);
    const centre = AREA_CENTRES[areas[0]!]!;
    const location = { latitude: Math.round((centre.latitude + spread()) * 1e6) / 1e6, longitude: Math.round((centre.longitude + spread()) * 1e6) / 1e6, hideExactLocation: placeRandom() < 0.25 };
    const seasons: Record<string, unknown>[] = [];
    if (random() < 0.6) {
      seasons.push({
        name: 'High Season',
        type: 'high',
        start_date: `${year}-12-20`,
        end_date: `${year + 1}-01-10`,
        daily_price: Math.round(basePrice * 1.4),
        weekly_price: Math.round(basePrice * 1.4 * 6.5),
        monthly_price: 0,
        active: true,
      });
      seasons.push({
        name: 'Low Season',
        type: 'low',
        start_date: `${year + 1}-05-01`,
        end_date: `${year + 1}-09-30`,
        daily_price: Math.round(basePrice * 0.8),
        weekly_price: Math.round(basePrice * 0.8 * 6),
        monthly_price: Math.round(basePrice * 0.8 * 24),
        active: true,
      });
    }
    const rates = random() < 0.3 ? [{ season_type: 'high', daily_price: Math.round(basePrice * 1.3), weekly_price: Math.round(basePrice * 8), monthly_price: 0 }] : [];
    const rules = {
      weekend_multiplier: random() < 0.4 ? 1.2 : 1,
      minimum_nights: random() < 0.3 ? 2 : 1,
      max_discount: 20,
      seasonal_pricing: JSON.stringify(random() < 0.3 ? [{ name: 'Songkran', startDate: '04-10', endDate: '04-17', priceModifier: 1.5, isActive: true }] : []),
      length_of_stay_discounts: JSON.stringify(
        random() < 0.3
          ? [
              { minNights: 5, discountPercentage: 5, isActive: true },
              { minNights: 14, discountPercentage: 15, isActive: true },
            ]
          : [],
      ),
      special_date_pricing: JSON.stringify(random() < 0.2 ? [{ date: `${year}-12-31`, price: basePrice * 2, name: "New Year's Eve", isActive: true }] : []),
    };

    // Bookings walk forward from four months ago with gaps, so none of a villa's overlap.
    const bookings: Record<string, unknown>[] = [];
    let cursor = addDays(today, -120 + int(0, 10));
    for (let b = 0; b < size.bookingsPerVilla; b++) {
      cursor = addDays(cursor, int(0, 6));
      const nights = random() < 0.1 ? int(7, 30) : int(2, 6);
      const checkOut = addDays(cursor, nights);
      const guest = pick(GUEST_NAMES);
      const status = checkOut <= today ? pick(['completed', 'completed', 'cancelled'] as const) : pick(['confirmed', 'confirmed', 'confirmed', 'pending', 'cancelled'] as const);
      const total = basePrice * nights;
      const balanceDueDays = DEFAULT_PAYMENT_TERMS.balanceDueDays;
      bookings.push({
        created_at: bookedAt(cursor, today, bookedRandom),
        villa_name: name,
        check_in: cursor,
        check_out: checkOut,
        guests: int(1, bedrooms * 2),
        nights,
        price_per_night: basePrice,
        subtotal: total,
        discount_percentage: 0,
        total_price: total,
        villa_currency: inThb ? 'THB' : 'USD',
        villa_currency_rate: inThb ? 35.5 : 1,
        customer_currency: 'USD',
        currency_rate: 1,
        customer_to_pay: inThb ? Math.round((total / 35.5) * 100) / 100 : total,
        customer_name: guest,
        customer_email: `${slugify(guest)}@example.com`,
        customer_phone: `+6681${String(int(1000000, 9999999))}`,
        status,
        balance_due_days: balanceDueDays,
        payment_status: planPaymentStatus(status, cursor, balanceDueDays, today),
      });
      cursor = checkOut;
    }

    const view = Math.floor(random() * VIEWS.length);
    villas.push({
      name,
      slug: `${slugify(name)}-${i + 1}`,
      description: `${name} is a ${bedrooms}-bedroom ${villatype.toLowerCase()} in ${areas.join(' and ')} with ${amenities.slice(0, 3).join(', ') || 'everything you need'}. Wake up to tropical gardens, walk to the beach and end the day looking out over ${VIEWS[view]}.`,
      descriptionTh: `${name} เป็น${VILLA_TYPES_TH[villatype]} ${bedrooms} ห้องนอนใน${areas.map(thai).join('และ')} พร้อม${amenities.slice(0, 3).map(thai).join(' ') || 'ทุกสิ่งที่คุณต้องการ'} ตื่นมาพบสวนเขตร้อน เดินไปชายหาด และปิดท้ายวันด้วยวิว${VIEWS_TH[view]}`,
      villatype,
      areas,
      amenities,
      imageCount: int(3, 8),
      guests: bedrooms * 2 + int(0, 2),
      bedrooms,
      bathrooms: Math.max(1, bedrooms - int(0, 1)),
      basePrice,
      currency: inThb ? 'THB' : 'USD',
      isActive: random() > 0.05,
      isPromoted: random() < 0.15,
      // The first villas belong to approved owners so small islands are fully public.
      ownerIndex: i % 12 === 11 ? 2 : i % 2,
      ...location,
      seasons,
      rates,
      rules,
      bookings,
    });
  }

  return {
    today,
    seasonRanges: [
      { name: 'Peak Season', type: 'high', start_date: `${year}-12-15`, end_date: `${year + 1}-01-15`, daily_price: 150, weekly_price: 900, monthly_price: 3800 },
      { name: 'Green Season', type: 'low', start_date: `${year + 1}-05-01`, end_date: `${year + 1}-10-31`, daily_price: 100, weekly_price: 600, monthly_price: 2500 },
    ],
    villas,
  };
}
