import type { VillaImageDto } from './villa.schemas.ts';

/**
 * The `sizes` of the two photos that are a page's largest paint: a villa card's (the first search
 * result) and a villa page's main photo. The storefront's <img> and the booking service's
 * `<link rel="preload" as="image">` both use these, so the browser picks the same srcset
 * candidate for both and downloads the photo once.
 */
export const VILLA_CARD_PHOTO_SIZES = '(min-width: 1200px) 360px, (min-width: 700px) 45vw, 92vw';
export const VILLA_MAIN_PHOTO_SIZES = '(min-width: 1200px) 720px, (min-width: 769px) 60vw, 100vw';

export interface PhotoCandidate {
  url: string;
  width: number;
  height: number;
}

export type PhotoLike = Partial<Pick<VillaImageDto, 'formats' | 'width' | 'height'>> & { url: string };

/**
 * The files a srcset offers, narrowest first: each Strapi format, then the original when it is
 * measured (it wins over a format of the same width). Absent fields: an older API, or an
 * unmeasured photo.
 */
export function photoCandidates(image: PhotoLike): PhotoCandidate[] {
  const candidates = Object.values(image.formats ?? {})
    .filter((f): f is PhotoCandidate => Boolean(f && f.url && f.width > 0))
    .map((f) => ({ url: f.url, width: f.width, height: f.height }));
  if (image.width && image.height) candidates.push({ url: image.url, width: image.width, height: image.height });
  const unique = new Map(candidates.map((c) => [c.width, c]));
  return [...unique.values()].sort((a, b) => a.width - b.width);
}

/** `srcset` for the candidates, or undefined when there is nothing to choose between. */
export function photoSrcSet(candidates: readonly PhotoCandidate[]): string | undefined {
  return candidates.length > 1 ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
}
