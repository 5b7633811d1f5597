import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '198.18.0.1', '192.0.2.1', '2001:db8::1', '64:ff9b::a00:1', '2002:a00:1::1', '255.255.255.255', '1.2.3']) {
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
