import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_WRITE_TIMEOUT_MESSAGE } from '../src/modules/cms-sync/cms-client.ts';
import { startFaultProxy, type FaultProxy } from './helpers/fault-proxy.ts';
import { startTestStack, type TestStack } from './helpers/strapi.ts';
import type { TestApp, TestResponse } from './helpers/test-app.ts';

/**
 * A hung CMS: the real Strapi paused with SIGSTOP (it accepts connections and never answers),
 * then resumed with SIGCONT. No request may hang on it, a write it did not answer in time is never
 * reported as failed, and what it applies late reaches the projection.
 *
 * The service's own CMS timeouts are short here so the test is quick; a request that is still
 * waiting after GIVE_UP_MS (far above those timeouts, below the old 15 s wait) is a failure.
 */
const GIVE_UP_MS = 10_000;

let proxy: FaultProxy;

let stack: TestStack;
let app: TestApp;
let adminId = '';
const cookies = { admin: '', owner: '' };
let villaId = '';

/** The request, abandoned (and the test failed) if it has not been answered after GIVE_UP_MS. */
async function answered(path: string, init: Parameters<TestApp['request']>[1] = {}): Promise<TestResponse> {
  try {
    return await app.request(path, { ...init, signal: AbortSignal.timeout(GIVE_UP_MS) });
  } catch (err) {
    throw new Error(`${init.method ?? 'GET'} ${path} was still waiting on the hung CMS after ${GIVE_UP_MS} ms (${(err as Error).name})`, { cause: err });
  }
}

function pauseCms(): void {
  process.kill(stack.strapi.child.pid!, 'SIGSTOP');
}
function resumeCms(): void {
  process.kill(stack.strapi.child.pid!, 'SIGCONT');
}

/** Runs `body` with Strapi paused, always resuming it afterwards. */
async function whileCmsHangs<T>(body: () => Promise<T>): Promise<T> {
  pauseCms();
  try {
    // The CMS really is hung: it takes the connection and does not answer.
    const probe = await fetch(`${stack.cms}/_health`, { signal: AbortSignal.timeout(1_000) }).then(
      () => 'answered',
      (err: Error) => err.name,
    );
    expect(probe).toBe('TimeoutError');
    return await body();
  } finally {
    resumeCms();
  }
}

beforeAll(async () => {
  proxy = await startFaultProxy();
  stack = await startTestStack({ CMS_READ_TIMEOUT_MS: '1500', CMS_WRITE_TIMEOUT_MS: '2000', STAFF_SESSION_RECHECK_SECONDS: '3600', CMS_URL: proxy.url });
  proxy.target = stack.cms;
  app = stack.app;
  const roles = await stack.strapiApi('GET', '/api/users-permissions/roles');
  const adminRole = roles.body.roles.find((r: { type: string }) => r.type === 'admin').id;
  const admin = await stack.strapiApi('POST', '/api/users', { username: 'hang-admin', email: 'hang-admin@example.com', password: 'secret-admin-1', role: adminRole, confirmed: true });
  expect(admin.status, JSON.stringify(admin.body)).toBe(201);
  adminId = (await stack.strapiApi('GET', `/api/users/${admin.body.id}`)).body.documentId;
  cookies.admin = await app.sessionCookie('admin', adminId);

  const owner = await app.request('/api/admin/owners', {
    method: 'POST',
    cookie: cookies.admin,
    json: { firstName: 'Paused', lastName: 'Owner', email: 'paused-owner@example.com', phone: '0812345678', address: 'Lamai', password: 'secret-1', confirmPassword: 'secret-1' },
  });
  expect(owner.status, JSON.stringify(owner.body)).toBe(201);
  cookies.owner = await app.sessionCookie('owner', owner.body.data.id, owner.body.data.id);
  expect((await stack.strapiApi('POST', '/api/areas', { data: { name: 'Lamai' } })).status).toBe(201);
  await app.services.cmsSync.reconcile();
  const villa = await app.request('/api/admin/villas', {
    method: 'POST',
    cookie: cookies.owner,
    json: { name: 'Baan Awake', description: 'By the sea', villaType: 'Villa', areas: ['Lamai'], amenities: [], price: 3000, guests: 4, bedrooms: 2, bathrooms: 2, isActive: true },
  });
  expect(villa.status, JSON.stringify(villa.body)).toBe(201);
  villaId = villa.body.data.id;
}, 180_000);

