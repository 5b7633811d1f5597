import type { Core } from '@strapi/strapi';
import type { CmsEventBody } from '../contract/cms-event.types';
import { EventSender } from './event-sender';
import { AMENITY, AREA, FILE, MODEL_OF, USER, VILLA, amenityUpsert, areaUpsert, ownerEvent, villaEvent, type AmenityRow, type AreaRow } from './events';

/** What a database lifecycle hook is given (Strapi types it loosely). */
interface LifecycleEvent {
  model: { uid: string };
  result?: { id?: number; documentId?: string } & Record<string, unknown>;
}

/**
 * Subscribes to the database lifecycles of villas, areas, amenities, users and media files, and
 * pushes each change to the booking service. Off when BOOKING_SERVICE_URL or CMS_EVENTS_SECRET is unset.
 */
export function subscribeSync(strapi: Core.Strapi): void {
  const url = process.env.BOOKING_SERVICE_URL;
  const secret = process.env.CMS_EVENTS_SECRET;
  if (!url || !secret) {
    strapi.log.warn('[sync] BOOKING_SERVICE_URL or CMS_EVENTS_SECRET unset: changes are not pushed to the booking service');
    return;
  }
  const sender = new EventSender({ url: `${url.replace(/\/$/, '')}/internal/cms-events`, secret, log: strapi.log });
  const push = (event: CmsEventBody | undefined) => {
    if (event) sender.send(event);
  };
  const onWrite = async ({ model, result }: LifecycleEvent) => {
    if (!result) return;
    if (model.uid === VILLA) push(await villaEvent(strapi, result.documentId));
    else if (model.uid === AREA) push(areaUpsert(result as unknown as AreaRow));
    else if (model.uid === AMENITY) push(amenityUpsert(result as unknown as AmenityRow));
    else if (model.uid === USER) push(await ownerEvent(strapi, result.id));
  };
  // An editor changing a photo's alternative text in the Media Library changes no villa, so the
  // villas showing that photo are pushed again.
  strapi.db.lifecycles.subscribe({
    models: [FILE],
    async afterUpdate(event: LifecycleEvent) {
      const fileId = event.result?.id;
      if (!fileId) return;
      const villas = (await strapi.db.query(VILLA).findMany({ where: { images: { id: fileId } }, select: ['documentId'] })) as { documentId: string }[];
      for (const documentId of new Set(villas.map((villa) => villa.documentId))) push(await villaEvent(strapi, documentId));
    },
  });
  strapi.db.lifecycles.subscribe({
    models: [VILLA, AREA, AMENITY, USER],
    async afterCreate(event: LifecycleEvent) {
      await onWrite(event);
    },
    async afterUpdate(event: LifecycleEvent) {
      await onWrite(event);
    },
    async afterDelete({ model, result }: LifecycleEvent) {
      if (result?.documentId) push({ action: 'delete', model: MODEL_OF[model.uid], id: result.documentId, updatedAt: new Date().toISOString() });
    },
  });
  strapi.log.info(`[sync] pushing villa, area, amenity and owner changes to ${url}`);
}
