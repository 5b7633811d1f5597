import { todayOnIsland } from '@islandstay/shared/dates/dates';
import type { AdminVillaCreate, AdminVillaUpdate, adminVillaSchema } from '@islandstay/shared/villas/admin-villa.schemas';
import { resolveAmenity, type KnownAmenity } from '@islandstay/shared/villas/amenity-rules';
import type { z } from 'zod';
import type { Knex } from '../../db/knex.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { outboundError, safeFetch } from '../../lib/safe-fetch.ts';
import { sniffImageType } from '../../middlewares/upload.ts';
import { ownerScope, villaInScope } from '../auth/scope.ts';
import type { Session } from '../auth/session.service.ts';
import { CmsTimeoutError, onCmsTimeout, type CmsClient } from '../cms-sync/cms-client.ts';
import type { CmsSyncService } from '../cms-sync/cms-sync.service.ts';
import { countUpcomingVillaBookings } from '../bookings/booking-reads.ts';
import { getOwnerCurrency } from '../currencies/currency-reads.ts';
import type { CurrencyService } from '../currencies/currencies.service.ts';
import type { AdminVillaService } from './admin-villas.service.ts';
import { areaIdsByName, listAmenities, ownerExists } from './villa-writes.repository.ts';

export interface ImageFile {
  buffer: Buffer;
  mimetype: string;
  originalname?: string;
}

const IMAGE_URL_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Resolves typed amenities against the known ones with the shared rule (the back office's form
 * applies the same one): empty and case-insensitive duplicates dropped; a predefined amenity typed
 * slightly differently is refused with the product's message (docs/product.md#villas).
 */
export function resolveAmenities(typed: string[], known: readonly KnownAmenity[]): { existing: string[]; custom: string[] } {
  const seen = new Set<string>();
  const existing: string[] = [];
  const custom: string[] = [];
  for (const raw of typed) {
    const resolved = resolveAmenity(raw, known);
    if (resolved.kind === 'empty') continue;
    if (resolved.kind === 'lookalike')
      throw new AppError('VALIDATION', 'villa.amenityLookalike', resolved.message, {
        params: { name: resolved.predefined },
        details: [{ path: 'amenities', message: resolved.message, code: 'villa.amenityLookalike', params: { name: resolved.predefined } }],
      });
    if (seen.has(resolved.name.toLowerCase())) continue;
    seen.add(resolved.name.toLowerCase());
    (resolved.kind === 'existing' ? existing : custom).push(resolved.name);
  }
  return { existing, custom };
}

export type AdminVilla = z.infer<typeof adminVillaSchema>;

/** A villa just created in Strapi but not yet read back: what the request said, nothing booked yet. */
function provisionalVilla(id: string, body: AdminVillaCreate, currency: string, ownerId: string, createdAt: Date): AdminVilla {
  return {
    id,
    _id: id,
    name: body.name,
    slug: '',
    description: body.description,
    descriptionTh: body.descriptionTh ?? '',
    villatype: body.villatype,
    areas: body.areas,
    amenities: body.amenities,
    images: [],
    guests: body.guests,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    price: body.price,
    cleaningFee: body.cleaningFee ?? 0,
    shortStayLicence: body.shortStayLicence ?? null,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    hideExactLocation: body.hideExactLocation ?? false,
    currency,
    isActive: body.isActive,
    isPromoted: false,
    rating: 0,
    reviews: 0,
    owner: { id: ownerId, name: '' },
    createdAt: createdAt.toISOString(),
    currentPrice: body.price,
    currentSeason: null,
    totalBookings: 0,
    confirmedBookings: 0,
    completedBookings: 0,
    totalRevenue: 0,
  };
}

/**
 * Back-office villa writes: the browser talks to us (auth, owner scope, validation), we write to
 * Strapi with the service credential, then apply Strapi's own view of the villa to the projection
 * at once (the CMS's lifecycle event arrives later and is then stale or equal). When Strapi does
 * not answer in time the write may still be applied: the answer is a 503 saying so, and the villa
 * is re-read from Strapi in the background until it answers. A write answers the villa as the
 * back office lists it afterwards.
 */
export class VillaWriteService {
  constructor(
    private readonly db: Knex,
    private readonly cms: CmsClient,
    private readonly sync: CmsSyncService,
    private readonly currencies: CurrencyService,
    private readonly villas: AdminVillaService,
    private readonly clock: Clock,
    private readonly options: {
      /** Hosts an image URL may reach even when private (OUTBOUND_ALLOW_HOSTS). */
      outboundAllowHosts: readonly string[];
    },
  ) {}

