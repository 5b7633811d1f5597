import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every response carries the browser-facing security headers; answers about a signed-in caller
 * are never stored by a cache, while a public route's own cache header is kept.
 */
let app: TestApp;
let production: TestApp;
let withStripe: TestApp;

/** The policy's directives, in order. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/** A policy's directives: whether `;` or `; ` separates them is the library's choice. */
function directivesOf(policy: string | null): string[] | undefined {
  return policy?.split(';').map((directive) => directive.trim());
}

beforeAll(async () => {
  app = await createTestApp();
  production = await createTestApp({
    env: {
      NODE_ENV: 'production',
      ENABLE_DEV_TOOLS: 'false',
      PUBLIC_URL: 'https://islandstay.example',
      CMS_PUBLIC_URL: 'https://media.islandstay.example/uploads',
      SESSION_SECRET: 'production-session-secret-for-this-test-0123456789',
      OTP_SECRET: 'production-otp-secret-for-this-test-0123456789abc',
      TM30_ENCRYPTION_KEY: 'ab'.repeat(32),
      CMS_EVENTS_SECRET: 'production-cms-events-secret-for-this-test-01234',
      CMS_SERVICE_TOKEN: 'production-cms-service-token-for-this-test-01234',
      SEED_ON_EMPTY: 'false',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '9',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC-test',
      TWILIO_AUTH_TOKEN: 'twilio-test-token',
      TWILIO_FROM: '+15550000000',
      TWILIO_API_BASE: 'http://127.0.0.1:9',
    },
  });
  // Card payments configured; Stripe itself is a closed local port (nothing here reaches it).
  withStripe = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_islandstay', STRIPE_PUBLISHABLE_KEY: 'pk_test_islandstay', STRIPE_WEBHOOK_SECRET: 'whsec_islandstay', STRIPE_API_BASE: 'http://127.0.0.1:9' },
  });
});

afterAll(async () => {
  await app?.close();
  await production?.close();
  await withStripe?.close();
});

function expectSecurityHeaders(headers: Headers) {
  expect(directivesOf(headers.get('content-security-policy'))).toEqual(CSP);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
}

describe('security headers', () => {
  it('puts the CSP and the other security headers on public answers, errors and refusals alike', async () => {
    const villas = await app.request('/api/villas');
    expect(villas.status).toBe(200);
    expectSecurityHeaders(villas.headers);
    expect(villas.headers.get('cache-control')).toBeNull();

    const missing = await app.request('/api/nothing-here');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);

    const noCsrf = await app.request('/api/contacts', { method: 'POST', csrf: false, json: {} });
    expect(noCsrf.status).toBe(403);
    expectSecurityHeaders(noCsrf.headers);

    const badUpload = await app.request('/uploads/../secret');
    expectSecurityHeaders(badUpload.headers);
  });

  it('lets only the site read its answers as subresources, except the media under /uploads, which a CDN may serve on', async () => {
    const villas = await app.request('/api/villas');
    expect(villas.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(villas.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');

    // No CMS listens in this test: the answer is the proxy's 503, with the media's policy all the same.
    const media = await app.request('/uploads/pool_1a2b.jpg');
    expect(media.status).toBe(503);
    expect(media.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expectSecurityHeaders(media.headers);
  });

  it('keeps /api/docs working: it is a JSON document, so the strict policy costs it nothing', async () => {
    const docs = await app.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toMatch(/^application\/json/);
    expect(docs.body.openapi).toBe('3.1.0');
    expectSecurityHeaders(docs.headers);
  });

  it('sends no HSTS outside production, and HSTS plus the media origin in img-src in production behind TLS', async () => {
    expect((await app.request('/api/villas')).headers.get('strict-transport-security')).toBeNull();

    const secure = await production.request('/api/villas');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(secure.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://media.islandstay.example;");
    expect(secure.headers.get('x-frame-options')).toBe('DENY');
  });

  it('names no outside origin for scripts, calls or frames while Stripe is not configured', async () => {
    const policy = (await app.request('/api/villas')).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('stripe.com');
    expect(directivesOf(policy)?.some((directive) => directive.startsWith('frame-src'))).toBe(false);
  });

  it("with Stripe configured, lets the storefront load Stripe.js, call Stripe's API and show its frames, and changes nothing else", async () => {
    for (const path of ['/api/villas', '/api/nothing-here', '/booking-confirmation/3f1c9a52-7a1e-4b7e-9f7e-2d6c1b0a9e11']) {
      const res = await withStripe.request(path);
      expect(directivesOf(res.headers.get('content-security-policy'))).toEqual([
        "default-src 'self'",
        "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' https://api.stripe.com",
        "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('marks every answer of the private areas no-store, signed in or not', async () => {
    const session = await app.request('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');

    expect((await app.request('/api/admin/stats')).headers.get('cache-control')).toBe('no-store');
    const admin = await app.sessionCookie('admin', 'admin-1');
    const stats = await app.request('/api/admin/stats', { cookie: admin });
    expect(stats.status).toBe(200);
    expect(stats.headers.get('cache-control')).toBe('no-store');

    const customer = await app.signInCustomer();
    const bookings = await app.request('/api/customer/bookings', { cookie: customer.cookie });
    expect(bookings.status).toBe(200);
    expect(bookings.headers.get('cache-control')).toBe('no-store');
  });

  it('marks a public route no-store when a valid session comes with it, but not for a forged cookie', async () => {
    const customer = await app.signInCustomer();
    const signedIn = await app.request('/api/villas', { cookie: customer.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');

    const forged = await app.request('/api/villas', { cookie: 'islandstay_session=made-up; islandstay_session.sig=made-up' });
    expect(forged.headers.get('cache-control')).toBeNull();
  });

  it('keeps a cache header a route chose for public data, even for a signed-in caller', async () => {
    const [image] = await app
      .knex('customer_images')
      .insert({ content_type: 'image/png', data: Buffer.from([1, 2, 3]) })
      .returning('id');
    const customer = await app.signInCustomer();
    const res = await app.request(`/api/customer/images/${(image as { id: string }).id}`, { cookie: customer.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    expectSecurityHeaders(res.headers);
  });
});
