/**
 * Component tests only: answers of the back office's API that more than one test gives, typed by
 * the contract so a fixture cannot drift from what the server sends. Villa A is Baan Talay, 120 USD
 * a night.
 */
import type { api } from '@islandstay/shared/api/client';
import type { ResultFor } from '@islandstay/web-common/test-support/msw/handlers';

/** Villa A's pricing (`api.villaPricing.get`): no seasons of its own, a high-season rate of 200 / 1,200 / 4,500. */
export const VILLA_A_PRICING: ResultFor<typeof api.villaPricing.get> = {
  villaId: 'villa-a',
  currency: 'USD',
  basePrice: 120,
  seasons: [],
  seasonRates: { high: { dailyPrice: 200, weeklyPrice: 1200, monthlyPrice: 4500 } },
  maxDiscount: 20,
};

/** Villa A's back-office record (`api.adminVillas.get`), in `areas`. */
export function villaARecord(areas: string[]): ResultFor<typeof api.adminVillas.get>['data'] {
  return {
    id: 'villa-a',
    _id: 'villa-a',
    name: 'Baan Talay',
    slug: 'baan-talay',
    description: 'By the sea',
    villatype: 'Villa',
    areas,
    amenities: [],
    images: [],
    guests: 6,
    bedrooms: 3,
    bathrooms: 2,
    price: 120,
    currency: 'USD',
    isActive: true,
    isPromoted: false,
    rating: 0,
    reviews: 0,
    owner: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    currentPrice: 120,
    currentSeason: null,
    totalBookings: 0,
    confirmedBookings: 0,
    completedBookings: 0,
    totalRevenue: 0,
  };
}

/** Somchai, an approved owner: his own account (`api.staffProfile.get`), and a row of the owners list. */
export const OWNER_SOMCHAI: ResultFor<typeof api.staffProfile.get>['data'] = {
  id: 'owner-somchai',
  _id: 'owner-somchai',
  role: 'owner',
  username: 'somchai',
  name: 'Somchai Jaidee',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  email: 'somchai@example.com',
  phone: '0812345678',
  address: '1 Beach Road',
  notes: null,
  bio: null,
  status: 'approved',
  profileImage: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