  /**
   * Creates the villa in Strapi. Once Strapi has answered with its id the villa exists, whatever
   * happens next: when reading it back fails (a timeout, a 502), the villa is re-read in the
   * background and the answer is what the request said (provisional) instead of a failure.
   */
  async create(session: Session, body: AdminVillaCreate, files: ImageFile[]): Promise<AdminVilla> {
    const ownerId = await this.ownerFor(session, body.owner, true);
    // The owner's own currency is the default for their new villas, else the admin currency.
    const currency = body.currency ?? (await getOwnerCurrency(this.db, ownerId!)) ?? (await this.currencies.table()).base.code;
    await this.currencies.require(currency, 'currency');
    const data = {
      ...(await this.contentFields(body)),
      currency,
      owner: await this.userRef(ownerId!),
      images: await this.uploadAll(files, body.imageUrls ?? []),
    };
    // A create that timed out has no id yet: the whole projection is reconciled once Strapi answers.
    const sentAt = new Date();
    const created = await onCmsTimeout(
      () => this.cms.expectOk<{ data: { documentId: string } }>('POST', '/api/villas', { json: { data } }),
      () => this.sync.recheckAllLater(),
    );
    const id = created.data.documentId;
    try {
      if (body.descriptionTh) await this.writeThaiDescription(id, body.descriptionTh);
      await this.sync.refreshVilla(id);
    } catch {
      this.sync.recheckVillaLater(id, sentAt);
      return provisionalVilla(id, body, currency, ownerId!, sentAt);
    }
    return this.villas.get(session, id);
  }

  async update(session: Session, villaId: string, body: AdminVillaUpdate, files: ImageFile[]): Promise<AdminVilla> {
    const villa = await villaInScope(this.db, session, villaId);
    const data: Record<string, unknown> = await this.contentFields(body);
    if (body.currency) {
      await this.currencies.require(body.currency, 'currency');
      data.currency = body.currency;
    }
    if (session.role === 'admin' && body.owner) data.owner = await this.userRef((await this.ownerFor(session, body.owner, false))!);
    const touchesImages = files.length > 0 || (body.imageUrls?.length ?? 0) > 0 || body.removeImageIds !== undefined || body.orderedImages !== undefined;
    if (touchesImages) {
      const current = villa.images.map((image) => ({ id: image.id, url: image.url }));
      const removed = new Set(body.removeImageIds ?? []);
      let kept = current.filter((image) => image.id !== undefined && !removed.has(image.id));
      if (body.orderedImages) {
        const rank = (image: { id?: number; url: string }) => {
          const at = body.orderedImages!.findIndex((key) => key === image.id || key === String(image.id) || key === image.url);
          return at === -1 ? Number.MAX_SAFE_INTEGER : at;
        };
        kept = [...kept].sort((a, b) => rank(a) - rank(b));
      }
      data.images = [...kept.map((image) => image.id), ...(await this.uploadAll(files, body.imageUrls ?? []))];
    }
    await this.writeThenRefresh(villaId, async () => {
      await this.cms.expectOk('PUT', `/api/villas/${encodeURIComponent(villaId)}`, { json: { data } });
      if (body.descriptionTh !== undefined) await this.writeThaiDescription(villaId, body.descriptionTh);
    });
    return this.villas.get(session, villaId);
  }

  /**
   * The description Thai guests read: Strapi's Thai version of the villa (a PUT in that locale
   * creates it, its other fields shared with the English one). An empty text deletes that version,
   * and Thai guests read the English description again.
   */
  private async writeThaiDescription(villaId: string, text: string): Promise<void> {
    const path = `/api/villas/${encodeURIComponent(villaId)}?locale=th`;
    if (text) {
      await this.cms.expectOk('PUT', path, { json: { data: { description: text } } });
      return;
    }
    const response = await this.cms.request('DELETE', path);
    if (response.status >= 300 && response.status !== 404)
      throw new AppError('BAD_GATEWAY', 'upstream.contentRefused', `The content service refused to remove the Thai description (${response.status})`, { params: { reason: String(response.status) } });
  }

