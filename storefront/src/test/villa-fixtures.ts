import { villaSchema, type VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { villaBasics } from '@islandstay/web-common/test-support/fixtures';

const tier = { from: 3000, lowSeason: 3000, highSeason: 3000 };

/**
 * Component tests only: a public villa as `GET /api/villas/:id` answers it (3,000 baht a night,
 * no reviews, the fields every villa shape shares from web-common's villaBasics), parsed by the
 * contract; `fields` give what a test is about.
 */
export function publicVilla(fields: Partial<VillaDto> = {}): VillaDto {
  return villaSchema.parse({
    id: 'v1',
    slug: 'baan-test',
    name: 'Baan Test',
    ...villaBasics(),
    price: 3000,
    currency: 'THB',
    rating: 0,
    reviews: 0,
    isPromoted: false,
    currentPrice: 3000,
    pricingSummary: { daily: tier, weekly: tier, monthly: tier, hasSeasonalPricing: false },
    minimumNights: 1,
    weekendMultiplier: 1,
    ...fields,
  });
}

/**
 * A villa in Chaweng and Bophut with a pool and WiFi, and its names as a read with `locale=th`
 * answers them: Bophut and WiFi have no Thai name yet, so they come in English.
 */
export const THAI_NAMES_WITH_FALLBACKS: { areas: string[]; amenities: string[]; localized: Omit<NonNullable<VillaDto['localized']>, 'description'> } = {
  areas: ['Chaweng', 'Bophut'],
  amenities: ['Pool', 'WiFi'],
  localized: {
    areas: [
      { text: 'เฉวง', lang: 'th' },
      { text: 'Bophut', lang: 'en' },
    ],
    amenities: [
      { text: 'สระว่ายน้ำ', lang: 'th' },
      { text: 'WiFi', lang: 'en' },
    ],
  },
};
