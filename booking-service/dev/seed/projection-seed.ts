import type { Knex } from '../../src/db/knex.ts';
import { villaRow } from '../../src/modules/cms-sync/projection.repository.ts';
import { writeBookingData } from './booking-data.ts';
import { AREAS, CUSTOM_AMENITIES, PLAN_OWNERS, PREDEFINED_AMENITIES, THAI_NAMES, planIsland, slugify, type IslandSize } from './island-plan.ts';

const nameTranslations = (name: string) => JSON.stringify(THAI_NAMES[name] ? { th: { name: THAI_NAMES[name] } } : {});

export interface IslandSummary {
  villas: number;
  bookings: number;
  owners: number;
}

/**
 * The benchmark's island: written straight into the projection, as if the CMS had pushed it, with
 * made-up document ids. `npm start` seeds through Strapi instead (cms-seed.ts).
 */
export async function seedProjection(knex: Knex, size: IslandSize): Promise<IslandSummary> {
  const plan = planIsland(size);
  const ownerIds = PLAN_OWNERS.map((_, i) => `owner${String(i + 1).padStart(19, '0')}`);
  return knex.transaction(async (trx) => {
    await trx('owners')
      .insert(PLAN_OWNERS.map((o, i) => ({ id: ownerIds[i], name: `${o.firstName} ${o.lastName}`, email: o.email, status: o.status })))
      .onConflict('id')
      .ignore();
    await trx('areas')
      .insert(AREAS.map((name) => ({ id: `area-${slugify(name)}`, name, slug: slugify(name), translations: nameTranslations(name) })))
      .onConflict('id')
      .ignore();
    await trx('amenities')
      .insert(
        [...PREDEFINED_AMENITIES.map((name) => ({ name, predefined: true })), ...CUSTOM_AMENITIES.map((name) => ({ name, predefined: false }))].map((a) => ({
          id: `amenity-${slugify(a.name)}`,
          name: a.name,
          icon: slugify(a.name),
          predefined: a.predefined,
          translations: nameTranslations(a.name),
        })),
      )
      .onConflict('id')
      .ignore();
    const villaIds = plan.villas.map((_, i) => `v${i.toString(36).padStart(6, '0')}${'x'.repeat(6)}`);
    const rows = plan.villas.map((v, i) =>
      villaRow(villaIds[i]!, { ...v, images: [], description: v.description, translations: { th: { description: v.descriptionTh } }, basePrice: v.basePrice, ownerId: ownerIds[v.ownerIndex] ?? null }),
    );
    for (let start = 0; start < rows.length; start += 1000) await trx('villas').insert(rows.slice(start, start + 1000));
    const { bookings } = await writeBookingData(trx, plan, villaIds);
    return { villas: rows.length, bookings, owners: ownerIds.length };
  });
}
