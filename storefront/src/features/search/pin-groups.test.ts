import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupPins, type ScreenPin } from './pin-groups.ts';

const RADIUS = { x: 60, y: 30 };

describe('groupPins', () => {
  it('when pins lie apart, then each is its own group at its own place', () => {
    const pins = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 100, y: 0 },
      { id: 'c', x: 0, y: 40 },
    ];
    expect(groupPins(pins, RADIUS)).toEqual(pins.map(({ id, x, y }) => ({ ids: [id], x, y })));
  });

  it('when pins would overlap, then they are one group, centred between them', () => {
    expect(
      groupPins(
        [
          { id: 'a', x: 10, y: 10 },
          { id: 'b', x: 50, y: 20 },
          { id: 'far', x: 300, y: 300 },
        ],
        RADIUS,
      ),
    ).toEqual([
      { ids: ['a', 'b'], x: 30, y: 15 },
      { ids: ['far'], x: 300, y: 300 },
    ]);
  });

  it('for any pins: every pin is in exactly one group, in the order given, and no two groups’ first pins overlap', () => {
    const pin = fc.record({ x: fc.integer({ min: 0, max: 800 }), y: fc.integer({ min: 0, max: 800 }) });
    fc.assert(
      fc.property(fc.array(pin, { maxLength: 40 }), (points) => {
        const pins: ScreenPin[] = points.map((point, index) => ({ id: String(index), ...point }));
        const groups = groupPins(pins, RADIUS);
        expect(groups.flatMap((group) => group.ids).sort((a, b) => Number(a) - Number(b))).toEqual(pins.map((p) => p.id));
        for (const group of groups) expect(group.ids.map(Number)).toEqual([...group.ids.map(Number)].sort((a, b) => a - b));
        const anchors = groups.map((group) => pins[Number(group.ids[0])]!);
        for (const [i, a] of anchors.entries()) {
          for (const b of anchors.slice(i + 1)) expect(Math.abs(a.x - b.x) < RADIUS.x && Math.abs(a.y - b.y) < RADIUS.y).toBe(false);
        }
      }),
    );
  });
});
