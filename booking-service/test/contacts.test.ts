import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW, type TestApp } from './helpers/test-app.ts';

const SENT = "Thank you! Your message has been sent successfully. We'll get back to you soon.";

let app: TestApp;

// Every request of this file comes from 127.0.0.1: a high limit keeps the per-IP limit out of
// the way here; its own app below tests it.
beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMIT_CONTACT_PER_IP_HOUR: '1000' } });
});
afterAll(async () => {
  await app.close();
});

function contactForm(extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Nok',
    lastName: 'Srisuk',
    email: 'nok@example.com',
    subject: 'Booking Question',
    message: 'Is the pool heated?\nThanks!',
    ...extra,
  };
}

async function messagesFrom(email: string) {
  return app.knex('contact_messages').where({ email }).select('*');
}

describe('POST /api/contacts', () => {
  it('when the form is complete, then 201 with the thank-you message and the message is stored as new', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ email: 'complete@example.com', phone: '0812345678', countryCode: '+66' }) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: SENT });
    const [row] = await messagesFrom('complete@example.com');
    expect(row).toMatchObject({
      first_name: 'Nok',
      last_name: 'Srisuk',
      subject: 'Booking Question',
      message: 'Is the pool heated?\nThanks!',
      phone: '0812345678',
      country_code: '+66',
      status: 'new',
    });
    expect(row.created_at.toISOString()).toBe(TEST_NOW.toISOString());
    expect(row.updated_at.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('when phone and country code are left out or empty, then the message is stored without them', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ email: 'nophone@example.com', phone: '', countryCode: '' }) });
    expect(res.status).toBe(201);
    const [row] = await messagesFrom('nophone@example.com');
    expect(row).toMatchObject({ phone: null, country_code: null });
  });

  it('when every subject of the form is used, then each is accepted', async () => {
    const subjects = ['General Inquiry', 'Booking Question', 'Villa Information', 'Cancellation/Modification', 'Technical Support', 'Feedback', 'Other'];
    for (const subject of subjects) {
      const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ subject, email: 'subjects@example.com' }) });
      expect(res.status, subject).toBe(201);
    }
    expect((await messagesFrom('subjects@example.com')).map((m) => m.subject).sort()).toEqual([...subjects].sort());
  });

  it('when the storefront newsletter form posts an address with subject Newsletter, then it is stored as a contact message', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ subject: 'Newsletter', email: 'newsletter@example.com' }) });
    expect(res.status).toBe(201);
    expect((await messagesFrom('newsletter@example.com')).map((m) => m.subject)).toEqual(['Newsletter']);
  });

  it('when the required fields are missing, then 400 "Please fill in all required fields" with details naming each field', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: { phone: '0812345678' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please fill in all required fields');
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'subject']);
  });

  it('when required fields are blank, then the same 400 names them and nothing is stored', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ firstName: '   ', message: '', email: 'blank@example.com' }) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please fill in all required fields');
    expect(res.body.details).toEqual([
      { path: 'firstName', message: 'firstName is required', code: 'validation.required' },
      { path: 'message', message: 'message is required', code: 'validation.required' },
    ]);
    expect(await messagesFrom('blank@example.com')).toEqual([]);
  });

  it('when the email is not an email, then 400 names email', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ email: 'not-an-email' }) });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'email', message: 'email must be a valid email address', code: 'validation.invalidFormat', params: { format: 'email' } }]);
  });

  it('when the subject is not one of the form options, then 400 names subject', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ subject: 'Complaint' }) });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['subject']);
  });

  it('when the phone has other characters than digits or more than 10 digits, then 400 names phone', async () => {
    for (const phone of ['081-234-5678', '08123456789', '+66812345678']) {
      const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ phone }) });
      expect(res.status, phone).toBe(400);
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(['phone']);
    }
  });

  it("when the country code is not one of the form's list, then 400 names countryCode and nothing is stored", async () => {
    for (const countryCode of ['+7', '86', '+0066']) {
      const res = await app.request('/api/contacts', { method: 'POST', json: contactForm({ email: 'far@example.com', phone: '0812345678', countryCode }) });
      expect(res.status, countryCode).toBe(400);
      expect(res.body.details).toEqual([{ path: 'countryCode', message: 'countryCode must be one of +1, +44, +91, +972, +66, +61, +81, +49, +33', code: 'phone.countryCodeInvalid' }]);
    }
    expect(await messagesFrom('far@example.com')).toEqual([]);
    for (const countryCode of ['+44', '972', '+1']) {
      expect((await app.request('/api/contacts', { method: 'POST', json: contactForm({ email: 'near@example.com', phone: '0812345678', countryCode }) })).status, countryCode).toBe(201);
    }
  });

  it('when the CSRF header is missing, then 403 and nothing is stored', async () => {
    const res = await app.request('/api/contacts', { method: 'POST', csrf: false, json: contactForm({ email: 'csrf@example.com' }) });
    expect(res.status).toBe(403);
    expect(await messagesFrom('csrf@example.com')).toEqual([]);
  });

  it('when the path is spelled in another case to slip past the CSRF check, then no route answers it and nothing is stored', async () => {
    for (const path of ['/API/contacts', '/Api/Contacts']) {
      const res = await app.request(path, { method: 'POST', csrf: false, json: contactForm({ email: 'csrf-case@example.com' }) });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    expect(await messagesFrom('csrf-case@example.com')).toEqual([]);
  });
});

describe('contact form rate limit', () => {
  it('when one IP sends a 6th message within an hour, then 429; other IPs and the next hour are not limited', async () => {
    let now = TEST_NOW;
    const limited = await createTestApp({ clock: () => now, env: { RATE_LIMIT_CONTACT_PER_IP_HOUR: '5', TRUST_PROXY: 'true' } });
    try {
      const send = (ip: string, extra: Record<string, unknown> = {}) => limited.request('/api/contacts', { method: 'POST', headers: { 'X-Forwarded-For': ip }, json: contactForm(extra) });

      // A form refused for its fields does not use up the limit.
      expect((await send('203.0.113.7', { subject: 'nope' })).status).toBe(400);
      for (let i = 0; i < 5; i += 1) {
        now = new Date(TEST_NOW.getTime() + i * 60_000);
        expect((await send('203.0.113.7')).status).toBe(201);
      }
      const sixth = await send('203.0.113.7');
      expect(sixth.status).toBe(429);
      expect(sixth.body.error).toMatch(/try again later/);
      expect(sixth.body.retryAfterSeconds).toBeGreaterThan(0);
      expect(await limited.knex('contact_messages').count({ n: '*' }).first()).toEqual({ n: 5 });

      expect((await send('198.51.100.9')).status).toBe(201);

      // An hour after the first message, one more fits.
      now = new Date(TEST_NOW.getTime() + 3_600_000 + 1000);
      expect((await send('203.0.113.7')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
