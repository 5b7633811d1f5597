import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@islandstay/shared/http/api-client';
import { ERROR_CODES } from '@islandstay/shared/http/error-codes';
import en from './errors.en.json';
import th from './errors.th.json';
import { loadErrorMessages } from './i18n.ts';
import { fieldMessageFor, messageFor, refusalFor, type Translate } from './messages.ts';

const i18n = i18next.createInstance();
let thai: Translate;
let english: Translate;

beforeAll(async () => {
  await i18n.init({ resources: { en: { translation: {} } }, lng: 'en', fallbackLng: 'en', partialBundledLanguages: true, interpolation: { escapeValue: false } });
  await loadErrorMessages(i18n, 'en');
  await loadErrorMessages(i18n, 'th');
  thai = i18n.getFixedT('th') as unknown as Translate;
  english = i18n.getFixedT('en') as unknown as Translate;
});

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('the errors namespace', () => {
  it('has a text for every code of the catalogue, in English and in Thai, and the same keys in both', () => {
    const base = (key: string) => key.replace(/_(one|other)$/, '');
    const enKeys = new Set(keys(en).map(base));
    for (const code of ERROR_CODES) expect(enKeys, code).toContain(code);
    expect(keys(th).sort()).toEqual(keys(en).sort());
  });
});

describe('messageFor: by code, never by the English sentence', () => {
  it('a reworded server sentence with the same code reads the same in Thai', () => {
    const before = { error: 'This booking is already cancelled', code: 'booking.alreadyCancelled' };
    const after = { error: 'Booking #123 has been cancelled already.', code: 'booking.alreadyCancelled' };
    expect(messageFor(before, thai)).toBe('การจองนี้ถูกยกเลิกแล้ว');
    expect(messageFor(after, thai)).toBe(messageFor(before, thai));
  });

  it('a reworded field message with the same code and params reads the same in Thai', () => {
    const before = { path: 'pricingRules.stayRules.0.minimumNights', message: 'must be at least 1', code: 'validation.tooSmall', params: { minimum: 1, origin: 'number' } };
    const after = { ...before, message: 'needs one night or more' };
    expect(fieldMessageFor(before, thai, { scope: 'pricing' })).toBe('ต้องไม่น้อยกว่า 1');
    expect(fieldMessageFor(after, thai, { scope: 'pricing' })).toBe('ต้องไม่น้อยกว่า 1');
  });

  it('interpolates params, and refines the text by form and field', () => {
    expect(messageFor({ error: 'Password must be at least 6 characters long.', code: 'staff.passwordTooShort', params: { minimum: 6 } }, thai)).toBe('รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร');
    expect(fieldMessageFor({ path: 'customerInfo.name', message: 'name is required', code: 'validation.required' }, thai, { scope: 'calendar' })).toBe('กรุณากรอกชื่อลูกค้า');
    expect(fieldMessageFor({ path: 'notes', message: 'is required', code: 'validation.required' }, thai, { scope: 'calendar' })).toBe('กรุณากรอกข้อมูลนี้');
    expect(fieldMessageFor({ path: 'seasonalPricing.0.startDate', message: 'must be MM-DD', code: 'validation.invalidFormat', params: { format: 'regex' } }, english, { scope: 'pricing' })).toBe(
      'Use MM-DD (month 01-12, day 01-31)',
    );
    expect(
      fieldMessageFor({ path: 'price', message: 'Price per Night must be at least 0', code: 'validation.tooSmall', params: { minimum: 0 } }, thai, { scope: 'villa', values: { field: 'ราคาต่อคืน' } }),
    ).toBe('ราคาต่อคืนต้องไม่น้อยกว่า 0');
  });

  it('a react-hook-form error (code in `type`) translates like a detail', () => {
    expect(fieldMessageFor({ type: 'staff.passwordMismatch', message: 'Passwords do not match.' }, thai)).toBe('รหัสผ่านไม่ตรงกัน');
  });

  it("shows the server's English only for an unknown code, or none", () => {
    expect(messageFor({ error: 'Something new happened', code: 'brand.newCode' }, thai)).toBe('Something new happened');
    expect(messageFor({ message: 'Network error' }, thai)).toBe('Network error');
    expect(fieldMessageFor(undefined, thai)).toBeUndefined();
  });
});

describe('refusalFor: a 4xx says why, anything else leaves the screen its own retry text', () => {
  const answer = (status: number, body: { error: string; code?: string; params?: Record<string, unknown> }) => new ApiError(status, body.error, [], body);

  it('an answered 4xx reads by its code, with its params', () => {
    expect(refusalFor(answer(409, { error: 'Already cancelled', code: 'booking.alreadyCancelled' }), thai)).toBe('การจองนี้ถูกยกเลิกแล้ว');
    expect(refusalFor(answer(400, { error: 'Too short', code: 'staff.passwordTooShort', params: { minimum: 6 } }), thai, { scope: 'staff' })).toBe('รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร');
  });

  it('no connection, a 5xx, an error that is no answer, or an answer with nothing to say: undefined', () => {
    expect(refusalFor(new ApiError(0, 'Network error'), english)).toBeUndefined();
    expect(refusalFor(answer(500, { error: 'boom', code: 'common.internal' }), english)).toBeUndefined();
    expect(refusalFor(answer(502, { error: 'Bad Gateway' }), english)).toBeUndefined();
    expect(refusalFor(new Error('parse'), english)).toBeUndefined();
    expect(refusalFor(new ApiError(400, ''), english)).toBeUndefined();
  });

  it('with serverFailures, a 5xx reads by its code too, and no connection is still undefined', () => {
    const failed = answer(502, { error: 'The text message could not be delivered', code: 'auth.otpSendFailed' });
    expect(refusalFor(failed, thai, { serverFailures: true })).toBe('ส่ง OTP ไม่สำเร็จ โปรดลองอีกครั้ง');
    expect(refusalFor(new ApiError(0, 'Network error'), thai, { serverFailures: true })).toBeUndefined();
  });
});
