import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, isWeekendNight, nightsOf } from '@islandstay/shared/dates/dates';
import { DEFAULT_PRICING_RULES, type PricingRules } from '@islandstay/shared/pricing/pricing-types';
import { checkStayRules } from '@islandstay/shared/pricing/stay-rules';
import { stayRulesRefuse } from '../src/modules/villas/villas.service.ts';
import { insertBlock, insertBooking, insertVilla, setPricingRules } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Search with dates keeps the villas its filters left that the bookings module's occupancy index
 * (merged spans of live bookings and blocks, in memory) finds free. These tests hold that answer
 * to the plain one (any live booking or block sharing a night) over awkward histories, and the
 * search's shortcut for villas without date rules to the stay-rules engine.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Range {
  checkIn: string;
  checkOut: string;
  status?: 'confirmed' | 'cancelled' | 'pending' | 'completed';
  block?: boolean;
}

const sharesANight = (r: Range, checkIn: string, checkOut: string) => r.checkIn < checkOut && checkIn < r.checkOut;

describe('search availability', () => {
  it('when villas hold cancelled bookings after live ones, long stays, back-to-back stays and overlapping blocks, then search finds exactly the villas free for every stay', async () => {
    const prefix = `Probe ${Date.now()}`;
    const histories: Record<string, Range[]> = {
      // A cancelled booking starting after a live one that overlaps the stay: the probe must skip it.
      A: [
        { checkIn: '2026-07-01', checkOut: '2026-07-05' },
        { checkIn: '2026-07-04', checkOut: '2026-07-10', status: 'cancelled' },
        { checkIn: '2026-07-10', checkOut: '2026-07-12', status: 'pending' },
      ],
      // Blocks that overlap each other.
      B: [
        { checkIn: '2026-07-06', checkOut: '2026-07-09', block: true },
        { checkIn: '2026-07-07', checkOut: '2026-07-15', block: true },
      ],
      // Cancelled only: always free.
      C: [{ checkIn: '2026-07-03', checkOut: '2026-07-20', status: 'cancelled' }],
      // A long stay covering the whole window, then a short one after it.
      D: [
        { checkIn: '2026-06-20', checkOut: '2026-07-14' },
        { checkIn: '2026-07-16', checkOut: '2026-07-18', status: 'completed' },
      ],
      // Back to back, and a booking with a block inside the gap.
      E: [
        { checkIn: '2026-07-02', checkOut: '2026-07-04' },
        { checkIn: '2026-07-04', checkOut: '2026-07-06' },
        { checkIn: '2026-07-09', checkOut: '2026-07-10', block: true },
        { checkIn: '2026-07-12', checkOut: '2026-07-13' },
      ],
      // Nothing at all.
      F: [],
    };
    for (const [key, ranges] of Object.entries(histories)) {
      const villaId = await insertVilla(app.knex, { name: `${prefix} ${key}` });
      await setPricingRules(app.knex, villaId, { minimumNights: 1 });
      for (const r of ranges) {
        if (r.block) await insertBlock(app.knex, villaId, r.checkIn, r.checkOut);
        else await insertBooking(app.knex, villaId, r.checkIn, r.checkOut, r.status ?? 'confirmed');
      }
    }

    for (let checkIn = '2026-06-30'; checkIn <= '2026-07-18'; checkIn = addDays(checkIn, 1)) {
      for (const nights of [1, 2, 5]) {
        const checkOut = addDays(checkIn, nights);
        const expected = Object.entries(histories)
          .filter(([, ranges]) => !ranges.some((r) => (r.block || r.status !== 'cancelled') && sharesANight(r, checkIn, checkOut)))
          .map(([key]) => `${prefix} ${key}`);
        const res = await app.request(`/api/search/villas?name=${encodeURIComponent(prefix)}&checkIn=${checkIn}&checkOut=${checkOut}&sort=name&limit=50`);
        expect(res.status).toBe(200);
        expect({ checkIn, checkOut, found: res.body.data.map((v: { name: string }) => v.name) }).toEqual({ checkIn, checkOut, found: expected });
        expect(res.body.total).toBe(expected.length);
      }
    }
  });

  it('when a villa has no date rules, then the search shortcut refuses exactly the stays the stay-rules engine refuses', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-06-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 10 }), fc.boolean(), (checkIn, nights, minimumNights, withInactiveRule) => {
        const rules: PricingRules = {
          ...DEFAULT_PRICING_RULES,
          minimumNights,
          stayRules: withInactiveRule ? [{ name: 'Off season', startDate: '2026-01-01', endDate: '2027-12-31', minimumNights: 7, checkInDays: [6], checkOutDays: [6], isActive: false }] : [],
        };
        const checkOut = addDays(checkIn, nights);
        const stay = { checkIn, checkOut };
        const weekendNight = nightsOf(checkIn, checkOut).some(isWeekendNight);
        expect(stayRulesRefuse(rules, stay, daysBetween(checkIn, checkOut), weekendNight)).toBe(checkStayRules(rules, checkIn, checkOut).violation !== undefined);
      }),
      { numRuns: 500 },
    );
  });
});
