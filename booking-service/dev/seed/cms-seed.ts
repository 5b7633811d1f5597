import type { Knex } from '../../src/db/knex.ts';
import type { Logger } from '../../src/lib/logger.ts';
import { AppError } from '../../src/lib/app-error.ts';
import type { CmsClient } from '../../src/modules/cms-sync/cms-client.ts';
import type { CmsSyncService } from '../../src/modules/cms-sync/cms-sync.service.ts';
import { writeBookingData } from './booking-data.ts';
import { AREAS, CUSTOM_AMENITIES, PLAN_OWNERS, THAI_NAMES, planIsland, type PlannedVilla } from './island-plan.ts';
import { villaPhotos } from './scene-image.ts';
import { PAGES, PAGES_TH, SITE_SETTINGS, SITE_SETTINGS_TH } from './static-pages.ts';

export interface SeedAccounts {
  admin: { username: string; email: string; password: string };
  ownerPassword: string;
}

export interface SeedSummary {
  villas: number;
  images: number;
  bookings: number;
  accounts: { role: string; username: string; email: string; password: string; status?: string }[];
}

type Doc = { id: number; documentId: string; name?: string };

/**
 * True until a seed has finished: the seed names the island in the site settings as its last
 * step, so a seed cut short (Ctrl-C on the first start) is resumed by the next start.
 */
export async function demoSeedPending(cms: CmsClient): Promise<boolean> {
  const body = await cms.expectOk<{ data?: { islandName?: string | null } | null }>('GET', '/api/site-setting');
  return !body.data?.islandName;
}

/** Every step finds what an interrupted earlier run already created instead of failing on it. */
/**
 * A connection Strapi drops under load (a reused keep-alive socket, a busy machine) must not stop
 * the seed half-way: the step looks for what an earlier try made before making it again.
 */
async function retryingDroppedRequests<T>(what: string, logger: Logger, step: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      const dropped = err instanceof AppError && ((err.kind === 'BAD_GATEWAY' && /not reachable/.test(err.message)) || err.kind === 'UNAVAILABLE');
      if (!dropped || attempt >= attempts) throw err;
      logger.warn(`seeding ${what}: the CMS dropped the request (${err.message}); trying again`);
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  }
}

async function findOne<T>(cms: CmsClient, path: string): Promise<T | undefined> {
  const body = await cms.expectOk<{ data: T[] } | T[]>('GET', path);
  const list = Array.isArray(body) ? body : body.data;
  return list[0];
}

/**
 * Every seeded villa in the projection, or a clear error: the reconcile skips a document it cannot
 * apply (logged) and a lifecycle event may land beside it, so each missing villa is read once more
 * on its own before the booking data, whose rows point at the villas, is written.
 */
async function ensureProjected(deps: { sync: CmsSyncService; db: Knex }, villaIds: string[]): Promise<void> {
  const missing = async () => {
    const present = new Set(((await deps.db('villas').whereIn('id', villaIds).select('id')) as { id: string }[]).map((row) => row.id));
    return villaIds.filter((id) => !present.has(id));
  };
  for (const id of await missing()) await deps.sync.refreshVilla(id);
  const still = await missing();
  if (still.length > 0) throw new Error(`The CMS holds villas the projection could not take: ${still.join(', ')} (see the reconcile's warning above)`);
}

/**
 * Creates the demo island in Strapi through its REST API (accounts, areas, amenities, villas with
 * generated photos, pages, settings), reconciles the projection from it, then writes the booking
 * service's half (seasons, rules, bookings) for the same villas.
 */
