import { describe, expect, it } from 'vitest';
import { bookedNights, isSelectable, nextSelection, type StaySelection } from './selection.ts';

const today = '2026-12-01';
// A booking 2026-12-10 -> 12-13 takes the nights of the 10th, 11th and 12th.
const booked = bookedNights([{ checkIn: '2026-12-10', checkOut: '2026-12-13' }]);
const none: StaySelection = { checkIn: '', checkOut: '' };

describe('the booking calendar selection (spec 4)', () => {
  it('takes the nights from check-in up to, not including, check-out', () => {
    expect([...booked]).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
  });

  it('the first click sets check-in; a later free day sets check-out', () => {
    const first = nextSelection(none, '2026-12-03', booked, today);
    expect(first).toEqual({ checkIn: '2026-12-03', checkOut: '' });
    expect(nextSelection(first, '2026-12-06', booked, today)).toEqual({ checkIn: '2026-12-03', checkOut: '2026-12-06' });
  });

  it('a click on or before check-in starts again from that day', () => {
    const first = { checkIn: '2026-12-05', checkOut: '' };
    expect(nextSelection(first, '2026-12-04', booked, today)).toEqual({ checkIn: '2026-12-04', checkOut: '' });
    expect(nextSelection(first, '2026-12-05', booked, today)).toEqual({ checkIn: '2026-12-05', checkOut: '' });
  });

  it('a check-out across a booked night starts again as a new check-in instead', () => {
    const first = { checkIn: '2026-12-05', checkOut: '' };
    expect(nextSelection(first, '2026-12-15', booked, today)).toEqual({ checkIn: '2026-12-15', checkOut: '' });
  });

  it('the day a booking starts can be the check-out day, never a check-in', () => {
    expect(nextSelection({ checkIn: '2026-12-07', checkOut: '' }, '2026-12-10', booked, today)).toEqual({ checkIn: '2026-12-07', checkOut: '2026-12-10' });
    expect(isSelectable('2026-12-10', none, booked, today)).toBe(false);
    expect(nextSelection(none, '2026-12-11', booked, today)).toEqual(none);
  });

  it("a booking's check-out day is free for the next check-in", () => {
    expect(nextSelection(none, '2026-12-13', booked, today)).toEqual({ checkIn: '2026-12-13', checkOut: '' });
  });

  it('a click when both dates are set starts again', () => {
    expect(nextSelection({ checkIn: '2026-12-03', checkOut: '2026-12-06' }, '2026-12-04', booked, today)).toEqual({ checkIn: '2026-12-04', checkOut: '' });
  });

  it('past days cannot be chosen', () => {
    expect(isSelectable('2026-11-30', none, booked, today)).toBe(false);
    expect(nextSelection(none, '2026-11-30', booked, today)).toEqual(none);
    expect(isSelectable(today, none, booked, today)).toBe(true);
  });
});
