import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayOnIsland } from '@islandstay/shared/dates/dates';
import { seedProjection } from '../dev/seed/projection-seed.ts';
import { completeFinishedStays } from '../src/modules/bookings/completion-job.ts';
import { runPaymentHolds } from '../src/modules/payments/payment-holds.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The benchmark's generated island (projection-seed.ts) holds its stays as the background jobs
 * would have left them: a service started on it finds no work at start, so nothing runs beside
 * what the benchmark measures.
 */
const NOW = new Date();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW });
  await seedProjection(app.knex, { villas: 40, bookingsPerVilla: 20, seed: 7, today: todayOnIsland(NOW) });
});
afterAll(async () => {
  await app.close();
});

describe('the generated island', () => {
  it('when the payment and completion jobs first run on it, then they find nothing to do', async () => {
    const payments = await runPaymentHolds({ db: app.knex, clock: () => NOW, mail: app.services.mail, payments: app.services.payments }, 7);
    expect(payments).toEqual({ lapsed: 0, reminded: 0, overdue: 0 });
    expect(await completeFinishedStays(app.knex, NOW)).toBe(0);
    expect(Number((await app.knex('mail_outbox').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('when a stay is seeded as paid, then its ledger holds the whole total, received by the plan day', async () => {
    const rows: { status: string; payment_status: string; total_price: string; paid: string | null; last_received: string | null }[] = await app
      .knex('bookings as b')
      .leftJoin('booking_payments as p', 'p.booking_id', 'b.id')
      .groupBy('b.id')
      .select('b.status', 'b.payment_status', 'b.total_price', app.knex.raw('sum(p.amount)::text as paid'), app.knex.raw(`to_char(max(p.received_on), 'YYYY-MM-DD') as last_received`));
    const paid = rows.filter((r) => r.payment_status === 'paid');
    // Past stays and live stays whose balance date has passed, so both kinds are there.
    expect(paid.some((r) => r.status === 'completed')).toBe(true);
    expect(paid.some((r) => r.status === 'confirmed' || r.status === 'pending')).toBe(true);
    expect(rows.some((r) => r.payment_status === 'unpaid' && r.status === 'confirmed')).toBe(true);
    for (const row of paid) {
      expect(Number(row.paid)).toBe(Number(row.total_price));
      expect(row.last_received! <= todayOnIsland(NOW)).toBe(true);
    }
    for (const row of rows.filter((r) => r.payment_status === 'unpaid')) expect(row.paid).toBeNull();
  });
});
