import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, OutboundRefused, safeFetch } from '../src/lib/safe-fetch.ts';

/** The SSRF guard for user-supplied URLs (villa image URLs, iCal feeds). */
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') res.end('hello');
    else if (req.url === '/big') res.end(Buffer.alloc(5000));
    else if (req.url === '/slow') setTimeout(() => res.end('late'), 2000);
    else if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    else if (req.url === '/to-ok') res.writeHead(301, { location: '/ok' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

const allowed = { maxBytes: 1000, timeoutMs: 500, allowHosts: ['127.0.0.1'] };

describe('safeFetch', () => {
  it('knows private, loopback, link-local and reserved addresses, in IPv4, IPv6 and IPv4-mapped form', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '198.18.0.1',
      '192.0.2.1',
      '2001:db8::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '255.255.255.255',
      '1.2.3',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses other schemes, credentials and private hosts before connecting', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'http://user:pw@example.com/', 'http://10.0.0.1/', 'http://[::1]/', 'http://169.254.169.254/latest', `${base}/ok`]) {
      await expect(safeFetch(url, { maxBytes: 1000, timeoutMs: 500 }), url).rejects.toBeInstanceOf(OutboundRefused);
    }
  });

  it('fetches an allowed host, follows a redirect, and re-checks where a redirect points', async () => {
    expect((await safeFetch(`${base}/ok`, allowed)).body.toString()).toBe('hello');
    expect((await safeFetch(`${base}/to-ok`, allowed)).body.toString()).toBe('hello');
    await expect(safeFetch(`${base}/to-metadata`, allowed)).rejects.toThrow(/not a public address/);
  });

  it('caps size and time', async () => {
    await expect(safeFetch(`${base}/big`, allowed)).rejects.toThrow(/larger than 1000 bytes/);
    await expect(safeFetch(`${base}/slow`, allowed)).rejects.toThrow(/took too long/);
  });
});

/** A port that was just free: connections to it are refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function listening<T extends net.Server>(s: T): Promise<{ server: T; port: number }> {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { server: s, port: (s.address() as AddressInfo).port };
}

/** What a fetch of `url` was refused or failed with (the message a user is shown). */
async function failureOf(url: string, options: Parameters<typeof safeFetch>[1] = allowed): Promise<string> {
  try {
    await safeFetch(url, options);
  } catch (err) {
    expect(err).toBeInstanceOf(OutboundRefused);
    return (err as Error).message;
  }
  throw new Error(`${url} was fetched`);
}

