import type { Core } from '@strapi/strapi';

/**
 * The storefront address of what an editor is editing, for the Content Manager's preview: a villa
 * at /villa/<slug> (its documentId while it has no slug), a page at /<slug> (about, contact, terms,
 * privacy), the site settings at the home page (they show in its footer). Other content (areas,
 * amenities) has no page of its own: no preview (undefined).
 */
export async function storefrontPreviewUrl(
  strapi: Core.Strapi,
  storefront: string,
  uid: string,
  params: { documentId?: string; locale?: string | null },
): Promise<string | undefined> {
  const site = storefront.replace(/\/+$/, '');
  if (uid === 'api::site-setting.site-setting') return `${site}/`;
  if (!params.documentId) return undefined;
  if (uid === 'api::villa.villa') {
    const villa = await strapi.documents('api::villa.villa').findOne({ documentId: params.documentId, fields: ['slug'] });
    return villa ? `${site}/villa/${encodeURIComponent(villa.slug || params.documentId)}` : undefined;
  }
  if (uid === 'api::page.page') {
    const page = await strapi.documents('api::page.page').findOne({ documentId: params.documentId, locale: params.locale ?? undefined, fields: ['slug'] });
    return page?.slug ? `${site}/${encodeURIComponent(page.slug)}` : undefined;
  }
  return undefined;
}
