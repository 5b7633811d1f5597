import { createHmac, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createKnex, type Knex } from '../../src/db/knex.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { createLogger, type Logger } from '../../src/lib/logger.ts';
import { loadEnv, type Env } from '../../src/config/env.ts';
import type { SmsProvider } from '../../src/modules/customers/sms-provider.ts';
import { SESSION_COOKIE } from '../../src/lib/http/session-cookies.ts';
import { SESSION_LIFETIME_MS } from '../../src/modules/auth/session.service.ts';
import { insertSession, type SessionRole } from '../../src/modules/auth/sessions.repository.ts';
import { CSRF_VALUE } from '../../src/middlewares/csrf.ts';

const TEMPLATE_DATABASE = 'islandstay_template';

/** Tests run on a fixed island day unless they pass their own clock. */
export const TEST_NOW = new Date('2026-06-01T05:00:00Z');
export const TEST_TODAY = '2026-06-01';

/**
 * Connections the test server's kernel queue holds until accepted. The tests send up to 1,000
 * requests at once from the server's own busy process; Node's default (511) would overflow, and
 * the kernel resets what it dropped — a property of the harness, not of the service.
 */
const LISTEN_BACKLOG = 2048;

export interface TestApp extends BuiltApp {
  url: string;
  knex: Knex;
  env: Env;
  /**
   * fetch against the app; state-changing requests carry the CSRF header unless told not to;
   * `cookie` is sent as the Cookie header.
   */
  request(path: string, init?: RequestInit & { json?: unknown; csrf?: boolean; cookie?: string }): Promise<TestResponse>;
  /** A session made directly in the database (tests may), as a Cookie header value. */
  sessionCookie(role: SessionRole, subject: string, ownerId?: string): Promise<string>;
  /** A customer with a complete profile and a session for them. */
  signInCustomer(fields?: { phone?: string; firstName?: string }): Promise<{ id: string; phone: string; cookie: string }>;
  close(): Promise<void>;
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((p) => p.split('=', 2) as [string, string]) : []);
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value = ''] = (pair ?? '').split('=', 2);
    if (!name) continue;
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Koa's signed cookies: keygrip's HMAC-SHA1 of `name=value`, base64url without padding. */
function signedCookie(secret: string, name: string, value: string): string {
  const sig = createHmac('sha1', secret)
    .update(`${name}=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c] ?? '');
  return `${name}=${value}; ${name}.sig=${sig}`;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** A fresh database copied from the migrated template, and the real app on a real port. */
export async function createTestApp(options: { clock?: Clock; poolMax?: number; env?: Record<string, string>; sms?: SmsProvider; logger?: Logger } = {}): Promise<TestApp> {
  const maintenanceUrl = inject('pgMaintenanceUrl');
  const database = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
  await admin.end();

  const url = new URL(maintenanceUrl);
  url.pathname = `/${database}`;
  const knex = createKnex(url.toString(), options.poolMax ?? 10);
  // Outside services (the CMS, the rates provider) point at a closed local port unless a test
  // brings its own, so a developer's running `npm start` never answers a test. No server
  // rendering unless a test brings its own bundle: whether the repository's storefront happens
  // to be built must not change what a test sees.
  const env = loadEnv({
    NODE_ENV: 'test',
    ENABLE_DEV_TOOLS: 'true',
    LOG_LEVEL: 'silent',
    ECB_RATES_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
    CMS_URL: 'http://127.0.0.1:9',
    STOREFRONT_SSR: 'false',
    ...options.env,
  });
  const clock = options.clock ?? (() => TEST_NOW);
  const built = buildApp({ db: knex, logger: options.logger ?? createLogger('silent'), env, clock, sms: options.sms });
  const server: Server = await new Promise((resolve) => {
    const s = built.app.listen(0, '127.0.0.1', LISTEN_BACKLOG, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sessionCookie = async (role: SessionRole, subject: string, ownerId?: string): Promise<string> => {
    const id = randomBytes(24).toString('base64url');
    const now = clock();
    await insertSession(knex, { id, role, subject, ownerId, now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS[role]) });
    return signedCookie(env.SESSION_SECRET, SESSION_COOKIE, id);
  };
  // Phone numbers are unique per customer. Drawn at random, 1,000 sign-ins (the booking race) would
  // share one about once in 200 runs; counted up from a random start, they never do.
  let nextPhone = randomBytes(4).readUInt32BE() % 50_000_000;

  return {
    ...built,
    url: base,
    knex,
    env,
    sessionCookie,
    async signInCustomer(fields = {}) {
      const phone = fields.phone ?? `+668${String(nextPhone++).padStart(8, '0')}`;
      const [row] = await knex('customers')
        .insert({ phone, country_code: '66', first_name: fields.firstName ?? 'Nok', last_name: 'Srisuk', email: 'nok@example.com' })
        .returning('id');
      const id = (row as { id: string }).id;
      return { id, phone, cookie: await sessionCookie('customer', id) };
    },
    async request(path, init = {}) {
      const { json, csrf = true, cookie, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (cookie) headers.set('Cookie', cookie);
      const method = (rest.method ?? 'GET').toUpperCase();
      if (csrf && method !== 'GET') headers.set('X-Requested-With', CSRF_VALUE);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      const response = await fetch(base + path, { ...rest, method, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, headers: response.headers, body };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await built.services.staffAccounts.registrationsSettled();
      await knex.destroy();
    },
  };
}
