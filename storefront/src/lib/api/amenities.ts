import { useMemo } from 'react';
import type { AmenityDto } from '@islandstay/shared/villas/villa.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { useContentLocale } from '../content-locale.ts';
import { labelsOf, type LabelOf } from '../shown-texts.ts';

const NO_AMENITIES: AmenityDto[] = [];

/** The amenities (search filters), each with its name to show in the visitor's language (`label`; `name` stays the key). */
export function useAmenities(needed = true) {
  const locale = useContentLocale();
  const { data, error, isLoading } = useApi(api.villas.listAmenities, needed ? { query: { locale } } : null, { revalidateOnFocus: false, keepPreviousData: true });
  return { amenities: data?.data ?? NO_AMENITIES, error, isLoading: isLoading && !data };
}

/** An amenity's name to show for its English name (the search's filter tags): its label, else the name itself. `needed` false reads nothing. */
export function useAmenityLabels(needed = true): LabelOf {
  const { amenities } = useAmenities(needed);
  return useMemo(() => labelsOf(amenities), [amenities]);
}
