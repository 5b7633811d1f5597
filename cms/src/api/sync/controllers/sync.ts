import type { Core } from '@strapi/strapi';
import { amenityEvent, areaEvent, ownerEvent, villaEvent } from '../../../sync/lifecycles';

const PAGE = 200;

/** Every document id of a collection, in pages (a snapshot must not load everything at once). */
async function allDocumentIds(strapi: Core.Strapi, uid: 'api::villa.villa' | 'api::area.area' | 'api::amenity.amenity'): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; ; start += PAGE) {
    const rows = (await strapi.documents(uid).findMany({ fields: ["documentId"], sort: "id", start, limit: PAGE } as never)) as unknown as { documentId: string }[];
    ids.push(...rows.map((r) => r.documentId));
    if (rows.length < PAGE) return ids;
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The booking service's projection as upsert events, built by the same functions the lifecycle
   * hooks use, so a reconcile and a live push can never disagree about a document's shape.
   * `takenAt` lets the booking service delete only rows older than the snapshot.
   */
  /** One villa as its upsert event: the booking service applies it right after its own write. */
  async villa(ctx: { params: { documentId: string }; body: unknown; status: number }) {
    const event = await villaEvent(strapi, ctx.params.documentId);
    if (!event) {
      ctx.status = 404;
      ctx.body = { error: { status: 404, name: 'NotFoundError', message: 'Villa not found' } };
      return;
    }
    ctx.body = event;
  },

  async snapshot(ctx: { body: unknown }) {
    const takenAt = new Date().toISOString();
    const owners = (await strapi.db.query('plugin::users-permissions.user').findMany({ where: { role: { type: 'owner' } }, select: ['id'] })) as { id: number }[];
    const villas = [];
    for (const id of await allDocumentIds(strapi, 'api::villa.villa')) villas.push(await villaEvent(strapi, id));
    const areas = (await strapi.documents('api::area.area').findMany({ limit: 10_000 } as never)) as unknown as Record<string, unknown>[];
    const amenities = (await strapi.documents('api::amenity.amenity').findMany({ limit: 10_000 } as never)) as unknown as Record<string, unknown>[];
    ctx.body = {
      takenAt,
      owners: (await Promise.all(owners.map((o) => ownerEvent(strapi, o.id)))).filter(Boolean),
      areas: areas.map(areaEvent),
      amenities: amenities.map(amenityEvent),
      villas: villas.filter(Boolean),
    };
  },
});