  async remove(session: Session, villaId: string): Promise<void> {
    await villaInScope(this.db, session, villaId);
    const upcoming = await countUpcomingVillaBookings(this.db, villaId, todayOnIsland(this.clock()));
    if (upcoming > 0) {
      throw new AppError(
        'CONFLICT',
        'villa.hasUpcomingBookings',
        `This villa has ${upcoming} upcoming booking${upcoming === 1 ? '' : 's'}. Cancel ${upcoming === 1 ? 'it' : 'them'} before deleting the villa.`,
        { params: { count: upcoming }, extra: { upcomingBookings: upcoming } },
      );
    }
    const sentAt = new Date();
    const response = await onCmsTimeout(
      // Every locale: without it Strapi deletes the English row only and leaves the Thai one behind.
      () => this.cms.request('DELETE', `/api/villas/${encodeURIComponent(villaId)}?locale=*`),
      () => this.sync.recheckVillaLater(villaId, sentAt),
    );
    if (response.status >= 300 && response.status !== 404)
      throw new AppError('BAD_GATEWAY', 'upstream.contentRefused', `The content service refused to delete the villa (${response.status})`, { params: { reason: String(response.status) } });
    await this.sync.apply({ action: 'delete', model: 'villa', id: villaId, updatedAt: this.clock().toISOString() });
  }

  async setActive(session: Session, villaId: string, isActive: boolean): Promise<AdminVilla> {
    await villaInScope(this.db, session, villaId);
    await this.writeThenRefresh(villaId, () => this.cms.expectOk('PUT', `/api/villas/${encodeURIComponent(villaId)}`, { json: { data: { isActive } } }));
    return this.villas.get(session, villaId);
  }

  async setPromoted(session: Session, villaId: string, isPromoted: boolean): Promise<AdminVilla> {
    await villaInScope(this.db, session, villaId);
    await this.writeThenRefresh(villaId, () => this.cms.expectOk('PUT', `/api/villas/${encodeURIComponent(villaId)}`, { json: { data: { isPromoted } } }));
    return this.villas.get(session, villaId);
  }

  /** An owner's villas are always their own; the admin must assign an existing owner. */
  private async ownerFor(session: Session, requested: string | undefined, required: boolean): Promise<string | undefined> {
    const scope = ownerScope(session);
    if (scope !== undefined) return scope;
    if (!requested) {
      if (required) throw AppError.validation('owner', 'villa.ownerRequired', 'Please assign an owner');
      return undefined;
    }
    if (!(await ownerExists(this.db, requested))) throw AppError.validation('owner', 'villa.unknownOwner', 'unknown owner');
    return requested;
  }

  /** Strapi relates a villa to its owner by the user's numeric id. */
  private async userRef(ownerDocumentId: string): Promise<number> {
    const users = await this.cms.expectOk<{ id: number }[]>('GET', `/api/users?filters[documentId][$eq]=${encodeURIComponent(ownerDocumentId)}&fields[0]=id`);
    if (!users[0]) throw AppError.validation('owner', 'villa.unknownOwner', 'unknown owner');
    return users[0].id;
  }

