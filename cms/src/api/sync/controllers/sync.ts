import type { Core } from '@strapi/strapi';
import type { CmsSnapshotBody } from '../../../contract/cms-event.types';
import {
  AMENITY,
  AREA,
  OWNER_ROLE_TYPE,
  USER,
  VILLA,
  VILLA_POPULATE,
  amenityUpsert,
  areaUpsert,
  ownerUpsert,
  translationsOf,
  villaEvent,
  villaUpsert,
  type AmenityRow,
  type AreaRow,
  type UserRow,
  type VillaRow,
} from '../../../sync/events';

/** Rows per query: bounds each query's size and memory, not the snapshot's. */
const PAGE_SIZE = 500;

/**
 * Every row of one type, in pages of one query each, relations populated in that same query.
 * There is no cap: the reconcile deletes what the snapshot leaves out, so a snapshot cut short
 * would delete real villas. Pages follow the id (the next page starts after the last id read),
 * so a document deleted while the snapshot is read cannot shift a page and skip another.
 */
async function readAll<Row extends { id: number }>(readPage: (afterId: number) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  let afterId = 0;
  for (;;) {
    const page = await readPage(afterId);
    rows.push(...page);
    if (page.length < PAGE_SIZE) return rows;
    afterId = page[page.length - 1].id;
  }
}

/** A page of a content type's documents through the Document Service: their English rows (no draft/publish). */
function documentsPage<Row>(strapi: Core.Strapi, uid: typeof VILLA | typeof AREA | typeof AMENITY, populate: string[] = []) {
  return async (afterId: number) =>
    (await strapi.documents(uid).findMany({ filters: { id: { $gt: afterId } }, sort: 'id:asc', limit: PAGE_SIZE, populate } as never)) as unknown as Row[];
}

/** A page of the owners: users-permissions users with the Owner role. */
function ownersPage(strapi: Core.Strapi) {
  return async (afterId: number) =>
    (await strapi.db.query(USER).findMany({ where: { id: { $gt: afterId }, role: { type: OWNER_ROLE_TYPE } }, orderBy: { id: 'asc' }, limit: PAGE_SIZE })) as UserRow[];
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
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

  /**
   * The booking service's projection as upsert events, built by the same mapping the lifecycle
   * hooks use, so a reconcile and a live push can never disagree about a document's shape.
   * `takenAt` (read before anything else) lets the booking service delete only rows older than
   * the snapshot.
   */
  async snapshot(ctx: { body: unknown }) {
    const takenAt = new Date().toISOString();
    const [owners, areas, amenities, villas] = await Promise.all([
      readAll(ownersPage(strapi)),
      readAll(documentsPage<AreaRow>(strapi, AREA)),
      readAll(documentsPage<AmenityRow>(strapi, AMENITY)),
      readAll(documentsPage<VillaRow>(strapi, VILLA, VILLA_POPULATE)),
    ]);
    // Every translation row of each type in one query (their texts only), merged by document.
    const [areaTexts, amenityTexts, villaTexts] = await Promise.all([translationsOf(strapi, AREA), translationsOf(strapi, AMENITY), translationsOf(strapi, VILLA)]);
    const snapshot: CmsSnapshotBody = {
      takenAt,
      owners: owners.map(ownerUpsert),
      areas: areas.map((area) => areaUpsert(area, areaTexts.get(area.documentId))),
      amenities: amenities.map((amenity) => amenityUpsert(amenity, amenityTexts.get(amenity.documentId))),
      villas: villas.map((villa) => villaUpsert(villa, villaTexts.get(villa.documentId))),
    };
    ctx.body = snapshot;
  },
});
