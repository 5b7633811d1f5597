import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from '../src/lib/first-in-order.ts';

/** Search ranks with `firstInOrder`: it must give exactly what a full sort's first k are. */
describe('firstInOrder', () => {
  it('when asked for the first k of any list under a total order, then it equals sorting the list and taking k, and leaves the list as it was', () => {
    const byPriceThenId = (a: { price: number; id: number }, b: { price: number; id: number }) => a.price - b.price || a.id - b.id;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300 }), fc.integer({ min: 0, max: 80 }), (prices, k) => {
        const items = prices.map((price, id) => ({ price, id }));
        const before = [...items];
        expect(firstInOrder(items, k, byPriceThenId)).toEqual([...items].sort(byPriceThenId).slice(0, k));
        expect(items).toEqual(before);
      }),
      { numRuns: 500 },
    );
  });
});