afterAll(async () => {
  if (stack) {
    resumeCms();
    app.services.cmsSync.stopRechecks();
    await stack.close();
  }
  await proxy?.close();
});

/** Runs `body` with the CMS's own events refused, so only the service's re-reads can repair the projection. */
async function withoutCmsEvents<T>(body: () => Promise<T>): Promise<T> {
  const secret = app.env.CMS_EVENTS_SECRET;
  app.env.CMS_EVENTS_SECRET = `refused-${'x'.repeat(40)}`;
  try {
    return await body();
  } finally {
    app.env.CMS_EVENTS_SECRET = secret;
  }
}

async function publicName(villaId: string): Promise<string | undefined> {
  const villa = await app.request(`/api/villas/${villaId}`);
  return villa.body?.data?.name ?? villa.body?.name;
}

describe('a hung CMS', () => {
  it('when a villa edit gets no answer from the CMS, then it is a 503 saying the change may still be applied, and once the CMS wakes up the public villa shows what the CMS holds', async () => {
    // The CMS's own events are refused for this test, so only the service's re-read can repair
    // the projection.
    const secret = app.env.CMS_EVENTS_SECRET;
    app.env.CMS_EVENTS_SECRET = `refused-${'x'.repeat(40)}`;
    try {
      const edit = await whileCmsHangs(() => answered(`/api/admin/villas/${villaId}`, { method: 'PUT', cookie: cookies.owner, json: { name: 'Baan Paused' } }));
      expect(edit.status, JSON.stringify(edit.body)).toBe(503);
      expect(edit.body.error).toBe(CMS_WRITE_TIMEOUT_MESSAGE);
      expect(edit.headers.get('retry-after')).toMatch(/^\d+$/);

      // Strapi applies the edit it received while paused; the projection follows it.
      await stack.waitFor('Strapi to apply the late edit', async () => ((await stack.strapiApi('GET', `/api/villas/${villaId}`)).body?.data?.name === 'Baan Paused' ? true : undefined), 60_000);
      const shown = await stack.waitFor(
        'the public villa to show the CMS’s name',
        async () => {
          const villa = await app.request(`/api/villas/${villaId}`);
          return villa.body?.data?.name === 'Baan Paused' || villa.body?.name === 'Baan Paused' ? villa : undefined;
        },
        60_000,
      );
      expect(shown.status).toBe(200);
    } finally {
      app.env.CMS_EVENTS_SECRET = secret;
    }
  }, 180_000);

  it('when the CMS applies a timed-out edit only after the service has re-read the old copy twice, then the projection still follows (no fixed settle window)', async () => {
    await withoutCmsEvents(async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let readsSinceEdit = 0;
      // The edit reaches Strapi only after the service has read the villa back twice and seen the old name.
      proxy.rule = (method, url) => (method === 'PUT' && url.startsWith(`/api/villas/${villaId}`) ? held : 'pass');
      proxy.answered = (method, url) => {
        if (method === 'GET' && url.startsWith(`/api/sync/villas/${villaId}`) && ++readsSinceEdit >= 2) release();
      };
      try {
        const edit = await answered(`/api/admin/villas/${villaId}`, { method: 'PUT', cookie: cookies.owner, json: { name: 'Baan Late' } });
        expect(edit.status, JSON.stringify(edit.body)).toBe(503);
        await stack.waitFor('Strapi to apply the held edit', async () => ((await stack.strapiApi('GET', `/api/villas/${villaId}`)).body?.data?.name === 'Baan Late' ? true : undefined), 60_000);
        expect(readsSinceEdit).toBeGreaterThanOrEqual(2);
        await stack.waitFor('the public villa to show the late edit', async () => ((await publicName(villaId)) === 'Baan Late' ? true : undefined), 90_000);
      } finally {
        proxy.rule = undefined;
        proxy.answered = undefined;
        release();
      }
    });
  }, 180_000);

  for (const fault of ['hang', 502] as const) {
    it(`when the CMS creates a villa but reading it back ${fault === 'hang' ? 'times out' : 'answers 502'}, then 201 with its id and what was sent, and the villa reaches the projection once the CMS answers`, async () => {
      const name = `Baan Created ${fault}`;
      await withoutCmsEvents(async () => {
        proxy.rule = (method, url) => (method === 'GET' && url.startsWith('/api/sync/villas/') ? fault : 'pass');
        let created;
        try {
          created = await answered('/api/admin/villas', {
            method: 'POST',
            cookie: cookies.owner,
            json: { name, description: 'Written, not read back', villaType: 'Villa', areas: ['Lamai'], amenities: [], price: 2500, guests: 2, bedrooms: 1, bathrooms: 1, isActive: true },
          });
        } finally {
          proxy.rule = undefined;
        }
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const id = created.body.data.id as string;
        expect(created.body.data).toMatchObject({ id, name, areas: ['Lamai'], price: 2500, guests: 2, isActive: true });
        expect((await stack.strapiApi('GET', `/api/villas/${id}`)).body?.data?.name).toBe(name);
        const listed = await stack.waitFor(
          'the new villa in the back office',
          async () => {
            const villa = await app.request(`/api/admin/villas/${id}`, { cookie: cookies.owner });
            return villa.status === 200 ? villa : undefined;
          },
          60_000,
        );
        expect(listed.body.data).toMatchObject({ id, name, slug: expect.stringMatching(/.+/) });
      });
    }, 120_000);
  }

  it('when a staff member signs in while the CMS hangs, then the answer is a 503, not a failure', async () => {
    const login = await whileCmsHangs(() => answered('/api/auth/staff/login', { method: 'POST', json: { name: 'hang-admin', password: 'secret-admin-1' } }));
    expect(login.status, JSON.stringify(login.body)).toBe(503);
    expect(login.body.error).toBe('Sign-in did not complete in time. Please try again in a moment.');
    expect(login.headers.get('set-cookie')).toBeNull();
  });

  it('when an admin’s session is due for its re-check while the CMS hangs, then the request goes on (200) and the session is kept', async () => {
    await app
      .knex('sessions')
      .where({ role: 'admin', subject: adminId })
      .update({ checked_at: new Date(Date.now() - 2 * 3_600_000) });
    const stats = await whileCmsHangs(() => answered('/api/admin/stats', { cookie: cookies.admin }));
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    // Once the CMS answers, the check completes (the account is fine) and the session lives on.
    await stack.waitFor(
      'the re-check to complete',
      async () => {
        const row = await app.knex('sessions').where({ role: 'admin', subject: adminId }).first('checked_at', 'revoked_at');
        return row && row.revoked_at === null && Date.now() - new Date(row.checked_at).getTime() < 3_600_000 ? row : undefined;
      },
      60_000,
    );
    expect((await answered('/api/admin/stats', { cookie: cookies.admin })).status).toBe(200);
  });

  it('when an image is asked for while the CMS hangs, then after the read timeout a 503 JSON problem saying the content service did not answer in time, not a wait', async () => {
    const image = await whileCmsHangs(() => answered('/uploads/photo.png'));
    expect(image.status, JSON.stringify(image.body)).toBe(503);
    expect(image.headers.get('content-type')).toMatch(/^application\/json/);
    expect(image.body).toEqual({
      error: 'Images and other files cannot be shown right now: the content service did not answer in time. Please try again shortly.',
      code: 'upstream.uploadsUnavailable',
    });
    expect(image.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
