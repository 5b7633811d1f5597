/** The 14 amenities every villa form offers in its dropdown (docs/product.md#villas). */
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
] as const;

export interface KnownAmenity {
  name: string;
  predefined: boolean;
}

/** "Pool", "pool", "P o_o l" are one amenity: lowercased, without spaces and underscores. */
export function amenityKey(name: string): string {
  return name.toLowerCase().replace(/[\s_]+/g, '');
}

/** The refusal of a custom amenity that copies a predefined one (docs/product.md#villas). */
export function customAmenityMessage(predefinedName: string): string {
  return `Please select "${predefinedName}" from the dropdown instead of typing it as a custom amenity`;
}

export type AmenityResolution =
  | { kind: 'empty' }
  /** Already known (any case): the known spelling is used. */
  | { kind: 'existing'; name: string }
  | { kind: 'custom'; name: string }
  /** A predefined amenity typed differently (spaces, underscores, case): refused with `message`. */
  | { kind: 'lookalike'; predefined: string; message: string };

/**
 * One typed amenity against the known ones, as the server resolves it: trimmed; an exact
 * case-insensitive match is the known amenity; a predefined one typed with other spaces,
 * underscores or case is refused; anything else is a new custom amenity.
 */
export function resolveAmenity(typed: string, known: readonly KnownAmenity[]): AmenityResolution {
  const name = typed.trim();
  if (!name) return { kind: 'empty' };
  const exact = known.find((k) => k.name.toLowerCase() === name.toLowerCase());
  if (exact) return { kind: 'existing', name: exact.name };
  const lookalike = known.find((k) => k.predefined && amenityKey(k.name) === amenityKey(name));
  if (lookalike) return { kind: 'lookalike', predefined: lookalike.name, message: customAmenityMessage(lookalike.name) };
  return { kind: 'custom', name };
}
