import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwilioSmsProvider } from '../src/modules/customers/sms-provider.ts';
import { solidPng } from './helpers/png.ts';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

/** A clock the tests move by hand. */
function movableClock(start = TEST_NOW) {
  let now = start.getTime();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

let app: TestApp;
const time = movableClock();
let phoneSeq = 100;

/** A fresh Thai number per test, typed the way a guest would (leading 0). */
function nextPhone(): { countryCode: string; phone: string; e164: string } {
  phoneSeq += 1;
  const national = `81${String(phoneSeq).padStart(7, '0')}`;
  return { countryCode: '+66', phone: `0${national}`, e164: `+66${national}` };
}

async function lastCode(e164: string): Promise<string> {
  const res = await app.request(`/api/dev/outbox?phone=${encodeURIComponent(e164)}`);
  const body = res.body.messages[0]?.body as string;
  return /\d{6}/.exec(body)?.[0] ?? '';
}

async function send(p: { countryCode: string; phone: string }, ip = '10.0.0.1') {
  return app.request('/api/send-otp', { method: 'POST', json: { countryCode: p.countryCode, phone: p.phone }, headers: { 'x-forwarded-for': ip } });
}

async function verify(p: { countryCode: string; phone: string }, otp: string) {
  return app.request('/api/verify-otp', { method: 'POST', json: { countryCode: p.countryCode, phone: p.phone, otp } });
}

beforeAll(async () => {
  // Every request here comes from 127.0.0.1: the per-IP limit has its own test.
  app = await createTestApp({ clock: time.clock, env: { RATE_LIMIT_OTP_PER_IP_HOUR: '1000' } });
});
afterAll(async () => {
  await app.close();
});

describe('send-otp', () => {
  it('answers known and unknown phones identically, never with the code', async () => {
    const known = nextPhone();
    await app.knex('customers').insert({ phone: known.e164, country_code: '66', first_name: 'Known', last_name: 'Guest', email: 'k@example.com' });
    const unknown = nextPhone();
    const a = await send(known);
    const b = await send(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).not.toHaveProperty('customerExists');
    const code = await lastCode(known.e164);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(a.body)).not.toContain(code);
  });

  it('stores only an HMAC of the code', async () => {
    const p = nextPhone();
    await send(p);
    const code = await lastCode(p.e164);
    const row = await app.knex('otp_challenges').where({ phone: p.e164 }).first();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.code_hmac).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a national number of other than 9 or 10 digits', async () => {
    for (const phone of ['12345678', '12345678901', '08x2345678']) {
      const res = await send({ countryCode: '66', phone });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: 'phone', message: 'Please enter a valid phone number (9 or 10 digits)', code: 'phone.invalid' }]);
    }
  });

  it("refuses a country code outside the spec's list, naming countryCode, and texts nothing", async () => {
    for (const countryCode of ['+7', '86', '+351']) {
      const res = await send({ countryCode, phone: '0812345678' });
      expect(res.status, countryCode).toBe(400);
      expect(res.body.details).toEqual([{ path: 'countryCode', message: 'countryCode must be one of +1, +44, +91, +972, +66, +61, +81, +49, +33', code: 'phone.countryCodeInvalid' }]);
    }
    expect(await app.knex('otp_challenges').whereIn('phone', ['+7812345678', '+86812345678', '+351812345678']).count({ n: '*' }).first()).toEqual({ n: 0 });
    const verifying = await verify({ countryCode: '+7', phone: '0812345678' }, '123456');
    expect(verifying.status).toBe(400);
    expect(verifying.body.details[0].path).toBe('countryCode');
    // Every listed code, with or without "+", is accepted.
    for (const countryCode of ['+1', '44', '+91', '972', '+61', '81', '+49', '33']) {
      expect((await send({ countryCode, phone: '0812345678' })).status, countryCode).toBe(200);
    }
  });

  it('allows a resend only after 30 seconds', async () => {
    const p = nextPhone();
    expect((await send(p)).status).toBe(200);
    const early = await send(p);
    expect(early.status).toBe(429);
    expect(early.body.retryAfterSeconds).toBe(30);
    time.advance(30_000);
    expect((await send(p)).status).toBe(200);
  });

  it('sends 5 codes to one phone at once, then refuses more until the slow lane lets one through', async () => {
    const p = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(p)).status).toBe(200);
      time.advance(31_000);
    }
    const sixth = await send(p);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toContain('Too many codes');
    time.advance(3_600_000);
    expect((await send(p)).status).toBe(200);
  });

  it('when 5 codes for one phone are asked from 5 addresses, then its owner is told by Retry-After to wait at most 2 minutes, gets a code after that wait, and 5 wrong codes still kill it', async () => {
    const proxied = await createTestApp({ clock: time.clock, env: { TRUST_PROXY: 'true' } });
    try {
      const p = nextPhone();
      const sendFrom = (ip: string) => proxied.request('/api/send-otp', { method: 'POST', json: { countryCode: p.countryCode, phone: p.phone }, headers: { 'x-forwarded-for': ip } });
      const verifyAt = (otp: string) => proxied.request('/api/verify-otp', { method: 'POST', json: { countryCode: p.countryCode, phone: p.phone, otp } });
      const codeSent = async () => /\d{6}/.exec((await proxied.request(`/api/dev/outbox?phone=${encodeURIComponent(p.e164)}`)).body.messages[0]?.body ?? '')?.[0] ?? '';
      for (let i = 0; i < 5; i++) {
        expect((await sendFrom(`203.0.113.${20 + i}`)).status).toBe(200);
        time.advance(31_000);
      }

      const owner = '198.51.100.5';
      const refused = await sendFrom(owner);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toContain('Too many codes');
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(120);
      expect(refused.body.retryAfterSeconds).toBe(wait);

      time.advance((wait - 1) * 1000);
      const early = await sendFrom(owner);
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe('1');
      time.advance(1000);
      expect((await sendFrom(owner)).status).toBe(200);
      const code = await codeSent();
      expect(code).toMatch(/^\d{6}$/);

      // The wrong-code rule holds in the slow lane: 5 wrong tries kill the code.
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) expect((await verifyAt(wrong)).status).toBe(400);
      const killed = await verifyAt(code);
      expect(killed.status).toBe(400);
      expect(killed.body.error).toBe('Too many wrong attempts. Please request a new code.');

      // The next slow-lane code, 2 minutes on, signs the owner in.
      expect((await sendFrom(owner)).status).toBe(429);
      time.advance(120_000);
      expect((await sendFrom(owner)).status).toBe(200);
      expect((await verifyAt(await codeSent())).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('limits codes per IP address', async () => {
    const limited = await createTestApp({ clock: time.clock, env: { RATE_LIMIT_OTP_PER_IP_HOUR: '3', TRUST_PROXY: 'true' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request('/api/send-otp', { method: 'POST', json: { countryCode: '66', phone: `08200000${10 + i}` }, headers: { 'x-forwarded-for': '203.0.113.9' } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const otherIp = await limited.request('/api/send-otp', { method: 'POST', json: { countryCode: '66', phone: '0820000099' }, headers: { 'x-forwarded-for': '203.0.113.10' } });
      expect(otherIp.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('verify-otp', () => {
  it('signs in with the right code, creates the customer once, and sets a safe cookie', async () => {
    const p = nextPhone();
    await send(p);
    const res = await verify(p, await lastCode(p.e164));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isVerified: true, customerExists: false, contact: { phone: p.e164, profileComplete: false } });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('islandstay_session='));
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).toMatch(/path=\//i);
    const expires = new Date(/expires=([^;]+)/i.exec(setCookie ?? '')?.[1] ?? 0).getTime();
    expect(Math.round((expires - time.clock().getTime()) / 86_400_000)).toBe(30);
    expect(await app.knex('customers').where({ phone: p.e164 }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it('refuses a replayed code', async () => {
    const p = nextPhone();
    await send(p);
    const code = await lastCode(p.e164);
    expect((await verify(p, code)).status).toBe(200);
    const replay = await verify(p, code);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('Invalid OTP');
  });

  it('refuses the right code after 5 wrong ones (brute force)', async () => {
    const p = nextPhone();
    await send(p);
    const code = await lastCode(p.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify(p, wrong)).body.error);
    expect(messages).toEqual(['Invalid OTP', 'Invalid OTP', 'Invalid OTP', 'Invalid OTP', 'Too many wrong attempts. Please request a new code.']);
    const sixth = await verify(p, code);
    expect(sixth.status).toBe(400);
    expect(sixth.body.error).toBe('Too many wrong attempts. Please request a new code.');
  });

  it('refuses a code after 10 minutes', async () => {
    const p = nextPhone();
    await send(p);
    const code = await lastCode(p.e164);
    time.advance(10 * 60_000 + 1);
    const res = await verify(p, code);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This code has expired. Please request a new one.');
  });

  it('refuses an older code once a new one was sent', async () => {
    const p = nextPhone();
    await send(p);
    const first = await lastCode(p.e164);
    time.advance(31_000);
    await send(p);
    const second = await lastCode(p.e164);
    if (first !== second) expect((await verify(p, first)).status).toBe(400);
    expect((await verify(p, second)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('reports who is signed in, and logout revokes the session', async () => {
    const guest = await app.signInCustomer({ firstName: 'Mali' });
    const session = await app.request('/api/auth/session', { cookie: guest.cookie });
    expect(session.body).toMatchObject({ authenticated: true, role: 'customer', customer: { firstName: 'Mali', phone: guest.phone } });
    const logout = await app.request('/api/auth/logout', { method: 'POST', cookie: guest.cookie });
    expect(logout.status).toBe(200);
    expect((await app.request('/api/auth/session', { cookie: guest.cookie })).body).toEqual({ authenticated: false, role: null });
    expect((await app.request('/api/customer/profile', { cookie: guest.cookie })).status).toBe(401);
  });

  it('ignores a cookie whose signature does not match', async () => {
    const guest = await app.signInCustomer();
    const forged = guest.cookie.replace(/islandstay_session.sig=[^;]+/, 'islandstay_session.sig=forged');
    expect((await app.request('/api/auth/session', { cookie: forged })).body.authenticated).toBe(false);
  });

  it('refuses state-changing requests without the CSRF header', async () => {
    const guest = await app.signInCustomer();
    const res = await app.request('/api/create-customer', { method: 'POST', csrf: false, cookie: guest.cookie, json: { firstName: 'A', lastName: 'B', email: 'a@example.com' } });
    expect(res.status).toBe(403);
  });
});

describe('profile', () => {
  it('completes the profile, requiring first name, last name and email', async () => {
    const guest = await app.signInCustomer();
    await app.knex('customers').where({ id: guest.id }).update({ first_name: null, last_name: null, email: null });
    const missing = await app.request('/api/create-customer', { method: 'POST', cookie: guest.cookie, json: { firstName: 'Ann' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please enter first name, last name and email');
    expect(missing.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'lastName']);
    const ok = await app.request('/api/create-customer', { method: 'POST', cookie: guest.cookie, json: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', message: 'Loves the sea' } });
    expect(ok.body.data).toMatchObject({ name: 'Ann Lee', bio: 'Loves the sea', profileComplete: true });
    expect((await app.request('/api/create-customer', { method: 'POST', json: { firstName: 'A', lastName: 'B', email: 'a@example.com' } })).status).toBe(401);
  });

  it('updates the profile with an image sent as multipart, and serves the image', async () => {
    const guest = await app.signInCustomer();
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = new FormData();
    form.set('firstName', 'Pim');
    form.set('lastName', 'Chai');
    form.set('email', 'pim@example.com');
    form.set('bio', 'Diver');
    form.set('profileImage', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await app.request('/api/customer/profile', { method: 'PUT', cookie: guest.cookie, body: form });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    const image = await fetch(app.url + res.body.data.profileImage);
    expect(image.headers.get('content-type')).toBe('image/png');
    const blank = await app.request('/api/customer/profile', { method: 'PUT', cookie: guest.cookie, json: { firstName: '', lastName: 'Chai', email: 'pim@example.com' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('All fields are required');
    const notImage = new FormData();
    notImage.set('firstName', 'Pim');
    notImage.set('lastName', 'Chai');
    notImage.set('email', 'pim@example.com');
    notImage.set('profileImage', new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'x.png');
    const refused = await app.request('/api/customer/profile', { method: 'PUT', cookie: guest.cookie, body: notImage });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path).toBe('profileImage');
  });

  it('when a customer replaces their profile image, then the old one answers 404 and its bytes are gone; when the customer is deleted, so is their image', async () => {
    const guest = await app.signInCustomer();
    const upload = (rgb: [number, number, number]) => {
      const form = new FormData();
      form.set('firstName', 'Pim');
      form.set('lastName', 'Chai');
      form.set('email', 'pim@example.com');
      form.set('profileImage', new Blob([solidPng(2, 2, rgb)], { type: 'image/png' }), 'me.png');
      return app.request('/api/customer/profile', { method: 'PUT', cookie: guest.cookie, body: form });
    };
    const imageId = (url: string) => url.split('/').pop();
    const first: string = (await upload([200, 10, 10])).body.data.profileImage;
    expect((await app.request(first)).status).toBe(200);

    const second: string = (await upload([10, 200, 10])).body.data.profileImage;
    expect(second).not.toBe(first);
    const old = await app.request(first);
    expect(old.status).toBe(404);
    expect(old.body.error).toBe('Image not found');
    expect(
      await app
        .knex('customer_images')
        .where({ id: imageId(first) })
        .first('id'),
    ).toBeUndefined();
    expect((await app.request(second)).status).toBe(200);

    // Saving the profile without an image keeps the current one.
    const textOnly = await app.request('/api/customer/profile', { method: 'PUT', cookie: guest.cookie, json: { firstName: 'Pim', lastName: 'Chai', email: 'pim@example.com', bio: 'Diver' } });
    expect(textOnly.body.data.profileImage).toBe(second);
    expect((await app.request(second)).status).toBe(200);

    await app.knex('customers').where({ id: guest.id }).delete();
    expect((await app.request(second)).status).toBe(404);
    expect(
      await app
        .knex('customer_images')
        .where({ id: imageId(second) })
        .first('id'),
    ).toBeUndefined();
  });

  it('answers the phone lookup only for the caller', async () => {
    const guest = await app.signInCustomer();
    const other = await app.signInCustomer();
    expect((await app.request(`/api/customer/phone/${guest.phone.slice(1)}`, { cookie: guest.cookie })).status).toBe(200);
    expect((await app.request(`/api/customer/phone/${other.phone.slice(1)}`, { cookie: guest.cookie })).status).toBe(404);
  });

  it('changes the phone only with a code sent to the new phone', async () => {
    const guest = await app.signInCustomer();
    const next = nextPhone();
    expect((await app.request('/api/customer/phone/send-otp', { method: 'POST', cookie: guest.cookie, json: { countryCode: next.countryCode, phone: next.phone } })).status).toBe(200);
    const code = await lastCode(next.e164);
    const wrong = await app.request('/api/customer/phone/verify', {
      method: 'POST',
      cookie: guest.cookie,
      json: { countryCode: next.countryCode, phone: next.phone, otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const ok = await app.request('/api/customer/phone/verify', { method: 'POST', cookie: guest.cookie, json: { countryCode: next.countryCode, phone: next.phone, otp: code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.phone).toBe(next.e164);
    // The login code path cannot be used to take the phone: its codes are for another purpose.
    expect((await verify(next, code)).status).toBe(400);
  });
});

describe('Twilio provider', () => {
  it('posts the message to the Messages API with basic auth, as Twilio expects', async () => {
    const received: { method?: string; url?: string; auth?: string; type?: string; body: string }[] = [];
    const stub = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, auth: req.headers.authorization, type: req.headers['content-type'], body });
        const ok = req.url === '/2010-04-01/Accounts/AC123/Messages.json' && req.headers.authorization === `Basic ${Buffer.from('AC123:secret').toString('base64')}`;
        res.writeHead(ok ? 201 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(ok ? { sid: 'SM1' } : { message: 'bad' }));
      });
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    try {
      const twilio = new TwilioSmsProvider({ accountSid: 'AC123', authToken: 'secret', from: '+15550001111', apiBase: base });
      await twilio.send('+66812345678', 'Your IslandStay code is 123456.');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ method: 'POST', type: 'application/x-www-form-urlencoded' });
      expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({ To: '+66812345678', From: '+15550001111', Body: 'Your IslandStay code is 123456.' });
      const wrongToken = new TwilioSmsProvider({ accountSid: 'AC123', authToken: 'wrong', from: '+15550001111', apiBase: base });
      await expect(wrongToken.send('+66812345678', 'x')).rejects.toThrow(/401/);

      // Through the app: a failing provider is a 502 with the product's message (docs/product.md#sign-in), not a 500.
      const failing = await createTestApp({ sms: wrongToken });
      try {
        const res = await failing.request('/api/send-otp', { method: 'POST', json: { countryCode: '66', phone: '0812345678' } });
        expect(res.status).toBe(502);
        expect(res.body.error).toBe('Failed to send OTP. Please try again.');
      } finally {
        await failing.close();
      }
    } finally {
      stub.close();
    }
  });
});

/** A local stand-in for Twilio's Messages API that keeps every text it is asked to send. */
async function startTwilioStub(): Promise<{ url: string; texts: { to: string; body: string }[]; close(): Promise<void> }> {
  const texts: { to: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      texts.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${texts.length}` }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    texts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('abuse of one phone, counted at the SMS provider', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioStub>>;
  let sms: TestApp;

  beforeAll(async () => {
    twilio = await startTwilioStub();
    sms = await createTestApp({
      clock: time.clock,
      env: { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+15550001111', TWILIO_API_BASE: twilio.url, RATE_LIMIT_OTP_PER_IP_HOUR: '1000' },
    });
  });
  afterAll(async () => {
    await sms?.close();
    await twilio?.close();
  });

  const textsTo = (e164: string) => twilio.texts.filter((t) => t.to === e164);
  const sendTo = (p: { countryCode: string; phone: string }) => sms.request('/api/send-otp', { method: 'POST', json: { countryCode: p.countryCode, phone: p.phone } });

  it('when 100 wrong codes arrive at once for one phone, then only 5 are ever checked: the code is dead after the fifth and the right code no longer signs in', async () => {
    const p = nextPhone();
    expect((await sendTo(p)).status).toBe(200);
    const code = /\d{6}/.exec(textsTo(p.e164)[0]!.body)![0];
    const wrongCodes = Array.from({ length: 100 }, (_, k) => String((Number(code) + k + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrongCodes.map((otp) => sms.request('/api/verify-otp', { method: 'POST', json: { countryCode: p.countryCode, phone: p.phone, otp } })));

    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(400));
    const messages = answers.map((a) => a.body.error);
    expect(messages.filter((m) => m === 'Invalid OTP')).toHaveLength(4);
    expect(messages.filter((m) => m === 'Too many wrong attempts. Please request a new code.')).toHaveLength(96);
    expect(await sms.knex('otp_challenges').where({ phone: p.e164 }).first('attempts')).toEqual({ attempts: 5 });

    const right = await sms.request('/api/verify-otp', { method: 'POST', json: { countryCode: p.countryCode, phone: p.phone, otp: code } });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe('Too many wrong attempts. Please request a new code.');
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it('when one phone asks for a code 50 times at once, then one text is sent and the rest are told to wait', async () => {
    const p = nextPhone();
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendTo(p)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(49);
    expect(textsTo(p.e164)).toHaveLength(1);
  });

  it('when one phone asks for a code 50 times, each after the resend pause, then 5 texts are sent at once and after that at most one each 2 minutes', async () => {
    const p = nextPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      statuses.push((await sendTo(p)).status);
      time.advance(31_000);
    }
    // 50 x 31 s is under 26 minutes, all inside one hour: after the fifth (at 124 s), every fourth try is 124 s after the last text.
    expect(statuses).toEqual(Array.from({ length: 50 }, (_, i) => (i < 5 || (i - 4) % 4 === 0 ? 200 : 429)));
    expect(textsTo(p.e164)).toHaveLength(16);
  });
});

describe('dev outbox', () => {
  it('does not exist without dev tools', async () => {
    const prod = await createTestApp({ env: { ENABLE_DEV_TOOLS: 'false' } });
    try {
      expect((await prod.request('/api/dev/outbox')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
