import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIT_DAYS, HeldDayBits } from '../src/modules/bookings/held-day-bits.ts';

/**
 * The held-night bits that search asks (occupancy.ts) against the rule they stand for: a stay is
 * free at a villa when none of its nights `[checkIn, checkOut)` lies in a held span.
 */

const FIRST_DAY = 20_000;

/** Sorted, disjoint, non-touching `[start, end)` pairs around the bits' days (some before, some past them). */
const mergedSpans = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 30 })), { maxLength: 25 })
  .chain((gaps) => fc.integer({ min: FIRST_DAY - 60, max: FIRST_DAY + 20 }).map((start) => ({ gaps, start })))
  .map(({ gaps, start }) => {
    const pairs: number[] = [];
    let day = start;
    for (const [gap, length] of gaps) {
      day += gap;
      pairs.push(day, day + length);
      day += length;
    }
    return Int32Array.from(pairs);
  });

const stays = fc.tuple(fc.integer({ min: FIRST_DAY - 5, max: FIRST_DAY + BIT_DAYS + 5 }), fc.integer({ min: 1, max: 70 })).map(([checkIn, nights]) => ({ checkIn, checkOut: checkIn + nights }));

function freeBySpans(merged: Int32Array | undefined, checkIn: number, checkOut: number): boolean {
  if (!merged) return true;
  for (let i = 0; i < merged.length; i += 2) if ((merged[i] as number) < checkOut && (merged[i + 1] as number) > checkIn) return false;
  return true;
}

describe('the held-night bits', () => {
  it('answer as the spans do for every stay inside their days, and leave the others to the spans', () => {
    fc.assert(
      fc.property(fc.array(fc.option(mergedSpans, { nil: undefined }), { minLength: 1, maxLength: 90 }), fc.array(stays, { minLength: 1, maxLength: 20 }), (villas, asked) => {
        const bits = new HeldDayBits(FIRST_DAY);
        const ids = villas.map((_, k) => `villa-${k}`);
        villas.forEach((merged, k) => bits.set(ids[k] as string, merged));
        for (const { checkIn, checkOut } of asked) {
          const free = bits.freeAmong(ids, checkIn, checkOut);
          const inside = checkIn >= FIRST_DAY && checkOut <= FIRST_DAY + BIT_DAYS;
          expect(free !== undefined).toBe(inside);
          if (free) expect(villas.map((_, k) => free(k))).toEqual(villas.map((merged) => freeBySpans(merged, checkIn, checkOut)));
        }
      }),
    );
  });

  it('follow a villa whose nights change or empty, and a list of ids met before the villas it names', () => {
    fc.assert(
      fc.property(fc.array(mergedSpans, { minLength: 2, maxLength: 70 }), mergedSpans, stays, (villas, changed, { checkIn, checkOut }) => {
        fc.pre(checkIn >= FIRST_DAY && checkOut <= FIRST_DAY + BIT_DAYS);
        const bits = new HeldDayBits(FIRST_DAY);
        // The list is asked about first: its villas get rows of free nights, filled afterwards.
        const ids = [...villas.map((_, k) => `villa-${k}`), 'never-booked'];
        expect(bits.freeAmong(ids, checkIn, checkOut)?.(0)).toBe(true);
        villas.forEach((merged, k) => bits.set(ids[k] as string, merged));
        bits.set(ids[0] as string, changed);
        bits.set(ids[1] as string, undefined);
        const expected = [changed, undefined, ...villas.slice(2), undefined].map((merged) => freeBySpans(merged, checkIn, checkOut));
        const free = bits.freeAmong(ids, checkIn, checkOut)!;
        expect(ids.map((_, k) => free(k))).toEqual(expected);
      }),
    );
  });
});
