import type { CmsImage } from '@islandstay/shared/cms/cms-event.schemas';
import type { VillaImageDto } from '@islandstay/shared/villas/villa.schemas';

/**
 * A villa's photos as the API serves them, from what the projection stored (the CMS's fields;
 * rows written before formats were projected have only `id`, `url` and maybe `alt`). The alt text
 * is the editor's, else the villa's name and areas, numbered when the villa has several photos,
 * so a gallery read aloud does not repeat one sentence.
 */
export function servedImages(stored: readonly Partial<CmsImage>[], villa: { name: string; areas: readonly string[] }): VillaImageDto[] {
  const place = [villa.name, ...villa.areas].join(', ');
  return stored.flatMap((image, index) => {
    if (!image.url) return [];
    const fallback = stored.length > 1 ? `${place}, photo ${index + 1} of ${stored.length}` : place;
    return [
      {
        ...(image.id === undefined ? {} : { id: image.id }),
        url: image.url,
        width: image.width ?? null,
        height: image.height ?? null,
        formats: image.formats ?? {},
        alt: image.alt?.trim() || fallback,
      },
    ];
  });
}
