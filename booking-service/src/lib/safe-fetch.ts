import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from './app-error.ts';

/**
 * Fetches a URL a user gave us (villa image URLs, iCal feeds) without letting it reach our own
 * network (ARCHITECTURE section 6): http(s) only; the host is resolved once and every address
 * must be public (no private, loopback, link-local, CGNAT, multicast or reserved ranges, in IPv4,
 * IPv6 or IPv4-mapped form); the connection goes to that vetted address (no second lookup an
 * attacker could change); redirects are followed by hand, each one checked the same way; size and
 * time are capped. Hosts in `allowHosts` skip the address check (tests, a known internal feed).
 */
export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  headers?: Record<string, string>;
  allowHosts?: readonly string[];
}

export interface SafeFetchResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  url: string;
}

export class OutboundRefused extends Error {}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
}

export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) {
    const ip = v4ToInt(address);
    return !V4_BLOCKED.some(([base, bits]) => (ip >>> (32 - bits)) === (v4ToInt(base) >>> (32 - bits)));
  }
  if (!net.isIPv6(address)) return false;
  const lower = address.toLowerCase();
  const mapped = lower.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return isPublicAddress(mapped[1]!);
  if (lower === '::' || lower === '::1') return false;
  const first = parseInt(lower.split(':')[0] || '0', 16);
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (lower.startsWith('64:ff9b:') || lower.startsWith('2001:db8:')) return false; // NAT64, documentation
  return true;
}

async function vettedAddress(url: URL, allowHosts: readonly string[]): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused('only http and https URLs are allowed');
  if (url.username || url.password) throw new OutboundRefused('URLs with credentials are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = allowHosts.includes(host.toLowerCase());
  let addresses: { address: string; family: number }[];
  try {
    addresses = net.isIP(host) ? [{ address: host, family: net.isIPv6(host) ? 6 : 4 }] : await dns.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new OutboundRefused(`the host ${host} could not be resolved`);
  }
  if (addresses.length === 0) throw new OutboundRefused(`the host ${host} could not be resolved`);
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) throw new OutboundRefused(`the host ${host} is not a public address`);
  return addresses[0]!;
}

function requestOnce(url: URL, target: { address: string; family: number }, options: SafeFetchOptions, deadline: number): Promise<SafeFetchResponse> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': 'IslandStay/1.0', ...options.headers },
        // Connect to the address that was checked, whatever DNS says a moment later.
        lookup: ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          if (opts?.all) callback(null, [target]);
          else callback(null, target.address, target.family);
        }) as never,
        timeout: Math.max(1, deadline - Date.now()),
      },
      (response) => {
        const tooBig = () => {
          const err = new OutboundRefused(`the response is larger than ${options.maxBytes} bytes`);
          reject(err);
          request.destroy(err);
        };
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) return tooBig();
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) return tooBig();
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), url: url.toString() }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new OutboundRefused('the remote server took too long')), Math.max(1, deadline - Date.now()));
    request.on('timeout', () => request.destroy(new OutboundRefused('the remote server took too long')));
    request.on('error', (err) => reject(err instanceof OutboundRefused ? err : new OutboundRefused(`the request failed: ${err.message}`)));
    request.on('close', () => clearTimeout(timer));
    request.end();
  });
}

/** Throws OutboundRefused with a sentence a user can act on. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const allowHosts = (options.allowHosts ?? []).map((h) => h.toLowerCase());
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new OutboundRefused('the URL is not valid');
  }
  for (let hop = 0; ; hop++) {
    const target = await vettedAddress(url, allowHosts);
    const response = await requestOnce(url, target, options, deadline);
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location) {
      if (hop >= (options.maxRedirects ?? 3)) throw new OutboundRefused('too many redirects');
      url = new URL(location, url);
      continue;
    }
    return response;
  }
}

/** For routes: a refused or failed fetch is the caller's input problem, a 400 naming the field. */
export function outboundError(field: string, err: unknown): AppError {
  if (err instanceof OutboundRefused) return AppError.validation(field, err.message);
  return AppError.validation(field, 'could not be fetched');
}
