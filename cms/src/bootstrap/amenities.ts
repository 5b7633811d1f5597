import type { Core } from '@strapi/strapi';

// The 14 predefined amenities of the back office's villa form (docs/product.md#villas). They
// exist from the first start, so the custom-amenity rule always has its list to compare against.
export const PREDEFINED_AMENITIES = [
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
] as const;

export async function ensurePredefinedAmenities(strapi: Core.Strapi): Promise<void> {
  const amenities = strapi.documents('api::amenity.amenity');
  const existing = (await amenities.findMany({ limit: 1000 } as never)) as unknown as { documentId: string; name: string; predefined?: boolean }[];
  const byName = new Map(existing.map((a) => [a.name.toLowerCase(), a]));
  for (const amenity of PREDEFINED_AMENITIES) {
    const found = byName.get(amenity.name.toLowerCase());
    if (!found) {
      await amenities.create({ data: { ...amenity, predefined: true } } as never);
    } else if (found.predefined !== true) {
      await amenities.update({ documentId: found.documentId, data: { predefined: true } } as never);
    }
  }
}
