import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LONG_STAY_ONLY_MESSAGE } from '@islandstay/shared/villas/short-stay-licence';
import { ApiError } from '../../lib/api-client.ts';
import { changeLanguage } from '@islandstay/web-common/lib/i18n';
import { initI18n } from '../../lib/i18n.ts';
import { STAY_REFUSAL_CODES, stayRefusalOf, stayRefusalText } from './stay-refusal.ts';

/** A Saturday to a Friday: the day names below are these. */
const stay = { checkIn: '2027-01-02', checkOut: '2027-01-08' };

/** The booking's 400 as the server sends it (`{ error, details, code }`), parsed by the API client. */
function refused(code: string, message: string, extra: Record<string, unknown> = {}): ApiError {
  const path = code === 'stay.checkInDay' ? 'checkIn' : 'checkOut';
  const details = [{ path, message }];
  return new ApiError(400, message, details, { error: message, details, code, ...extra });
}

const serverAnswers = {
  'stay.minStay': refused('stay.minStay', 'Minimum stay is 7 nights for check-in in High season'),
  'stay.checkInDay': refused('stay.checkInDay', 'Check-in on Saturdays only in High season'),
  'stay.checkOutDay': refused('stay.checkOutDay', 'Check-out on Saturdays only in High season'),
  'stay.longStayOnly': refused('stay.longStayOnly', LONG_STAY_ONLY_MESSAGE, { minimumNights: 30 }),
};

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await changeLanguage('en', { persist: false });
});

describe('stayRefusalOf', () => {
  it('recognises each stay-rule code of a 400, and the long-stay minimum it names', () => {
    expect(STAY_REFUSAL_CODES.map((code) => stayRefusalOf(serverAnswers[code]))).toEqual([
      { code: 'stay.minStay' },
      { code: 'stay.checkInDay' },
      { code: 'stay.checkOutDay' },
      { code: 'stay.longStayOnly', minimumNights: 30 },
    ]);
  });

  it('leaves other errors alone: a field error, another status, an unknown code, not an API error', () => {
    expect(stayRefusalOf(new ApiError(400, 'guests: too many', [{ path: 'guests', message: 'too many' }], { error: 'guests: too many' }))).toBeNull();
    expect(stayRefusalOf(new ApiError(409, 'taken', [], { code: 'stay.checkInDay' }))).toBeNull();
    expect(stayRefusalOf(new ApiError(400, 'odd', [], { code: 'SOMETHING_ELSE' }))).toBeNull();
    expect(stayRefusalOf(new Error('Check-in on Saturdays only'))).toBeNull();
  });
});

describe('stayRefusalText', () => {
  const texts = (language: string) => STAY_REFUSAL_CODES.map((code) => stayRefusalText(i18next.t.bind(i18next), language, stayRefusalOf(serverAnswers[code])!, stay));

  it("in English: the day at fault by name, the long-stay minimum, never the server's own sentence", () => {
    const [minStay, checkIn, checkOut, longStay] = texts('en');
    expect(minStay).toBe("This stay is now shorter than the villa's minimum stay for these dates. The calendar shows the stays you can choose.");
    expect(checkIn).toBe('Check-in on Saturday, January 2 is no longer possible: the villa has changed its arrival days. Please choose another check-in day.');
    expect(checkOut).toBe('Check-out on Friday, January 8 is no longer possible: the villa has changed its departure days. Please choose another check-out day.');
    expect(longStay).toContain('stays of 30 nights or more only');
    for (const [index, code] of STAY_REFUSAL_CODES.entries()) expect(texts('en')[index]).not.toBe(serverAnswers[code].message);
  });

  it('in Thai: every code has its own Thai sentence, with the Thai day name and the minimum', async () => {
    await changeLanguage('th', { persist: false });
    const [minStay, checkIn, checkOut, longStay] = texts('th');
    const thaiSaturday = new Intl.DateTimeFormat('th', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 0, 2)));
    expect(checkIn).toContain(thaiSaturday);
    expect(checkIn).toContain('เช็คอิน');
    expect(checkOut).toContain('เช็คเอาท์');
    expect(longStay).toContain('30');
    for (const text of [minStay, checkIn, checkOut, longStay]) {
      expect(text).toMatch(/[\u0E00-\u0E7F]/);
      expect(text).not.toMatch(/booking\.errors/);
    }
    expect(new Set([minStay, checkIn, checkOut, longStay]).size).toBe(4);
    await changeLanguage('en', { persist: false });
  });
});
