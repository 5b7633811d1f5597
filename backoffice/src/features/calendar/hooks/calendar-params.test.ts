import { describe, expect, it } from 'vitest';
import { fetchChunks, readCalendarParams, shiftRange, spanOf, writeCalendarParams } from './calendar-params.ts';

describe('calendar URL state', () => {
  it('when the URL holds nothing, then the range is the current island month and the view All Villas', () => {
    expect(readCalendarParams(new URLSearchParams(), '2026-02-14')).toEqual({ view: 'all', from: '2026-02-01', to: '2026-02-28', search: '', villa: '' });
  });

  it('when the URL holds a range, a view and a search, then they come back as written', () => {
    const written = writeCalendarParams(new URLSearchParams(), { view: 'individual', from: '2026-03-01', to: '2026-05-31', search: 'kata', villa: 'v1' });
    expect(readCalendarParams(written, '2026-02-14')).toEqual({ view: 'individual', from: '2026-03-01', to: '2026-05-31', search: 'kata', villa: 'v1' });
    expect(spanOf('2026-03-01', '2026-05-31')).toBe('3m');
  });

  it('when the range is backwards or longer than the grid shows, then the current month is used', () => {
    expect(readCalendarParams(new URLSearchParams('from=2026-03-10&to=2026-03-01'), '2026-02-14').from).toBe('2026-02-01');
    expect(readCalendarParams(new URLSearchParams('from=2026-01-01&to=2026-12-31'), '2026-02-14').to).toBe('2026-02-28');
  });

  it('when moving from a month, then the next range is the whole next month (years roll over)', () => {
    expect(shiftRange('2026-12-01', '2026-12-31', 1)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(shiftRange('2026-03-01', '2026-03-31', -1)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(shiftRange('2026-03-05', '2026-03-18', 1)).toEqual({ from: '2026-03-19', to: '2026-04-01' });
  });

  it('when 3 months are shown, then the API is asked in chunks of at most 62 days covering the day before to the day after', () => {
    const chunks = fetchChunks('2026-03-01', '2026-05-31');
    expect(chunks[0]?.from).toBe('2026-02-28');
    expect(chunks[chunks.length - 1]?.to).toBe('2026-06-02');
    for (let i = 1; i < chunks.length; i += 1) expect(chunks[i]?.from).toBe(chunks[i - 1]?.to);
  });
});
