import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OccupancyIndex } from '../src/modules/bookings/occupancy.ts';
import { pruneOccupancyChanges } from '../src/modules/bookings/occupancy.repository.ts';
import { insertBlock, insertBooking, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, TEST_TODAY, type TestApp } from './helpers/test-app.ts';

/**
 * Search with dates asks the bookings module's occupancy index, held in memory by each instance
 * and kept current by the change log of migration 015. Whatever writes a booking or a block, on
 * whichever connection or instance, the next search must see it once it has committed.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const STAY = { checkIn: '2026-07-07', checkOut: '2026-07-10' };

async function villaNamed(name: string): Promise<string> {
  const villaId = await insertVilla(app.knex, { name });
  await setPricingRules(app.knex, villaId, { minimumNights: 1 });
  return villaId;
}

async function searchNames(prefix: string, stay = STAY): Promise<string[]> {
  const res = await app.request(`/api/search/villas?name=${encodeURIComponent(prefix)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&sort=name&limit=50`);
  expect(res.status).toBe(200);
  return res.body.data.map((v: { name: string }) => v.name);
}

describe('the occupancy index behind search', () => {
  it('when bookings are made, cancelled and moved on another connection, then the next search follows each change', async () => {
    const prefix = `Follow ${Date.now()}`;
    const villaId = await villaNamed(`${prefix} A`);
    await villaNamed(`${prefix} B`);
    expect(await searchNames(prefix)).toEqual([`${prefix} A`, `${prefix} B`]);

    const bookingId = await insertBooking(app.knex, villaId, '2026-07-09', '2026-07-12');
    expect(await searchNames(prefix)).toEqual([`${prefix} B`]);

    await app.knex('bookings').where({ id: bookingId }).update({ status: 'cancelled' });
    expect(await searchNames(prefix)).toEqual([`${prefix} A`, `${prefix} B`]);

    // Pending and completed stays hold their nights as confirmed ones do.
    const pending = await insertBooking(app.knex, villaId, '2026-07-05', '2026-07-08', 'pending');
    expect(await searchNames(prefix)).toEqual([`${prefix} B`]);
    await app.knex('bookings').where({ id: pending }).update({ check_in: '2026-07-01', check_out: '2026-07-07' });
    expect(await searchNames(prefix)).toEqual([`${prefix} A`, `${prefix} B`]);
    await app.knex('bookings').where({ id: pending }).update({ status: 'completed', check_out: '2026-07-08' });
    expect(await searchNames(prefix)).toEqual([`${prefix} B`]);
    await app.knex('bookings').where({ id: pending }).delete();
    expect(await searchNames(prefix)).toEqual([`${prefix} A`, `${prefix} B`]);
  });

  it('when a block is added, moved and removed, then the next search follows, and blocks overlapping bookings and each other hold every night they cover', async () => {
    const prefix = `Blocked ${Date.now()}`;
    const villaId = await villaNamed(`${prefix} A`);
    expect(await searchNames(prefix)).toEqual([`${prefix} A`]);

    await insertBlock(app.knex, villaId, '2026-07-01', '2026-07-08');
    expect(await searchNames(prefix)).toEqual([]);
    await app.knex('availability_blocks').where({ villa_id: villaId }).update({ start_date: '2026-07-10', end_date: '2026-07-12' });
    expect(await searchNames(prefix)).toEqual([`${prefix} A`]);

    // Touching and overlapping spans: [07-10, 07-12) block, [07-11, 07-14) block, [07-14, 07-16) booking.
    await insertBlock(app.knex, villaId, '2026-07-11', '2026-07-14', 'owner_stay');
    await insertBooking(app.knex, villaId, '2026-07-14', '2026-07-16');
    for (const [checkIn, checkOut, free] of [
      ['2026-07-08', '2026-07-10', true],
      ['2026-07-09', '2026-07-11', false],
      ['2026-07-12', '2026-07-13', false],
      ['2026-07-13', '2026-07-15', false],
      ['2026-07-15', '2026-07-16', false],
      ['2026-07-16', '2026-07-18', true],
    ] as const) {
      expect({ checkIn, checkOut, found: await searchNames(prefix, { checkIn, checkOut }) }).toEqual({ checkIn, checkOut, found: free ? [`${prefix} A`] : [] });
    }

    await app.knex('availability_blocks').where({ villa_id: villaId }).delete();
    expect(await searchNames(prefix, { checkIn: '2026-07-10', checkOut: '2026-07-14' })).toEqual([`${prefix} A`]);
  });

  it('when another instance starts cold or keeps its own index, then it sees what this one sees, and a transaction committing after a later one is not skipped', async () => {
    const first = await insertVilla(app.knex);
    const second = await insertVilla(app.knex);
    await insertBooking(app.knex, first, '2026-08-01', '2026-08-05');

    // Cold start: a new index loads every villa's nights.
    const other = new OccupancyIndex(app.knex);
    const stay = { checkIn: '2026-08-03', checkOut: '2026-08-04' };
    expect((await other.fresh(TEST_TODAY)).freeFor(stay)(first)).toBe(false);
    expect((await other.fresh(TEST_TODAY)).freeFor(stay)(second)).toBe(true);

    // A transaction writes first and commits last: its change-log row is numbered before one that
    // commits in between, which the index reads meanwhile. It must still be applied after its commit.
    const slow = await app.knex.transaction();
    try {
      await insertBooking(slow, second, '2026-08-02', '2026-08-06');
      await app.knex('bookings').where({ villa_id: first }).update({ status: 'cancelled' });
      const between = (await other.fresh(TEST_TODAY)).freeFor(stay);
      expect([between(first), between(second)]).toEqual([true, true]);
      await slow.commit();
    } catch (err) {
      await slow.rollback();
      throw err;
    }
    const after = (await other.fresh(TEST_TODAY)).freeFor(stay);
    expect([after(first), after(second)]).toEqual([true, false]);
  });

  it('when the change log was pruned past what an instance read, or a table truncated, then the instance reloads whole', async () => {
    const villaId = await insertVilla(app.knex);
    const stay = { checkIn: '2026-09-10', checkOut: '2026-09-12' };
    const index = new OccupancyIndex(app.knex);
    expect((await index.fresh(TEST_TODAY)).freeFor(stay)(villaId)).toBe(true);

    await insertBlock(app.knex, villaId, '2026-09-01', '2026-09-30');
    // Every row is old enough to go (keep 0 minutes): the one naming this villa is gone unread.
    // A prune keeps rows of transactions some snapshot may still not see, and the cluster's
    // snapshots include other test files' transactions, so it is asked again until the row is gone.
    await expect
      .poll(
        async () => {
          await pruneOccupancyChanges(app.knex, 0);
          return app.knex('occupancy_changes').where({ villa_id: villaId }).count({ n: '*' }).first();
        },
        { timeout: 20_000, interval: 100 },
      )
      .toEqual({ n: 0 });
    expect((await index.fresh(TEST_TODAY)).freeFor(stay)(villaId)).toBe(false);

    await app.knex.raw('truncate availability_blocks');
    expect((await index.fresh(TEST_TODAY)).freeFor(stay)(villaId)).toBe(true);
  });

  it('when the index reads a value alongside, then each view carries it from the same statement as its nights: cold, after changes and after a reload', async () => {
    const villaId = await insertVilla(app.knex);
    const blocks = { name: `test-blocks-${villaId}`, sql: `select count(*) from availability_blocks where villa_id = '${villaId}'` };
    const index = new OccupancyIndex(app.knex, { alongside: blocks });
    const stay = { checkIn: '2026-10-10', checkOut: '2026-10-12' };
    const seen = async (from = TEST_TODAY) => {
      const view = await index.fresh(from);
      return { free: view.freeFor(stay)(villaId), blocks: view.alongside };
    };

    expect(await seen()).toEqual({ free: true, blocks: '0' });
    await insertBlock(app.knex, villaId, '2026-10-01', '2026-10-11');
    expect(await seen()).toEqual({ free: false, blocks: '1' });
    await insertBlock(app.knex, villaId, '2026-11-01', '2026-11-03');
    expect(await seen()).toEqual({ free: false, blocks: '2' });
    // Days before the index's first: a reload, which reads the value too.
    await app.knex('availability_blocks').where({ villa_id: villaId, start_date: '2026-10-01' }).delete();
    expect(await seen('2026-01-01')).toEqual({ free: true, blocks: '1' });
    // Without one, the view carries null.
    expect((await new OccupancyIndex(app.knex).fresh(TEST_TODAY)).alongside).toBeNull();
  });

  it('when a caller asks about days before those the index holds (a clock moved back), then it reloads them; concurrent callers share reads and agree', async () => {
    const villaId = await insertVilla(app.knex);
    await insertBooking(app.knex, villaId, '2026-03-01', '2026-03-05');
    const index = new OccupancyIndex(app.knex);
    const march = { checkIn: '2026-03-02', checkOut: '2026-03-03' };
    await index.fresh(TEST_TODAY);
    expect((await index.fresh('2026-03-01')).freeFor(march)(villaId)).toBe(false);

    const views = await Promise.all(Array.from({ length: 50 }, () => index.fresh('2026-03-01')));
    expect(views.map((v) => v.freeFor(march)(villaId))).toEqual(Array(50).fill(false));
  });
});
