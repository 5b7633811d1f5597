import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, fromUtcMs, isIsoDate, islandInstant, isWeekendNight, monthDay, monthRange, nightsOf, rangesOverlap, todayOnIsland, toUtcMs } from './dates.ts';

const DAY_MS = 86_400_000;

/** Any calendar date from 1970-01-01 to 2199-12-31 as `YYYY-MM-DD`. */
const isoDate = fc.integer({ min: 0, max: Date.UTC(2199, 11, 31) / DAY_MS }).map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));

describe('islandInstant', () => {
  it('when a guest checks in at 14:00 on the island, then that is 07:00 UTC the same day', () => {
    expect(islandInstant('2026-12-24', '14:00').toISOString()).toBe('2026-12-24T07:00:00.000Z');
  });

  it('for any date and time, then the island date of that instant is the date asked for', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (date, hour, minute) => {
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        const instant = islandInstant(date, time);
        expect(todayOnIsland(instant)).toBe(date);
        expect(instant.getTime()).toBe(Date.parse(`${date}T${time}:00Z`) - 7 * 3_600_000);
      }),
    );
  });
});

describe('todayOnIsland', () => {
  it('for instants asked in any order, several within one minute, then each gets the island date of its own instant', () => {
    const reference = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });
    const aroundMidnight = fc.tuple(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: -120_000, max: 120_000 })).map(([day, ms]) => new Date(day * DAY_MS + 17 * 3_600_000 + ms));
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            aroundMidnight,
            fc.integer({ min: 0, max: 4_000_000_000_000 }).map((ms) => new Date(ms)),
          ),
          { minLength: 1, maxLength: 20 },
        ),
        (instants) => {
          for (const instant of [...instants, ...instants.reverse()]) expect(todayOnIsland(instant)).toBe(reference.format(instant));
        },
      ),
    );
  });

  it('when it is 17:30 UTC on 1 January 2026, then it is already 2 January on the island (UTC+7)', () => {
    expect(todayOnIsland(new Date('2026-01-01T17:30:00Z'))).toBe('2026-01-02');
  });

  it('when it is 16:59 UTC, then the island date is still the UTC date', () => {
    expect(todayOnIsland(new Date('2026-01-01T16:59:59Z'))).toBe('2026-01-01');
  });

  it('when it is exactly 17:00 UTC, then the island date has just rolled over', () => {
    expect(todayOnIsland(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('for any instant, then the island date is the UTC date of that instant shifted by seven hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2199, 0, 1) }), (ms) => {
        const expected = new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
        expect(todayOnIsland(new Date(ms))).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('when no instant is given, then it returns a valid ISO date', () => {
    expect(isIsoDate(todayOnIsland())).toBe(true);
  });
});

describe('isIsoDate', () => {
  it.each(['2026-02-30', '2026-1-01', '2026-01-1', '2026-13-01', '2026-00-10', '2026-01-00', '2025-02-29', '20260101', '2026/01/01', ' 2026-01-01', '2026-01-01T00:00:00Z', ''])(
    'when given %j, then it is rejected',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );

  it.each(['2026-01-01', '2024-02-29', '2026-12-31', '2000-02-29'])('when given %j, then it is accepted', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it('for any real calendar date, then its ISO form is accepted', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(isIsoDate(date)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('addDays and daysBetween', () => {
  it('when adding days to a date, then daysBetween gives the same count back and subtracting returns the date', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -2000, max: 2000 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isIsoDate(moved)).toBe(true);
        expect(daysBetween(date, moved)).toBe(days);
        expect(daysBetween(moved, date)).toBe(0 - days);
        expect(addDays(moved, -days)).toBe(date);
      }),
      { numRuns: 400 },
    );
  });

  it('for any two dates, then adding daysBetween to the first gives the second', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        expect(addDays(a, daysBetween(a, b))).toBe(b);
      }),
      { numRuns: 300 },
    );
  });

  it('when crossing month, leap-day and year ends, then days are counted on the calendar', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('when toUtcMs and fromUtcMs are chained, then the date round-trips', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(fromUtcMs(toUtcMs(date))).toBe(date);
      }),
      { numRuns: 300 },
    );
  });
});

