import type { Core } from '@strapi/strapi';

// The 14 predefined amenities of the back office's villa form (docs/product.md#villas), with their
// Thai names. They exist from the first start, so the custom-amenity rule always has its list to
// compare against.
export const PREDEFINED_AMENITIES = [
  { name: 'WiFi', icon: 'wifi', th: 'ไวไฟ' },
  { name: 'Pool', icon: 'pool', th: 'สระว่ายน้ำ' },
  { name: 'Air Conditioning', icon: 'air-conditioning', th: 'เครื่องปรับอากาศ' },
  { name: 'Kitchen', icon: 'kitchen', th: 'ห้องครัว' },
  { name: 'Parking', icon: 'parking', th: 'ที่จอดรถ' },
  { name: 'TV', icon: 'tv', th: 'ทีวี' },
  { name: 'Washing Machine', icon: 'washing-machine', th: 'เครื่องซักผ้า' },
  { name: 'Balcony', icon: 'balcony', th: 'ระเบียง' },
  { name: 'Garden', icon: 'garden', th: 'สวน' },
  { name: 'Beach Access', icon: 'beach', th: 'ทางลงชายหาด' },
  { name: 'Hot Tub', icon: 'hot-tub', th: 'อ่างน้ำร้อน' },
  { name: 'Gym', icon: 'gym', th: 'ฟิตเนส' },
  { name: 'Security', icon: 'security', th: 'รักษาความปลอดภัย' },
  { name: 'Cleaning Service', icon: 'cleaning', th: 'บริการทำความสะอาด' },
] as const;

export async function ensurePredefinedAmenities(strapi: Core.Strapi): Promise<void> {
  const amenities = strapi.documents('api::amenity.amenity');
  const existing = (await amenities.findMany({ limit: 1000 } as never)) as unknown as { documentId: string; name: string; predefined?: boolean }[];
  const byName = new Map(existing.map((a) => [a.name.toLowerCase(), a]));
  for (const amenity of PREDEFINED_AMENITIES) {
    const found = byName.get(amenity.name.toLowerCase());
    const { th, ...english } = amenity;
    let documentId = found?.documentId;
    if (!found) {
      documentId = ((await amenities.create({ data: { ...english, predefined: true } } as never)) as unknown as { documentId: string }).documentId;
    } else if (found.predefined !== true) {
      await amenities.update({ documentId: found.documentId, data: { predefined: true } } as never);
    }
    // The Thai name unless the amenity has one (an editor's own is kept). Updating a locale the
    // document lacks creates it.
    if (documentId && !(await amenities.findOne({ documentId, locale: 'th' } as never))) {
      await amenities.update({ documentId, locale: 'th', data: { name: th } } as never);
    }
  }
}