  private async contentFields(body: AdminVillaUpdate): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    const plain = {
      name: body.name,
      description: body.description,
      villatype: body.villatype,
      guests: body.guests,
      bedrooms: body.bedrooms,
      bathrooms: body.bathrooms,
      basePrice: body.price,
      cleaningFee: body.cleaningFee,
      shortStayLicence: body.shortStayLicence,
      latitude: body.latitude,
      longitude: body.longitude,
      hideExactLocation: body.hideExactLocation,
      isActive: body.isActive,
    };
    // A point is both coordinates: one alone would move the villa to the wrong place or nowhere.
    if ((body.latitude === undefined) !== (body.longitude === undefined) || (body.latitude === null) !== (body.longitude === null)) {
      const missing = body.latitude === undefined || body.latitude === null ? 'latitude' : 'longitude';
      throw AppError.validation(missing, 'villa.locationIncomplete', 'latitude and longitude must be given together');
    }
    for (const [key, value] of Object.entries(plain)) if (value !== undefined) data[key] = value;
    if (body.areas) {
      const ids = await areaIdsByName(this.db, body.areas);
      const unknown = body.areas.filter((name) => !ids.has(name.toLowerCase()));
      if (unknown.length > 0) throw AppError.validation('areas', 'villa.unknownArea', `unknown area ${unknown.join(', ')}`, { areas: unknown.join(', ') });
      data.areas = [...new Set(body.areas.map((name) => ids.get(name.toLowerCase())!))];
    }
    if (body.amenities) data.amenities = await this.amenityIds(body.amenities);
    return data;
  }

  /** Known amenities by id; new custom ones are created in Strapi first. */
  private async amenityIds(typed: string[]): Promise<string[]> {
    const known = await listAmenities(this.db);
    const { existing, custom } = resolveAmenities(typed, known);
    const ids = existing.map((name) => known.find((k) => k.name === name)!.id);
    for (const name of custom) {
      const created = await this.cms.request<{ data?: { documentId: string } }>('POST', '/api/amenities', {
        json: {
          data: {
            name,
            icon:
              name
                .toLowerCase()
                .replace(/[^a-z0-9]+/g, '-')
                .replace(/^-|-$/g, '') || 'default',
            predefined: false,
          },
        },
      });
      if (created.body?.data?.documentId) ids.push(created.body.data.documentId);
      else {
        // Created meanwhile by someone else (names are unique): use theirs.
        const found = await this.cms.expectOk<{ data: { documentId: string }[] }>('GET', `/api/amenities?filters[name][$eqi]=${encodeURIComponent(name)}`);
        if (!found.data[0]) throw new AppError('BAD_GATEWAY', 'upstream.contentRefused', `The content service refused the amenity "${name}"`, { params: { reason: `amenity "${name}"` } });
        ids.push(found.data[0].documentId);
      }
    }
    return ids;
  }

  /**
   * Uploads the photos one request each, in the order given, and returns their ids in that order.
   * One request for all of them is not enough: Strapi's multipart parser lists the files in the
   * order their temporary copies finish writing, so a busy machine could reorder them. When one
   * upload fails, the photos already uploaded are deleted again (they belong to no villa yet).
   */
  private async uploadAll(files: ImageFile[], urls: string[]): Promise<number[]> {
    const fetched: ImageFile[] = [];
    for (const [i, url] of urls.entries()) fetched.push(await this.fetchImage(url, `imageUrls.${i}`));
    const all = [...files, ...fetched];
    if (all.length === 0) return [];
    // Photos may rightly take long to process; a hung CMS is caught by the quick check first.
    await this.cms.assertAnswering();
    const ids: number[] = [];
    try {
      for (const [i, file] of all.entries()) {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(file.buffer)], { type: file.mimetype }), file.originalname || `photo-${i + 1}.${IMAGE_TYPES[file.mimetype] ?? 'img'}`);
        const [uploaded] = await this.cms.expectOk<{ id: number }[]>('POST', '/api/upload', { form, timeoutMs: 120_000 });
        if (!uploaded) throw new AppError('BAD_GATEWAY', 'upstream.mediaNotStored', 'The content service stored no photo');
        ids.push(uploaded.id);
      }
      return ids;
    } catch (err) {
      void this.deleteUploads(ids);
      // Photos that land late belong to no villa yet: the villa itself was not changed.
      if (err instanceof CmsTimeoutError) throw new CmsTimeoutError(false);
      throw err;
    }
  }

  /** Best effort: a photo left behind is only an unused file in the media library. */
  private async deleteUploads(ids: readonly number[]): Promise<void> {
    for (const id of ids) await this.cms.request('DELETE', `/api/upload/files/${id}`).catch(() => undefined);
  }

  /** A photo from the web, fetched with the SSRF guard; only real JPEG, PNG or WebP bytes pass. */
  private async fetchImage(url: string, field: string): Promise<ImageFile> {
    let response;
    try {
      response = await safeFetch(url, { maxBytes: IMAGE_URL_MAX_BYTES, timeoutMs: 15_000, allowHosts: this.options.outboundAllowHosts });
    } catch (err) {
      throw outboundError(field, err);
    }
    if (response.status !== 200) throw AppError.validation(field, 'villa.photoFetchFailed', `could not be fetched (HTTP ${response.status})`, { status: response.status });
    const type = sniffImageType(response.body);
    if (!type) throw AppError.validation(field, 'villa.photoNotImage', 'is not a JPEG, PNG or WebP image');
    const name = new URL(response.url).pathname.split('/').pop() || 'photo';
    return { buffer: response.body, mimetype: type, originalname: /\.(jpe?g|png|webp)$/i.test(name) ? name : `${name}.${IMAGE_TYPES[type]}` };
  }

  /**
   * The write, then Strapi's view of the villa applied to the projection now. A timeout on either
   * means the change may be (or is) applied without the projection knowing: re-read it later.
   */
  private async writeThenRefresh(villaId: string, write: () => Promise<unknown>): Promise<void> {
    const sentAt = new Date();
    await onCmsTimeout(
      async () => {
        await write();
        await this.sync.refreshVilla(villaId);
      },
      () => this.sync.recheckVillaLater(villaId, sentAt),
    );
  }
}