describe('safeFetch and IPv6 addresses that carry an IPv4 address', () => {
  /** Ranges no fetch of a user's URL may reach (loopback, private, link-local, CGNAT, reserved...). */
  const NOT_PUBLIC_V4 = [
    '0.0.0.0/8',
    '10.0.0.0/8',
    '100.64.0.0/10',
    '127.0.0.0/8',
    '169.254.0.0/16',
    '172.16.0.0/12',
    '192.0.0.0/24',
    '192.0.2.0/24',
    '192.168.0.0/16',
    '198.18.0.0/15',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '224.0.0.0/4',
    '240.0.0.0/4',
  ];
  const toInt = (dotted: string) => dotted.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  const dotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
  const hex = (n: number) => n.toString(16);
  const notPublicV4 = fc.constantFrom(...NOT_PUBLIC_V4).chain((cidr) => {
    const [base, bits] = cidr.split('/') as [string, string];
    return fc.integer({ min: 0, max: 2 ** (32 - Number(bits)) - 1 }).map((offset) => toInt(base) + offset);
  });
  const word = fc.integer({ min: 0, max: 0xffff });

  /** Every standard way of writing an IPv4 address `n` into an IPv6 one; `w` are free bits. */
  const FORMS: Record<string, (n: number, w: number[]) => string> = {
    'IPv4-compatible, dotted (::a.b.c.d)': (n) => `::${dotted(n)}`,
    'IPv4-compatible, hex (::7f00:1)': (n) => `::${hex(n >>> 16)}:${hex(n & 0xffff)}`,
    'IPv4-mapped, dotted (::ffff:a.b.c.d)': (n) => `::ffff:${dotted(n)}`,
    'IPv4-mapped, hex (::ffff:7f00:1)': (n) => `::ffff:${hex(n >>> 16)}:${hex(n & 0xffff)}`,
    'IPv4-translated (::ffff:0:a.b.c.d)': (n) => `::ffff:0:${dotted(n)}`,
    'NAT64 well-known prefix (64:ff9b::/96)': (n) => `64:ff9b::${dotted(n)}`,
    'NAT64 local-use prefix (64:ff9b:1::/48)': (n, w) => `64:ff9b:1:${hex(n >>> 16)}:${hex((n >>> 8) & 255)}:${hex((n & 255) << 8)}:${hex(w[0]!)}:${hex(w[1]!)}`,
    '6to4 (2002::/16)': (n, w) => `2002:${hex(n >>> 16)}:${hex(n & 0xffff)}:${hex(w[0]!)}::${hex(w[1]!)}`,
    'Teredo server (2001::/32)': (n, w) => `2001:0:${hex(n >>> 16)}:${hex(n & 0xffff)}:${hex(w[0]!)}:${hex(w[1]!)}:${hex(w[2]!)}:${hex(w[3]!)}`,
    'Teredo client, obfuscated (2001::/32)': (n, w) => `2001:0:${hex(w[0]!)}:${hex(w[1]!)}:0:${hex(w[2]!)}:${hex((~n >>> 16) & 0xffff)}:${hex(~n & 0xffff)}`,
    'ISATAP interface id under a public prefix': (n, w) => `2606:4700:${hex(w[0]!)}:${hex(w[1]!)}:${w[2]! % 2 ? '200' : '0'}:5efe:${dotted(n)}`,
  };

  /** The host as the URL parser writes it (the form the guard really sees: `[::127.0.0.1]` becomes `[::7f00:1]`). */
  const urlHost = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);

  it('when a URL names [::127.0.0.1] (an IPv4-compatible loopback), then it is refused as not public before any connection', async () => {
    expect(urlHost('::127.0.0.1')).toBe('::7f00:1');
    expect(isPublicAddress('::7f00:1')).toBe(false);
    for (const url of ['http://[::127.0.0.1]/', 'http://[::7f00:1]/', 'http://[::a00:1]/', 'http://[::ffff:0:7f00:1]/', 'http://[64:ff9b:1::7f00:1]/']) {
      expect(await failureOf(url, { maxBytes: 1000, timeoutMs: 500 }), url).toMatch(/^the host \S+ is not a public address$/);
    }
  });

  it('for any loopback, private or reserved IPv4 address, in any form an IPv6 address can carry it, then the address is not public and a fetch is refused before connecting', async () => {
    await fc.assert(
      fc.asyncProperty(notPublicV4, fc.constantFrom(...Object.keys(FORMS)), fc.array(word, { minLength: 4, maxLength: 4 }), async (n, form, w) => {
        expect(isPublicAddress(dotted(n)), dotted(n)).toBe(false);
        const address = FORMS[form]!(n, w);
        expect(isPublicAddress(address), `${form}: ${address}`).toBe(false);
        expect(isPublicAddress(urlHost(address)), `${form}: ${urlHost(address)}`).toBe(false);
        expect(await failureOf(`http://[${address}]/`, { maxBytes: 1000, timeoutMs: 500 }), `${form}: ${address}`).toMatch(/is not a public address$/);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps ordinary public IPv6 and the IPv4-mapped form of a public IPv4 address public', () => {
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '::ffff:808:808', urlHost('::ffff:1.1.1.1')]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    // The deprecated and the translating forms are refused whatever they carry.
    for (const address of ['::8.8.8.8', '::808:808', '::ffff:0:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::1', '2001:0:808:808::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('safeFetch failures in words', () => {
  const servers: net.Server[] = [];
  afterAll(() => {
    for (const s of servers) s.close();
  });

  it('when nothing listens at the address, then "could not connect to <host>: connection refused", not the raw connect error', async () => {
    const port = await closedPort();
    const message = await failureOf(`http://127.0.0.1:${port}/feed.ics`);
    expect(message).toBe(`could not connect to 127.0.0.1:${port}: connection refused`);
    expect(message).not.toMatch(/ECONNREFUSED/);
  });

  it('when the server drops the connection without answering, then it says the connection was closed before an answer', async () => {
    const { server, port } = await listening(net.createServer((socket) => socket.once('data', () => socket.destroy())));
    servers.push(server);
    expect(await failureOf(`http://127.0.0.1:${port}/feed.ics`)).toBe(`the connection to 127.0.0.1:${port} was closed before it answered`);
  });

  it('when the server’s certificate is not trusted, then it says so; when it does not speak TLS, then the secure connection failed', async () => {
    const fixtures = new URL('./fixtures/tls/', import.meta.url);
    const tls = await listening(
      https.createServer({ cert: fs.readFileSync(new URL('self-signed.crt', fixtures)), key: fs.readFileSync(new URL('self-signed.key', fixtures)) }, (_req, res) => res.end('hello')),
    );
    servers.push(tls.server);
    expect(await failureOf(`https://127.0.0.1:${tls.port}/`)).toBe(`the secure connection to 127.0.0.1:${tls.port} failed: its certificate is not trusted`);

    const plain = await listening(http.createServer((_req, res) => res.end('hello')));
    servers.push(plain.server);
    expect(await failureOf(`https://127.0.0.1:${plain.port}/`)).toBe(`the secure connection to 127.0.0.1:${plain.port} failed`);
  });

  it('when the host name does not resolve, then it says so by name', async () => {
    expect(await failureOf('http://no-such-host.invalid/feed.ics')).toBe('the host no-such-host.invalid could not be resolved');
  });
});
