import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Defect: `npm start` listened on 0.0.0.0 with dev tools on, so anyone on the network could read
 * every sign-in code at /api/dev/outbox. Dev tools now keep the service on 127.0.0.1 unless HOST
 * says otherwise, and the dev routes answer loopback callers only, judged by the socket's peer.
 */
let app: TestApp;
/** The same app on every interface, reached through this machine's network address. */
let everywhere: Server;
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

beforeAll(async () => {
  app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await app.knex('dev_sms_outbox').insert({ phone: '+66812345678', body: 'Your IslandStay code is 123456' });
  everywhere = await new Promise((resolve) => {
    const s = app.app.listen(0, '0.0.0.0', () => resolve(s));
  });
});
afterAll(async () => {
  await new Promise((resolve) => everywhere.close(resolve));
  await app.close();
});

describe('where the service listens', () => {
  it('when dev tools are on and HOST is not set, then it listens on 127.0.0.1 only', () => {
    expect(loadEnv({ NODE_ENV: 'development', ENABLE_DEV_TOOLS: 'true' }).HOST).toBe('127.0.0.1');
  });

  it('when dev tools are off, then it keeps listening on every interface (production behind a proxy)', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).HOST).toBe('0.0.0.0');
  });

  it('when HOST is set, then it wins, dev tools or not', () => {
    expect(loadEnv({ NODE_ENV: 'development', ENABLE_DEV_TOOLS: 'true', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ NODE_ENV: 'development', HOST: '10.1.2.3' }).HOST).toBe('10.1.2.3');
  });
});

describe('dev routes answer this machine only', () => {
  it('when a client on this machine asks for the sign-in outbox, then it gets the codes', async () => {
    const port = (everywhere.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/api/dev/outbox`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it.skipIf(!networkAddress)('when a client on another address asks, then 404 and no code, even claiming X-Forwarded-For: 127.0.0.1', async () => {
    const port = (everywhere.address() as AddressInfo).port;
    for (const path of ['/api/dev/outbox', '/api/dev/outbox?phone=66812345678', '/api/dev/mail']) {
      const res = await fetch(`http://${networkAddress}:${port}${path}`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
      const text = await res.text();
      expect(res.status, path).toBe(404);
      expect(JSON.parse(text)).toEqual({ error: 'Not found', code: 'common.notFound' });
      expect(text).not.toContain('123456');
    }
    // Routes match case-sensitively: another spelling of the path is no way around the guard.
    for (const path of ['/API/dev/outbox', '/Api/Dev/Outbox?phone=66812345678', '/api/DEV/mail']) {
      const res = await fetch(`http://${networkAddress}:${port}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('123456');
    }
    // The same address still reaches the rest of the API: only the dev routes are closed.
    expect((await fetch(`http://${networkAddress}:${port}/api/currencies/all`)).status).toBe(200);
  });
});
