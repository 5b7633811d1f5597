import {
  AirVent,
  Bath,
  CarFront,
  CookingPot,
  DoorOpen,
  Dumbbell,
  Fence,
  Check,
  ShieldCheck,
  Sofa,
  Sparkles,
  TreePalm,
  Trees,
  Tv,
  WashingMachine,
  WavesLadder,
  Wifi,
  type LucideIcon,
} from 'lucide-react';

export type AmenityIconKey =
  | 'wifi'
  | 'pool'
  | 'kitchen'
  | 'parking'
  | 'air-conditioning'
  | 'tv'
  | 'washing-machine'
  | 'balcony'
  | 'garden'
  | 'beach'
  | 'hot-tub'
  | 'gym'
  | 'security'
  | 'cleaning'
  | 'private-entrance'
  | 'terrace';

/**
 * Keyword rules, most specific first: "Hot Tub" must not read as a bath, "CCTV security" must not
 * read as a TV, "Private entrance" before anything "private". Matched on whole words.
 */
const RULES: ReadonlyArray<[AmenityIconKey, RegExp]> = [
  ['hot-tub', /\b(hot ?tub|jacuzzi|whirlpool|spa bath)\b/],
  ['private-entrance', /\bprivate entrance\b|\bseparate entrance\b/],
  ['security', /\b(security|cctv|guard|safe|gated)\b/],
  ['washing-machine', /\b(washing machine|washer|laundry)\b/],
  ['air-conditioning', /\b(air ?con(ditioning|ditioner)?|a\/c|ac)\b/],
  ['wifi', /\b(wi-?fi|wireless|internet)\b/],
  ['pool', /\bpool\b|\bswimming\b/],
  ['kitchen', /\b(kitchen(ette)?|cooking)\b/],
  ['parking', /\b(parking|car ?park|garage)\b/],
  ['tv', /\b(tv|television|smart tv|netflix)\b/],
  ['balcony', /\bbalcon(y|ies)\b/],
  ['garden', /\bgardens?\b/],
  ['beach', /\bbeach(front)?\b|\bsea ?view\b|\bocean\b/],
  ['gym', /\b(gym|fitness)\b/],
  ['cleaning', /\b(cleaning|housekeeping|maid)\b/],
  ['terrace', /\b(terrace|patio|deck|sun ?deck)\b/],
];

export function amenityIconKey(amenity: string): AmenityIconKey | null {
  const text = amenity.toLowerCase();
  for (const [key, pattern] of RULES) if (pattern.test(text)) return key;
  return null;
}

const ICONS: Record<AmenityIconKey, LucideIcon> = {
  wifi: Wifi,
  pool: WavesLadder,
  kitchen: CookingPot,
  parking: CarFront,
  'air-conditioning': AirVent,
  tv: Tv,
  'washing-machine': WashingMachine,
  balcony: Fence,
  garden: Trees,
  beach: TreePalm,
  'hot-tub': Bath,
  gym: Dumbbell,
  security: ShieldCheck,
  cleaning: Sparkles,
  'private-entrance': DoorOpen,
  terrace: Sofa,
};

/** The icon for an amenity name, a plain check when no keyword matches. Decorative: the name is the text. */
export function AmenityIcon({ amenity, size = 16 }: { amenity: string; size?: number }) {
  const key = amenityIconKey(amenity);
  const Icon = key ? ICONS[key] : Check;
  return <Icon size={size} aria-hidden="true" data-icon={key ?? 'generic'} />;
}
