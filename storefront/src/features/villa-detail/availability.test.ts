import { describe, expect, it } from 'vitest';
import { isSelectable, nextStay, occupiedNights, parseStay } from './availability.ts';

const occupied = occupiedNights([{ checkIn: '2026-06-15', checkOut: '2026-06-17' }]);

describe('calendar selection (spec 4)', () => {
  it('when a booking runs 15 to 17 June, then the nights of the 15th and 16th are occupied and the 17th is free', () => {
    expect([...occupied]).toEqual(['2026-06-15', '2026-06-16']);
  });

  it('when a later day is clicked after a check-in with no occupied night between, then it becomes the check-out', () => {
    expect(nextStay({ checkIn: '2026-06-11', checkOut: '' }, '2026-06-14', occupied)).toEqual({ checkIn: '2026-06-11', checkOut: '2026-06-14' });
  });

  it('when the first occupied night is clicked after a check-in, then it is a valid check-out (that night is not slept in)', () => {
    expect(nextStay({ checkIn: '2026-06-11', checkOut: '' }, '2026-06-15', occupied)).toEqual({ checkIn: '2026-06-11', checkOut: '2026-06-15' });
  });

  it('when the range would cross an occupied night, then the click starts a new check-in', () => {
    expect(nextStay({ checkIn: '2026-06-11', checkOut: '' }, '2026-06-18', occupied)).toEqual({ checkIn: '2026-06-18', checkOut: '' });
  });

  it('when an earlier day is clicked, or both dates are set, then the selection restarts there', () => {
    expect(nextStay({ checkIn: '2026-06-11', checkOut: '' }, '2026-06-10', occupied)).toEqual({ checkIn: '2026-06-10', checkOut: '' });
    expect(nextStay({ checkIn: '2026-06-11', checkOut: '2026-06-13' }, '2026-06-12', occupied)).toEqual({ checkIn: '2026-06-12', checkOut: '' });
  });

  it('when a stay starts before an occupied night, then only the first occupied night is selectable, and past days never are', () => {
    const stay = { checkIn: '2026-06-11', checkOut: '' } as const;
    expect(isSelectable('2026-06-15', '2026-06-10', stay, occupied)).toBe(true);
    expect(isSelectable('2026-06-16', '2026-06-10', stay, occupied)).toBe(false);
    expect(isSelectable('2026-06-15', '2026-06-10', { checkIn: '', checkOut: '' }, occupied)).toBe(false);
    expect(isSelectable('2026-06-09', '2026-06-10', { checkIn: '', checkOut: '' }, occupied)).toBe(false);
  });

  it('when the URL holds nonsense or past dates, then they are dropped', () => {
    expect(parseStay('2026-13-45', '2026-06-20', '2026-06-10')).toEqual({ checkIn: '', checkOut: '' });
    expect(parseStay('2026-06-01', '2026-06-20', '2026-06-10')).toEqual({ checkIn: '', checkOut: '' });
    expect(parseStay('2026-06-12', '2026-06-11', '2026-06-10')).toEqual({ checkIn: '2026-06-12', checkOut: '' });
    expect(parseStay('2026-06-12', '2026-06-14', '2026-06-10')).toEqual({ checkIn: '2026-06-12', checkOut: '2026-06-14' });
  });
});
