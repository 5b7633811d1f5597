import { healthResponseSchema } from '@islandstay/shared/health/health.schemas';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { createKnex } from '../src/db/knex.ts';
import { createLogger } from '../src/lib/logger.ts';
import { insertVilla } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Defect: a crashed Strapi stayed down and nothing said so. `GET /api/health` reports the
 * database, the CMS, the mail outbox and the last iCal poll, publicly and without secrets; 503
 * only when the database does not answer. (The CMS answering is checked against the real Strapi
 * in stack-supervision.test.ts.)
 */
let app: TestApp;
const token = 'health-test-service-token-0123456789abcdef';

beforeAll(async () => {
  // The CMS points at a closed port: Strapi is down.
  app = await createTestApp({ env: { CMS_SERVICE_TOKEN: token, SMTP_HOST: '127.0.0.1', SMTP_PORT: '9' } });
  const villa = await insertVilla(app.knex);
  const now = new Date();
  const mail = { kind: 'booking-created', to_address: 'guest@example.com', subject: 'Your booking', text_body: 'Thanks', next_attempt_at: now };
  await app.knex('mail_outbox').insert([
    { ...mail, status: 'pending', attempts: 0 },
    { ...mail, status: 'pending', attempts: 2, last_error: 'connect ECONNREFUSED 127.0.0.1:9' },
    { ...mail, status: 'failed', attempts: 10 },
    { ...mail, status: 'sent', attempts: 1, sent_at: now },
  ]);
  await app.knex('ical_feeds').insert([
    { villa_id: villa, name: 'Airbnb', url: 'https://example.com/a.ics', last_status: 'ok', last_synced_at: new Date('2026-05-31T10:00:00Z') },
    { villa_id: villa, name: 'VRBO', url: 'https://example.com/b.ics', last_status: 'error', last_synced_at: new Date('2026-05-31T11:30:00Z'), last_error: 'HTTP 500' },
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('when the database answers and the CMS is down, then 200, degraded, database ok and cms not ok', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const body = healthResponseSchema.parse(res.body);
    expect(body.status).toBe('degraded');
    expect(body.database).toEqual({ ok: true });
    expect(body.cms).toEqual({ ok: false, problem: 'not reachable' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('reports the mail outbox: one retrying message makes mail not ok', async () => {
    const body = healthResponseSchema.parse((await app.request('/api/health')).body);
    expect(body.mail).toEqual({ ok: false, configured: true, pending: 2, retrying: 1, failed: 1 });
  });

  it('reports the newest iCal poll and the failing feeds', async () => {
    const body = healthResponseSchema.parse((await app.request('/api/health')).body);
    expect(body.ical).toEqual({ lastPollAt: '2026-05-31T11:30:00.000Z', feeds: 2, failing: 1 });
  });

  it('answers anyone signed out, and shows no address, token or error text', async () => {
    const res = await fetch(`${app.url}/api/health`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const secret of [token, '127.0.0.1', 'ECONNREFUSED', 'HTTP 500', 'guest@example.com', 'https://example.com']) expect(text).not.toContain(secret);
  });

  it('when the database does not answer, then 503 with database not ok', async () => {
    // The same app on a database server that is not there (a closed local port).
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CMS_URL: 'http://127.0.0.1:9', ECB_RATES_URL: 'http://127.0.0.1:9/x.xml' });
    const knex = createKnex('postgres://postgres:postgres@127.0.0.1:9/booking', 2);
    const built = buildApp({ db: knex, logger: createLogger('silent'), env });
    const server: Server = await new Promise((resolve) => {
      const s = built.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
      expect(res.status).toBe(503);
      const body = healthResponseSchema.parse(await res.json());
      expect(body.status).toBe('degraded');
      expect(body.database).toEqual({ ok: false });
      expect(body.mail.pending).toBeNull();
      expect(body.ical.lastPollAt).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await knex.destroy();
    }
  });
});
