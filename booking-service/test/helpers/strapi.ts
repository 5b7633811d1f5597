import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort } from '../../dev/embedded-postgres.ts';
import { startStrapi, type StrapiProcess } from '../../dev/stack/strapi-process.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The real Strapi (cms/, built by `npm test` before the tests run) on a throwaway database, with a
 * booking service it pushes its changes to. Real time: the CMS signs events with its own clock.
 */
export interface TestStack {
  app: TestApp;
  strapi: StrapiProcess;
  cms: string;
  token: string;
  /** The admin panel's super admin, made at Strapi's first start (registration is never open). */
  admin: { email: string; password: string };
  logFile: string;
  /** Strapi's REST API with the service token (or anonymous). */
  strapiApi(method: string, pathname: string, body?: unknown, auth?: boolean): Promise<{ status: number; body: any }>;
  waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs?: number): Promise<T>;
  ownerRoleId(): Promise<number>;
  /** Starts Strapi again (after `strapi.stop()`) on the same port and database; `strapi` is the new process. */
  restartStrapi(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestStack(env: Record<string, string> = {}): Promise<TestStack> {
  const secret = `cms-events-${randomBytes(16).toString('hex')}`;
  const token = `service-token-${randomBytes(16).toString('hex')}`;
  const port = await freePort();
  const cms = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `islandstay-strapi-${process.pid}-${port}.log`);
  const app = await createTestApp({ clock: () => new Date(), env: { CMS_EVENTS_SECRET: secret, CMS_URL: cms, CMS_SERVICE_TOKEN: token, ...env } });
  const database = `cms_${randomBytes(6).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: inject('pgMaintenanceUrl') });
  await maintenance.connect();
  await maintenance.query(`create database ${database}`);
  await maintenance.end();
  const url = new URL(inject('pgMaintenanceUrl'));
  url.pathname = `/${database}`;
  const admin = { email: `editor-${port}@islandstay.test`, password: `Ed1-${randomBytes(12).toString('base64url')}` };
  const strapiOptions = { port, databaseUrl: url.toString(), bookingServiceUrl: app.url, eventsSecret: secret, serviceToken: token, admin, logFile };
  const strapi = startStrapi(strapiOptions);
  await strapi.ready(180_000);

  const strapiApi = async (method: string, pathname: string, body?: unknown, auth = true) => {
    const res = await fetch(`${cms}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe().catch(() => undefined);
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms (Strapi log: ${logFile})`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const stack: TestStack = {
    app,
    strapi,
    cms,
    token,
    admin,
    logFile,
    strapiApi,
    waitFor,
    async ownerRoleId() {
      const roles = await strapiApi('GET', '/api/users-permissions/roles');
      return roles.body.roles.find((r: { type: string }) => r.type === 'owner').id;
    },
    async restartStrapi() {
      await stack.strapi.stop();
      stack.strapi = startStrapi(strapiOptions);
      await stack.strapi.ready(180_000);
    },
    async close() {
      await stack.strapi.stop();
      await app.close();
    },
  };
  return stack;
}