describe('nightsOf', () => {
  it('for any stay, then it lists daysBetween consecutive nights from check-in, excluding check-out', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 400 }), (checkIn, length) => {
        const checkOut = addDays(checkIn, length);
        const nights = nightsOf(checkIn, checkOut);
        expect(nights.length).toBe(daysBetween(checkIn, checkOut));
        nights.forEach((night, i) => expect(night).toBe(addDays(checkIn, i)));
        expect(nights).not.toContain(checkOut);
      }),
      { numRuns: 300 },
    );
  });

  it('when check-out is before or on check-in, then there are no nights', () => {
    expect(nightsOf('2026-03-10', '2026-03-10')).toEqual([]);
    expect(nightsOf('2026-03-10', '2026-03-05')).toEqual([]);
  });

  it('when a stay runs 30 Dec to 2 Jan, then its nights are 30 Dec, 31 Dec and 1 Jan', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});

describe('day of week and weekend nights', () => {
  it('when the date is 2026-01-02 (a Friday) and 2026-01-03 (a Saturday), then both are weekend nights', () => {
    expect(dayOfWeek('2026-01-02')).toBe(5);
    expect(dayOfWeek('2026-01-03')).toBe(6);
    expect(isWeekendNight('2026-01-02')).toBe(true);
    expect(isWeekendNight('2026-01-03')).toBe(true);
  });

  it('when any date from 1800 to 2300 is asked, then the weekday matches the calendar of Date', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1800, 0, 1) / 86_400_000, max: Date.UTC(2300, 11, 31) / 86_400_000 }), (day) => {
        const date = new Date(day * 86_400_000);
        expect(dayOfWeek(date.toISOString().slice(0, 10))).toBe(date.getUTCDay());
      }),
      { numRuns: 500 },
    );
  });

  it('when the date is a Sunday to Thursday, then it is not a weekend night', () => {
    for (const date of ['2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08']) {
      expect(isWeekendNight(date)).toBe(false);
    }
  });

  it('for any date, then the weekday advances by one each day and exactly two of seven nights are weekend nights', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(dayOfWeek(addDays(date, 1))).toBe((dayOfWeek(date) + 1) % 7);
        const week = nightsOf(date, addDays(date, 7));
        expect(week.filter(isWeekendNight)).toHaveLength(2);
      }),
      { numRuns: 200 },
    );
  });
});

describe('monthDay, monthRange and rangesOverlap', () => {
  it('when given a date, then monthDay is its MM-DD', () => {
    expect(monthDay('2026-12-15')).toBe('12-15');
  });

  it('when asked for February of a leap year and a common year, then the last day is the 29th and 28th', () => {
    expect(monthRange(2024, 2)).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthRange(2026, 2)).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthRange(2026, 12)).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('when one stay checks out on the day the next checks in, then they do not overlap', () => {
    expect(rangesOverlap('2026-03-01', '2026-03-05', '2026-03-05', '2026-03-08')).toBe(false);
    expect(rangesOverlap('2026-03-01', '2026-03-06', '2026-03-05', '2026-03-08')).toBe(true);
  });

  it('for any two half-open stays, then they overlap exactly when they share a night', () => {
    const stay = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 }));
    fc.assert(
      fc.property(stay, stay, ([aOffset, aLength], [bOffset, bLength]) => {
        const origin = '2026-01-01';
        const [aStart, aEnd] = [addDays(origin, aOffset), addDays(origin, aOffset + aLength)];
        const [bStart, bEnd] = [addDays(origin, bOffset), addDays(origin, bOffset + bLength)];
        const bNights = new Set(nightsOf(bStart, bEnd));
        const shared = nightsOf(aStart, aEnd).some((night) => bNights.has(night));
        expect(rangesOverlap(aStart, aEnd, bStart, bEnd)).toBe(shared);
        expect(rangesOverlap(bStart, bEnd, aStart, aEnd)).toBe(shared);
      }),
      { numRuns: 300 },
    );
  });
});

describe('fromUtcMs', () => {
  it('for any instant from year 0 to 9999, then the day is what Date.toISOString says, before and after 1970, on leap days and mid-day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('0000-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59.999Z') }), (ms) => {
        expect(fromUtcMs(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
      { numRuns: 20_000 },
    );
    for (const day of ['2024-02-29', '2000-02-29', '1900-03-01', '1969-12-31', '1970-01-01', '9999-12-31', '2026-11-27']) {
      expect(fromUtcMs(toUtcMs(day))).toBe(day);
      expect(fromUtcMs(toUtcMs(day) + DAY_MS - 1)).toBe(day);
    }
  });
});
