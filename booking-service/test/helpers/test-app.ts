import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { createKnex, type Knex } from '../../src/db/knex.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { CSRF_VALUE } from '../../src/middlewares/csrf.ts';

const TEMPLATE_DATABASE = 'islandstay_template';

/** Tests run on a fixed island day unless they pass their own clock. */
export const TEST_NOW = new Date('2026-06-01T05:00:00Z');
export const TEST_TODAY = '2026-06-01';

export interface TestApp extends BuiltApp {
  url: string;
  knex: Knex;
  /** fetch against the app; state-changing requests carry the CSRF header unless told not to. */
  request(path: string, init?: RequestInit & { json?: unknown; csrf?: boolean }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** A fresh database copied from the migrated template, and the real app on a real port. */
export async function createTestApp(options: { clock?: Clock; poolMax?: number } = {}): Promise<TestApp> {
  const maintenanceUrl = inject('pgMaintenanceUrl');
  const database = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
  await admin.end();

  const url = new URL(maintenanceUrl);
  url.pathname = `/${database}`;
  const knex = createKnex(url.toString(), options.poolMax ?? 10);
  const built = buildApp({ db: knex, logger: createLogger('silent'), env: { TRUST_PROXY: false }, clock: options.clock ?? (() => TEST_NOW) });
  const server: Server = await new Promise((resolve) => {
    const s = built.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...built,
    url: base,
    knex,
    async request(path, init = {}) {
      const { json, csrf = true, ...rest } = init;
      const headers = new Headers(rest.headers);
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
      await knex.destroy();
    },
  };
}
