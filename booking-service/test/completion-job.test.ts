import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFinishedStays, lastFinishedCheckOut } from '../src/modules/bookings/completion-job.ts';
import { insertBooking, insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const statusOf = async (id: string) => (await app.knex('bookings').where({ id }).first('status')).status;

describe('completing finished stays', () => {
  it('knows when check-out (11:00 on the island) has passed', () => {
    expect(lastFinishedCheckOut(new Date('2026-06-10T03:59:00Z'))).toBe('2026-06-09'); // 10:59 in Bangkok
    expect(lastFinishedCheckOut(new Date('2026-06-10T04:00:00Z'))).toBe('2026-06-10'); // 11:00
    expect(lastFinishedCheckOut(new Date('2026-06-09T18:00:00Z'))).toBe('2026-06-09'); // 01:00 on the 10th
  });

  it('marks confirmed bookings completed after check-out, and nothing else', async () => {
    const villaId = await insertVilla(app.knex);
    const finished = await insertBooking(app.knex, villaId, '2026-06-01', '2026-06-09');
    const leavingToday = await insertBooking(app.knex, villaId, '2026-06-09', '2026-06-10');
    const future = await insertBooking(app.knex, villaId, '2026-06-10', '2026-06-12');
    const pending = await insertBooking(app.knex, villaId, '2026-05-01', '2026-05-03', 'pending');
    const cancelled = await insertBooking(app.knex, villaId, '2026-05-03', '2026-05-05', 'cancelled');

    // 09:00 on the island on June 10: June 9's check-out has passed, today's has not.
    expect(await completeFinishedStays(app.knex, new Date('2026-06-10T02:00:00Z'))).toBe(1);
    expect(await statusOf(finished)).toBe('completed');
    expect(await statusOf(leavingToday)).toBe('confirmed');
    // 12:00: today's guests have left.
    expect(await completeFinishedStays(app.knex, new Date('2026-06-10T05:00:00Z'))).toBe(1);
    expect(await statusOf(leavingToday)).toBe('completed');
    expect(await statusOf(future)).toBe('confirmed');
    expect(await statusOf(pending)).toBe('pending');
    expect(await statusOf(cancelled)).toBe('cancelled');
  });

  it('when several instances run at once, then each booking is completed exactly once', async () => {
    const villaId = await insertVilla(app.knex);
    await insertBooking(app.knex, villaId, '2026-06-20', '2026-06-25');
    const due = Number((await app.knex('bookings').where({ status: 'confirmed' }).andWhere('check_out', '<=', '2026-07-01').count({ n: '*' }).first())?.n);
    expect(due).toBeGreaterThan(0);
    const runs = await Promise.all(Array.from({ length: 5 }, () => completeFinishedStays(app.knex, new Date('2026-07-01T05:00:00Z'))));
    expect(runs.some((r) => r !== undefined)).toBe(true);
    expect(runs.reduce((sum: number, r) => sum + (r ?? 0), 0)).toBe(due);
  });
});
