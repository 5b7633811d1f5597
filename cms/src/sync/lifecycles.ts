import type { Core } from '@strapi/strapi';
import type { CmsEventBody } from '../contract/cms-event.types';
import { EventSender } from './event-sender';
import { AMENITY, AREA, FILE, MODEL_OF, USER, VILLA, isTranslationRow, namedEvent, ownerEvent, villaEvent } from './events';

/** What a database lifecycle hook is given (Strapi types it loosely). */
interface LifecycleEvent {
  model: { uid: string };
  result?: { id?: number; documentId?: string; locale?: string } & Record<string, unknown>;
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
  // A villa, area or amenity is pushed whole (its English row and its translations) whichever of
  // its rows changed: a Thai row's write is a change of the document, never a document of its own.
  const documentEvent = async ({ model, result }: LifecycleEvent): Promise<CmsEventBody | undefined> => {
    if (!result) return undefined;
    if (model.uid === VILLA && result.documentId) return villaEvent(strapi, result.documentId);
    if ((model.uid === AREA || model.uid === AMENITY) && result.documentId) return namedEvent(strapi, model.uid, result.documentId);
    if (model.uid === USER && result.id) return ownerEvent(strapi, result.id);
    return undefined;
  };
  const onWrite = async (event: LifecycleEvent) => push(await documentEvent(event));
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
    async afterDelete(event: LifecycleEvent) {
      const { model, result } = event;
      if (!result?.documentId) return;
      // A translation deleted leaves the document, now without it. Its rows are no newer than
      // before, so the event is dated now: else the booking service would keep the newer text.
      if (isTranslationRow(result)) {
        const changed = await documentEvent(event);
        push(changed && { ...changed, updatedAt: new Date().toISOString() });
      }
      else push({ action: 'delete', model: MODEL_OF[model.uid], id: result.documentId, updatedAt: new Date().toISOString() });
    },
  });
  strapi.log.info(`[sync] pushing villa, area, amenity and owner changes to ${url}`);
}
