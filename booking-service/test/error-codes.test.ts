import { isErrorCode } from '@islandstay/shared/http/error-codes';
import { errorResponseSchema } from '@islandstay/shared/http/common.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 26 item 2: every error answer carries a stable `code` (and `params`), and each field
 * problem in `details` its own, so the apps translate by code and not by the English sentence.
 */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMIT_OTP_PER_IP_HOUR: '1000' } });
});
afterAll(async () => {
  await app.close();
});

function expectCoded(body: unknown) {
  const parsed = errorResponseSchema.safeParse(body);
  expect(parsed.success, JSON.stringify(body)).toBe(true);
  expect(isErrorCode((body as { code: string }).code)).toBe(true);
}

describe('error codes on real answers', () => {
  it('a validation failure: generic zod codes with their params, per field', async () => {
    const res = await app.request('/api/auth/staff/login', { method: 'POST', json: { username: '', password: '' } });
    expect(res.status).toBe(400);
    expectCoded(res.body);
    expect(res.body.code).toBe('staff.loginRequired');
    expect(res.body.details).toEqual([
      { path: 'username', message: 'Please enter your username and password', code: 'staff.loginRequired' },
      { path: 'password', message: 'Please enter your username and password', code: 'staff.loginRequired' },
    ]);
  });

  it('too_small, invalid_format and a missing field map to validation codes with params', async () => {
    const res = await app.request('/api/send-otp', { method: 'POST', json: { countryCode: '+66' } });
    expect(res.status).toBe(400);
    expectCoded(res.body);
    expect(res.body.code).toBe('validation.invalidRequest');
    expect(res.body.params).toEqual({ where: 'body' });
    expect(res.body.details).toContainEqual(expect.objectContaining({ path: 'phone', code: 'validation.required' }));

    const badCode = await app.request('/api/verify-otp', { method: 'POST', json: { countryCode: '+66', phone: '0812345670', otp: 'abc' } });
    expect(badCode.status).toBe(400);
    expectCoded(badCode.body);
    expect(badCode.body.details).toContainEqual({ path: 'otp', message: 'Please enter the 6-digit code', code: 'validation.invalidFormat', params: { format: 'regex' } });
  });

  it('a refused code: auth.otpInvalid on the answer and on the otp field', async () => {
    const res = await app.request('/api/verify-otp', { method: 'POST', json: { countryCode: '+66', phone: '0812345670', otp: '000000' } });
    expect(res.status).toBe(400);
    expectCoded(res.body);
    expect(res.body).toMatchObject({ error: 'Invalid OTP', code: 'auth.otpInvalid', details: [{ path: 'otp', message: 'Invalid OTP', code: 'auth.otpInvalid' }] });
  });

  it('not found, sign-in required and the CSRF refusal', async () => {
    const missing = await app.request('/api/villas/no-such-villa');
    expect(missing.status).toBe(404);
    expectCoded(missing.body);
    expect(missing.body.code).toBe('villa.notFound');

    const anonymous = await app.request('/api/customer/bookings');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('auth.signInRequired');

    const unknownPath = await app.request('/api/no-such-thing');
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.body).toEqual({ error: 'Not found', code: 'common.notFound' });
  });
});
