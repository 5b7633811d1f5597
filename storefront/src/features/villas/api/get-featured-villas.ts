import type { VillaDto } from '@islandstay/shared/villas/villa.schemas';
import { api } from '@islandstay/shared/api/client';
import { useApi } from '@islandstay/web-common/api/use-api';
import { useContentLocale } from '../../../lib/content-locale.ts';

/** docs/product.md#home: four villas on the home page. */
export const FEATURED_COUNT = 4;

/** Promoted villas first; otherwise the API's order is kept (a stable sort). */
export function promotedFirst<T extends Pick<VillaDto, 'isPromoted'>>(villas: readonly T[]): T[] {
  return [...villas].sort((a, b) => Number(b.isPromoted) - Number(a.isPromoted));
}

/** The home page's villas, their texts in the visitor's language; on a switch of language the cards stay until the new texts are in. */
export function useFeaturedVillas() {
  const locale = useContentLocale();
  const read = useApi(api.villas.search, { query: { sort: 'relevance', limit: FEATURED_COUNT, locale } }, { keepPreviousData: true });
  return {
    get data() {
      return read.data && promotedFirst(read.data.data).slice(0, FEATURED_COUNT);
    },
    get error() {
      return read.error;
    },
    mutate: read.mutate,
  };
}
