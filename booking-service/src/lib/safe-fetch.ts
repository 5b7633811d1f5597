import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from './app-error.ts';

/**
 * Fetches a URL a user gave us (villa image URLs, iCal feeds) without letting it reach our own
 * network (docs/architecture.md, "Identity and authorization"): http(s) only; the host is resolved once and every address
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

/**
 * Only ordinary public unicast addresses may be fetched. ipaddr.js names every special range of
 * the IANA registries (private, loopback, link-local, carrier-grade NAT, multicast, reserved,
 * documentation, benchmarking, 6to4, Teredo, NAT64, ...); anything it does not call `unicast` is
 * refused. `process` turns an IPv4-mapped IPv6 address into the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIP(address) === 0) return false; // only the canonical forms the resolver gives, not '1.2.3'
  return ipaddr.process(address).range() === 'unicast';
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