export async function seedThroughCms(
  deps: { cms: CmsClient; sync: CmsSyncService; db: Knex; logger: Logger },
  accounts: SeedAccounts,
  size = { villas: 24, bookingsPerVilla: 12 },
): Promise<SeedSummary> {
  const { logger } = deps;
  // Nobody waits on the seed: a busy CMS at first start gets time, not the short request timeouts.
  const cms = deps.cms.withTimeouts(60_000, 60_000);
  const plan = planIsland(size);

  const roles = (await cms.expectOk<{ roles: { id: number; type: string }[] }>('GET', '/api/users-permissions/roles')).roles;
  const roleId = (type: string) => {
    const role = roles.find((r) => r.type === type);
    if (!role) throw new Error(`The CMS has no ${type} role (its bootstrap creates it)`);
    return role.id;
  };
  const summaryAccounts: SeedSummary['accounts'] = [];
  const findUser = (email: string) => findOne<{ id: number }>(cms, `/api/users?filters[email][$eq]=${encodeURIComponent(email)}`);
  if (!(await findUser(accounts.admin.email))) {
    await cms.expectOk('POST', '/api/users', {
      json: { ...accounts.admin, role: roleId('admin'), firstName: 'Island', lastName: 'Admin', confirmed: true },
    });
  }
  summaryAccounts.push({ role: 'admin', ...accounts.admin });
  const ownerIds: number[] = [];
  for (const owner of PLAN_OWNERS) {
    const username = owner.key === 'pending' ? 'pending-owner' : owner.key;
    const created =
      (await findUser(owner.email)) ??
      (await cms.expectOk<{ id: number }>('POST', '/api/users', {
        json: {
          username,
          email: owner.email,
          password: accounts.ownerPassword,
          role: roleId('owner'),
          confirmed: true,
          firstName: owner.firstName,
          lastName: owner.lastName,
          phone: owner.phone,
          ownerStatus: owner.status,
          address: `${owner.firstName}'s office, ${AREAS[0]}`,
          notes: 'Demo owner',
        },
      }));
    ownerIds.push(created.id);
    summaryAccounts.push({ role: 'owner', username, email: owner.email, password: accounts.ownerPassword, status: owner.status });
  }

  const areaIds = new Map<string, string>();
  for (const name of AREAS) {
    const area = (await findOne<Doc>(cms, `/api/areas?filters[name][$eq]=${encodeURIComponent(name)}`)) ?? (await cms.expectOk<{ data: Doc }>('POST', '/api/areas', { json: { data: { name } } })).data;
    areaIds.set(name, area.documentId);
    // A PUT in another locale adds (or rewrites) that locale's version of the document.
    await cms.expectOk('PUT', `/api/areas/${area.documentId}?locale=th`, { json: { data: { name: THAI_NAMES[name] ?? name } } });
  }
  const amenityIds = new Map<string, string>();
  for (const amenity of (await cms.expectOk<{ data: Doc[] }>('GET', '/api/amenities?pagination[pageSize]=100')).data) amenityIds.set(amenity.name!, amenity.documentId);
  for (const name of CUSTOM_AMENITIES) {
    if (amenityIds.has(name)) continue;
    const created = await cms.expectOk<{ data: Doc }>('POST', '/api/amenities', { json: { data: { name, icon: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), predefined: false } } });
    amenityIds.set(name, created.data.documentId);
    await cms.expectOk('PUT', `/api/amenities/${created.data.documentId}?locale=th`, { json: { data: { name: THAI_NAMES[name] ?? name } } });
  }

  let images = 0;
  const createVilla = async (villa: PlannedVilla): Promise<string> => {
    const existing = await findOne<Doc>(cms, `/api/villas?filters[slug][$eq]=${villa.slug}`);
    const documentId = existing?.documentId ?? (await createEnglish(villa));
    await cms.expectOk('PUT', `/api/villas/${documentId}?locale=th`, { json: { data: { description: villa.descriptionTh } } });
    return documentId;
  };
  const createEnglish = async (villa: PlannedVilla): Promise<string> => {
    const form = new FormData();
    // Its own photos (a pool, rooms, the view...), drawn from its slug: the same on every run.
    for (const photo of villaPhotos(villa.slug, villa.imageCount)) form.append('files', new Blob([new Uint8Array(photo.bytes)], { type: 'image/jpeg' }), photo.fileName);
    const uploaded = await cms.expectOk<{ id: number }[]>('POST', '/api/upload', { form, timeoutMs: 120_000 });
    images += uploaded.length;
    const created = await cms.expectOk<{ data: Doc }>('POST', '/api/villas', {
      json: {
        data: {
          name: villa.name,
          slug: villa.slug,
          description: villa.description,
          villatype: villa.villatype,
          areas: villa.areas.map((a) => areaIds.get(a)),
          amenities: villa.amenities.map((a) => amenityIds.get(a)).filter(Boolean),
          images: uploaded.map((f) => f.id),
          guests: villa.guests,
          bedrooms: villa.bedrooms,
          bathrooms: villa.bathrooms,
          basePrice: villa.basePrice,
          latitude: villa.latitude,
          longitude: villa.longitude,
          hideExactLocation: villa.hideExactLocation,
          currency: villa.currency,
          isActive: villa.isActive,
          isPromoted: villa.isPromoted,
          owner: ownerIds[villa.ownerIndex],
        },
      },
    });
    return created.data.documentId;
  };
  // The first alone (Strapi creates its upload folder on the first upload and two first uploads
  // race for it), then two at a time: Strapi resizes each upload, and the machine has two cores.
  const villaIds: string[] = new Array(plan.villas.length);
  for (let i = 0; i < plan.villas.length;) {
    const batch = plan.villas.slice(i, i === 0 ? 1 : i + 2);
    const ids = await Promise.all(batch.map((villa) => retryingDroppedRequests(`villa ${villa.slug}`, logger, () => createVilla(villa))));
    ids.forEach((id, k) => (villaIds[i + k] = id));
    i += batch.length;
    if (i % 6 === 0 || i === plan.villas.length) logger.info(`seeding villas in the CMS: ${i} of ${plan.villas.length}`);
  }

  for (const page of PAGES) {
    const english = (await findOne<Doc>(cms, `/api/pages?filters[slug][$eq]=${page.slug}`)) ?? (await cms.expectOk<{ data: Doc }>('POST', '/api/pages', { json: { data: page } })).data;
    // A PUT with another locale adds that locale's version to the same document.
    const thai = PAGES_TH[page.slug as keyof typeof PAGES_TH];
    if (thai && !(await findOne(cms, `/api/pages?filters[slug][$eq]=${page.slug}&locale=th`))) {
      await cms.expectOk('PUT', `/api/pages/${english.documentId}?locale=th`, { json: { data: { ...thai, slug: page.slug } } });
    }
  }
  // The projection must hold the villas before their bookings can point at them.
  await deps.sync.reconcile();
  await ensureProjected(deps, villaIds);
  // One transaction: written entirely by an earlier, interrupted run, or not at all.
  const written = await deps.db('pricing_rules').whereIn('villa_id', villaIds).first('villa_id');
  const { bookings } = written ? { bookings: 0 } : await deps.db.transaction((trx) => writeBookingData(trx, plan, villaIds));
  await seedHostProfiles(deps.db);
  // Last: naming the island marks the seed as done.
  await cms.expectOk('PUT', '/api/site-setting?locale=th', { json: { data: SITE_SETTINGS_TH } });
  await cms.expectOk('PUT', '/api/site-setting', { json: { data: SITE_SETTINGS } });
  return { villas: villaIds.length, images, bookings, accounts: summaryAccounts };
}

/**
 * What the demo owners say of themselves on their villas' pages (languages, a line about them),
 * unless an owner has already written their own.
 */
async function seedHostProfiles(db: Knex): Promise<void> {
  for (const owner of PLAN_OWNERS) {
    if (!owner.host) continue;
    await db.raw(
      `insert into owner_host_profiles (owner_id, languages, bio)
       select id, ?::jsonb, ? from owners where email = ?
       on conflict (owner_id) do update set languages = excluded.languages, bio = excluded.bio
       where owner_host_profiles.bio is null and owner_host_profiles.languages = '[]'::jsonb`,
      [JSON.stringify(owner.host.languages), owner.host.bio, owner.email],
    );
  }
}
