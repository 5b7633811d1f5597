import { describe, expect, it } from 'vitest';
import { datesOf } from './calendar-params.ts';
import { deriveDayCells, initialsOf } from './day-cells.ts';
import { block, booking } from '../test/fixtures.ts';

const DATES = datesOf('2026-11-01', '2026-11-10');
const TODAY = '2026-11-04';

function statesOf(cells: ReturnType<typeof deriveDayCells>) {
  return Object.fromEntries(cells.map((cell) => [cell.date.slice(8), cell.state]));
}

describe('deriveDayCells', () => {
  it('when a stay runs 2 to 5 November, then the 2nd is check-in with the initials, the 3rd and 4th booked and the 5th check-out with OUT initials', () => {
    const cells = deriveDayCells({ bookings: [booking('2026-11-02', '2026-11-05', 'Somchai Jaidee')], blocks: [], prices: {} }, DATES, TODAY);
    const states = statesOf(cells);
    expect(states).toMatchObject({ '01': 'available', '02': 'check-in', '03': 'booked', '04': 'booked', '05': 'check-out', '06': 'available' });
    expect(cells[1]?.initials).toBe('SJ');
    expect(cells[4]?.outInitials).toBe('SJ');
    expect(cells[4]?.booking).toBeUndefined();
  });

  it('when one guest leaves on the day another arrives, then that day is Same Day with OUT and IN initials and holds the arriving booking', () => {
    const leaving = booking('2026-11-02', '2026-11-05', 'Somchai Jaidee');
    const arriving = booking('2026-11-05', '2026-11-07', 'Anna Berg');
    const cells = deriveDayCells({ bookings: [leaving, arriving], blocks: [], prices: {} }, DATES, TODAY);
    const turnover = cells[4];
    expect(turnover?.state).toBe('same-day');
    expect(turnover?.outInitials).toBe('SJ');
    expect(turnover?.initials).toBe('AB');
    expect(turnover?.booking?.id).toBe(arriving.id);
    expect(turnover?.checkingOut?.id).toBe(leaving.id);
    expect(cells[6]?.state).toBe('check-out');
  });

  it('when nights are blocked by hand or by an imported feed, then they are Blocked or Imported, and the end day is free', () => {
    const cells = deriveDayCells(
      { bookings: [], blocks: [block('2026-11-01', '2026-11-03', 'owner_stay'), block('2026-11-06', '2026-11-08', 'import'), block('2026-11-09', '2026-11-10', 'maintenance')], prices: {} },
      DATES,
      TODAY,
    );
    expect(statesOf(cells)).toMatchObject({ '01': 'blocked', '02': 'blocked', '03': 'available', '06': 'imported', '07': 'imported', '08': 'available', '09': 'blocked', '10': 'available' });
    expect(cells[5]?.block?.kind).toBe('import');
  });

  it('when a stay began before the range, then the first day shown is booked, not check-in', () => {
    const cells = deriveDayCells({ bookings: [booking('2026-10-28', '2026-11-03', 'Nok')], blocks: [], prices: {} }, DATES, TODAY);
    expect(statesOf(cells)).toMatchObject({ '01': 'booked', '02': 'booked', '03': 'check-out' });
    expect(cells[2]?.outInitials).toBe('N');
  });

  it('when days are before, on or after today (on the island), then past and today say so, and each cell carries its price', () => {
    const cells = deriveDayCells({ bookings: [], blocks: [], prices: { '2026-11-03': 120, '2026-11-04': 150 } }, DATES, TODAY);
    expect(cells.filter((c) => c.past).map((c) => c.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(cells.filter((c) => c.today).map((c) => c.date)).toEqual(['2026-11-04']);
    expect(cells[2]?.price).toBe(120);
    expect(cells[3]?.price).toBe(150);
    expect(cells[4]?.price).toBeUndefined();
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names, whole characters for Thai', () => {
    expect(initialsOf('somchai  jaidee')).toBe('SJ');
    expect(initialsOf('Nok')).toBe('N');
    expect(initialsOf('Anna Maria Berg')).toBe('AB');
    expect(initialsOf('สมชาย ใจดี')).toBe('สใ');
  });
});
