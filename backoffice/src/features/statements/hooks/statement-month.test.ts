import { describe, expect, it } from 'vitest';
import { currentIslandMonth, formatMonth, isStatementMonth, shiftMonth } from './statement-month.ts';

describe('statement months', () => {
  it('when it is already the 1st in Bangkok but still the 31st in UTC, then the current month is the new one', () => {
    expect(currentIslandMonth(new Date('2026-05-31T18:30:00.000Z'))).toBe('2026-06');
    expect(currentIslandMonth(new Date('2026-05-31T16:30:00.000Z'))).toBe('2026-05');
  });

  it('when a month moves across a year, then the year follows', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });

  it('when the URL holds something else than a month the server takes, then it is not a month', () => {
    expect(isStatementMonth('2026-05')).toBe(true);
    expect(isStatementMonth('2026-13')).toBe(false);
    expect(isStatementMonth('1999-12')).toBe(false);
    expect(isStatementMonth('2026-5')).toBe(false);
    expect(isStatementMonth(null)).toBe(false);
  });

  it('names the month in the language', () => {
    expect(formatMonth('2026-05', 'en')).toBe('May 2026');
  });
});
