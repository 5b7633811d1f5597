import type { LocalizedText, VillaDto } from '@islandstay/shared/villas/villa.schemas';

// Type-only import of shared/: the villa cards use this on the landing pages, whose first render loads no zod.

/** An English text from the API as a shown text: what a read without a translation (or any language) gives. */
export const inEnglish = (text: string): LocalizedText => ({ text, lang: 'en' });

/** What a villa shows in the page's language; `areas[i]` and `amenities[i]` are the names of the villa's `areas[i]` and `amenities[i]`. */
export interface ShownTexts {
  description: LocalizedText;
  areas: LocalizedText[];
  amenities: LocalizedText[];
}

/**
 * A villa's description and the names of its areas and amenities as the page shows them: the
 * `localized` texts a read in Thai carries (each in Thai, or in English where it has no
 * translation), else the English fields. The English `areas` and `amenities` stay the keys
 * (filters, icons, React keys); these are only what is shown for them, in the same order.
 */
export function shownTexts(villa: Pick<VillaDto, 'description' | 'areas' | 'amenities' | 'localized'>): ShownTexts {
  const localized = villa.localized;
  return {
    description: localized?.description ?? inEnglish(villa.description),
    areas: villa.areas.map((name, i) => localized?.areas[i] ?? inEnglish(name)),
    amenities: villa.amenities.map((name, i) => localized?.amenities[i] ?? inEnglish(name)),
  };
}

/** A catalogue item (an area, an amenity): its English `name` is the key, its `label` (read with a locale) what is shown. */
interface Labelled {
  name: string;
  label?: LocalizedText;
}

/** `name` -> its label: the one the catalogue read gave, else the name itself (in English). */
export type LabelOf = (name: string) => LocalizedText;

/** The lookup of an areas or amenities read's labels; a name it does not hold (not loaded yet, or unknown) shows as itself. */
export function labelsOf(items: readonly Labelled[]): LabelOf {
  const labels = new Map(items.flatMap((item) => (item.label ? [[item.name, item.label] as const] : [])));
  return (name) => labels.get(name) ?? inEnglish(name);
}
