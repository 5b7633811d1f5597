import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse } from './helpers/test-app.ts';

/**
 * `/uploads/*` with the CMS behind it dead, hung or failing, as docs/configuration.md documents it: a JSON
 * problem `{ error }` with a clear message, 503 (with Retry-After) while the CMS cannot serve the
 * file. No mock of our own parts: the CMS is a port nothing listens on, a TCP server that accepts
 * and never answers, or an HTTP server answering 500. (test/cms-stopped.test.ts and
 * test/cms-hang.test.ts check the same against the real Strapi stopped and paused.)
 */
const READ_TIMEOUT_MS = 800;
/** Far above READ_TIMEOUT_MS: a request still waiting then is a hang, and fails the test. */
const GIVE_UP_MS = 5_000;
const UNREACHABLE = 'Images and other files cannot be shown right now: the content service is not reachable. Please try again shortly.';
const TIMED_OUT = 'Images and other files cannot be shown right now: the content service did not answer in time. Please try again shortly.';
const FAILED = 'This file cannot be shown right now: the content service could not deliver it. Please try again shortly.';

/** A port that was just free: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function appBefore(cmsUrl: string): Promise<TestApp> {
  return createTestApp({ env: { CMS_URL: cmsUrl, CMS_READ_TIMEOUT_MS: String(READ_TIMEOUT_MS) } });
}

async function fetchFile(app: TestApp, path = '/uploads/pool_1a2b.jpg', method = 'GET'): Promise<TestResponse & { ms: number }> {
  const started = Date.now();
  const res = await app.request(path, { method, signal: AbortSignal.timeout(GIVE_UP_MS) });
  return { ...res, ms: Date.now() - started };
}

function expectJsonProblem(res: TestResponse, status: number, message: string, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toEqual({ error: message, code });
}

describe('/uploads when the CMS cannot serve it', () => {
  const sockets = new Set<net.Socket>();
  let hanging: net.Server;
  let failing: http.Server;
  const apps: TestApp[] = [];
  const cms = { dead: '', hung: '', failing: '' };

  beforeAll(async () => {
    cms.dead = `http://127.0.0.1:${await closedPort()}`;
    // Accepts the connection, reads the request, never answers (a hung CMS).
    hanging = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.resume();
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    cms.hung = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    failing = http.createServer((_req, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error'));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    cms.failing = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const socket of sockets) socket.destroy();
    hanging?.close();
    failing?.close();
  });

  it('when nothing listens at the CMS address, then 503 with a JSON problem saying the content service is not reachable, and Retry-After', async () => {
    const app = await appBefore(cms.dead);
    apps.push(app);
    const res = await fetchFile(app);
    expectJsonProblem(res, 503, UNREACHABLE, 'upstream.uploadsUnavailable');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await fetchFile(app, '/uploads/pool_1a2b.jpg', 'HEAD')).status).toBe(503);
  });

  it('when the CMS takes the connection and never answers, then after the read timeout a 503 with a JSON problem saying it did not answer in time', async () => {
    const app = await appBefore(cms.hung);
    apps.push(app);
    const res = await fetchFile(app);
    expectJsonProblem(res, 503, TIMED_OUT, 'upstream.uploadsUnavailable');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.ms).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 50);
  });

  it('when the CMS answers 500, then 502 with a JSON problem, not the CMS’s own page', async () => {
    const app = await appBefore(cms.failing);
    apps.push(app);
    expectJsonProblem(await fetchFile(app), 502, FAILED, 'upstream.uploadsFailed');
  });
});
