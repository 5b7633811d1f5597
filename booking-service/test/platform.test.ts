import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SESSION_SECRET, EnvError, loadEnv } from '../src/config/env.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('route table and OpenAPI', () => {
  it('documents every route of the table at /api/docs', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of app.routes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(res.body.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    }
    const search = res.body.paths['/api/search/villas'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['checkIn', 'checkOut', 'sort', 'currency']));
  });

  it('declares the roles of every route', () => {
    for (const route of app.routes) expect(route.roles.length, `${route.method} ${route.path}`).toBeGreaterThan(0);
  });
});

describe('HTTP conventions', () => {
  it('answers unknown /api paths with a JSON 404 and wrong methods with 405', async () => {
    expect(await app.request('/api/nothing-here')).toMatchObject({ status: 404, body: { error: 'Not found' } });
    expect((await app.request('/api/villas', { method: 'DELETE' })).status).toBe(405);
  });

  it('refuses a state-changing request without the CSRF header with 403', async () => {
    const res = await app.request('/api/villas/x/calculate-price', { method: 'POST', csrf: false, json: {} });
    expect(res.status).toBe(403);
    expect(res.body.error).toContain('X-Requested-With');
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await app.request('/api/bookings', { method: 'POST', body: '{"villaId":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON');
  });

  it('answers a body over 100 kB with 413', async () => {
    const res = await app.request('/api/bookings', { method: 'POST', json: { notes: 'x'.repeat(200_000) } });
    expect(res.status).toBe(413);
  });
});

describe('environment', () => {
  it('names a bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses development secrets and dev tools in production', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      OTP_SECRET: 'o'.repeat(40),
      TM30_ENCRYPTION_KEY: 'ab'.repeat(32),
      CMS_EVENTS_SECRET: 'c'.repeat(40),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15550001111',
      CMS_SERVICE_TOKEN: 't'.repeat(40),
      SEED_ON_EMPTY: 'false',
      SMTP_HOST: 'smtp.example.com',
    };
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadEnv({ ...production, OTP_SECRET: undefined })).toThrow(/OTP_SECRET/);
    expect(() => loadEnv({ ...production, TM30_ENCRYPTION_KEY: undefined })).toThrow(/TM30_ENCRYPTION_KEY/);
    expect(() => loadEnv({ ...production, CMS_EVENTS_SECRET: undefined })).toThrow(/CMS_EVENTS_SECRET/);
    expect(() => loadEnv({ ...production, ENABLE_DEV_TOOLS: 'true' })).toThrow(EnvError);
    expect(() => loadEnv({ ...production, SMS_PROVIDER: 'console' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadEnv({ ...production, TWILIO_FROM: undefined })).toThrow(/TWILIO_FROM/);
    expect(() => loadEnv({ ...production, CMS_SERVICE_TOKEN: undefined })).toThrow(/CMS_SERVICE_TOKEN/);
    expect(() => loadEnv({ ...production, SMTP_HOST: undefined })).toThrow(/SMTP_HOST/);
    expect(() => loadEnv({ ...production, SEED_ON_EMPTY: 'true' })).toThrow(/SEED_ON_EMPTY/);
    expect(loadEnv({ ...production, SEED_ON_EMPTY: 'true', SEED_ADMIN_PASSWORD: 'a-real-one', SEED_OWNER_PASSWORD: 'another-one' }).SEED_ON_EMPTY).toBe(true);
    expect(loadEnv(production).ENABLE_DEV_TOOLS).toBe(false);
    expect(loadEnv({}).SESSION_SECRET).toBe(DEV_SESSION_SECRET);
  });
});
