import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { AreaDto } from '@islandstay/shared/villas/villa.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { useContentLocale } from '../content-locale.ts';
import { labelsOf, type LabelOf } from '../shown-texts.ts';

const NO_AREAS: AreaDto[] = [];

/**
 * The island's areas (footer, search filters, the area names on bookings and the wishlist), each
 * with its name to show in the visitor's language (`label`; `name` stays the key filters take).
 * One read per language, which every part of the page shares; on a switch of language the old
 * names stay until the new ones are in. A failed load leaves an empty list (docs/product.md#search).
 * `needed` false reads nothing.
 */
export function useAreas(needed = true) {
  const locale = useContentLocale();
  const { data, error, isLoading } = useApi(api.villas.listAreas, needed ? { query: { locale } } : null, { revalidateOnFocus: false, keepPreviousData: true });
  // Loading only while there is nothing to show: on a switch of language the previous names stay.
  return { areas: data?.data ?? NO_AREAS, error, isLoading: isLoading && !data };
}

/**
 * An area's name to show for its English name (what bookings, wishlist entries and the search's
 * filter tags carry): its label from the areas read, else the name itself, in English, until that
 * read is in or for an area it does not know. `needed` false reads nothing (no area to name).
 */
export function useAreaLabels(needed = true): LabelOf {
  const { areas } = useAreas(needed);
  return useMemo(() => labelsOf(areas), [areas]);
}

/**
 * For code that runs outside a render (a map drawn once): a function, the same on every render,
 * giving an area's name to show from the latest areas read. The names arriving, or the language
 * changing, is then no reason to draw the map again.
 */
export function useLatestAreaName(): (name: string) => string {
  const labels = useAreaLabels();
  const latest = useRef(labels);
  useEffect(() => {
    latest.current = labels;
  }, [labels]);
  return useCallback((name: string) => latest.current(name).text, []);
}
