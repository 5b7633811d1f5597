import type { Core } from '@strapi/strapi';
import { EventSender } from './event-sender';

const VILLA = 'api::villa.villa';
const AREA = 'api::area.area';
const AMENITY = 'api::amenity.amenity';
const USER = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';

type Entity = Record<string, any>;

function iso(value: unknown): string {
  return new Date((value as string | Date | undefined) ?? Date.now()).toISOString();
}

const IMAGE_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const;

/**
 * A media file as the storefront's `srcset` needs it: the original's size and each resized format
 * Strapi made (it makes only those smaller than the original). `alt` is the media's alternative
 * text from the Media Library; without one the booking service writes a default from the villa.
 */
export function villaImage(file: Entity) {
  const formats: Record<string, { url: string; width: number; height: number }> = {};
  for (const key of IMAGE_FORMATS) {
    const format = file.formats?.[key] as Entity | undefined;
    if (format?.url && format.width && format.height) formats[key] = { url: format.url, width: format.width, height: format.height };
  }
  const alt = typeof file.alternativeText === 'string' ? file.alternativeText.trim() : '';
  return {
    id: file.id,
    url: file.url,
    ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
    formats,
    ...(alt ? { alt } : {}),
  };
}

/** A villa as the booking service's projection wants it (names, not ids; image URLs). */
export async function villaEvent(strapi: Core.Strapi, documentId: string) {
  const villa = (await strapi.documents(VILLA).findOne({ documentId, populate: ['areas', 'amenities', 'images', 'owner'] })) as Entity | null;
  if (!villa) return undefined;
  return {
    action: 'upsert',
    model: 'villa',
    id: villa.documentId,
    updatedAt: iso(villa.updatedAt),
    data: {
      name: villa.name,
      slug: villa.slug,
      description: villa.description ?? '',
      villatype: villa.villatype ?? 'Villa',
      areas: (villa.areas ?? []).map((a: Entity) => a.name),
      amenities: (villa.amenities ?? []).map((a: Entity) => a.name),
      images: (villa.images ?? []).map(villaImage),
      guests: villa.guests,
      bedrooms: villa.bedrooms ?? 1,
      bathrooms: villa.bathrooms ?? 1,
      basePrice: Number(villa.basePrice),
      cleaningFee: Number(villa.cleaningFee ?? 0),
      shortStayLicence: villa.shortStayLicence ?? null,
      currency: villa.currency ?? 'THB',
      isActive: villa.isActive !== false,
      isPromoted: villa.isPromoted === true,
      ownerId: villa.owner?.documentId ?? null,
      createdAt: iso(villa.createdAt),
    },
  };
}

/** Owners are users with the Owner role; the projection keeps their name, email and status. */
export async function ownerEvent(strapi: Core.Strapi, id: number) {
  const user = (await strapi.db.query(USER).findOne({ where: { id }, populate: ['role'] })) as Entity | null;
  if (!user || user.role?.name !== 'Owner') return undefined;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return { action: 'upsert', model: 'owner', id: user.documentId, updatedAt: iso(user.updatedAt), data: { name, email: user.email ?? null, status: user.ownerStatus ?? 'pending' } };
}

export function areaEvent(area: Entity) {
  return { action: 'upsert', model: 'area', id: area.documentId, updatedAt: iso(area.updatedAt), data: { name: area.name, slug: area.slug ?? area.documentId } };
}

export function amenityEvent(amenity: Entity) {
  return { action: 'upsert', model: 'amenity', id: amenity.documentId, updatedAt: iso(amenity.updatedAt), data: { name: amenity.name, icon: amenity.icon ?? 'default', predefined: amenity.predefined === true } };
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
  const push = (event: Record<string, unknown> | undefined) => {
    if (event) sender.send(event);
  };
  const onWrite = async (uid: string, result: Entity) => {
    if (uid === VILLA) push(await villaEvent(strapi, result.documentId));
    else if (uid === AREA) push(areaEvent(result));
    else if (uid === AMENITY) push(amenityEvent(result));
    else if (uid === USER) push(await ownerEvent(strapi, result.id));
  };
  const model: Record<string, 'villa' | 'area' | 'amenity' | 'owner'> = { [VILLA]: 'villa', [AREA]: 'area', [AMENITY]: 'amenity', [USER]: 'owner' };
  // An editor changing a photo's alternative text in the Media Library changes no villa, so the
  // villas showing that photo are pushed again.
  strapi.db.lifecycles.subscribe({
    models: [FILE],
    async afterUpdate(event: Entity) {
      const fileId = event.result?.id;
      if (!fileId) return;
      const villas = (await strapi.db.query(VILLA).findMany({ where: { images: { id: fileId } }, select: ['documentId'] })) as Entity[];
      for (const documentId of new Set(villas.map((v) => v.documentId as string))) push(await villaEvent(strapi, documentId));
    },
  });
  strapi.db.lifecycles.subscribe({
    models: [VILLA, AREA, AMENITY, USER],
    async afterCreate(event: Entity) {
      await onWrite(event.model.uid, event.result);
    },
    async afterUpdate(event: Entity) {
      await onWrite(event.model.uid, event.result);
    },
    async afterDelete(event: Entity) {
      const result = event.result as Entity | undefined;
      if (result?.documentId) push({ action: 'delete', model: model[event.model.uid], id: result.documentId, updatedAt: new Date().toISOString() });
    },
  });
  strapi.log.info(`[sync] pushing villa, area, amenity and owner changes to ${url}`);
}
