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
 * IPv6 or any IPv6 form that carries an IPv4 address); the connection goes to that vetted address
 * (no second lookup an attacker could change); redirects are followed by hand, each one checked the
 * same way; size and time are capped. Hosts in `allowHosts` skip the address check (tests, a known
 * internal feed). Every failure is an OutboundRefused whose message says in words what failed.
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
 * IPv6 ranges whose addresses carry an IPv4 address that a host or a gateway on the way may turn
 * into an IPv4 connection: IPv4-compatible (::a.b.c.d, deprecated by RFC 4291), IPv4-translated
 * (::ffff:0:a.b.c.d, RFC 6145), NAT64 (64:ff9b::/96, RFC 6052, and the local-use 64:ff9b:1::/48,
 * RFC 8215), 6to4 (2002::/16, RFC 3056) and Teredo (2001::/32, RFC 4380). No public service is
 * reached only through one of these, so they are refused whatever IPv4 address they carry; that
 * is simpler than decoding each layout and cannot be wrong about one. (A host that resolves names
 * through DNS64 therefore cannot fetch IPv4-only sites; allow such hosts with OUTBOUND_ALLOW_HOSTS.)
 */
const IPV4_CARRYING_RANGES = ['::/96', '::ffff:0:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '2002::/16', '2001::/32'].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/** RFC 5214: an ISATAP interface identifier is `0000:5efe` or `0200:5efe` (or with the group bit) followed by the IPv4 address. */
function isatapIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const [, , , , marker, tag, high, low] = address.parts as [number, number, number, number, number, number, number, number];
  if ((marker & 0xfcff) !== 0 || tag !== 0x5efe) return undefined;
  return ipaddr.IPv4.parse(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
}

/**
 * Only ordinary public unicast addresses may be fetched. ipaddr.js names every special range of
 * the IANA registries (private, loopback, link-local, carrier-grade NAT, multicast, reserved,
 * documentation, benchmarking, ...); anything it does not call `unicast` is refused. An
 * IPv4-mapped address (::ffff:a.b.c.d) is judged by its IPv4 address, which is where the kernel
 * connects; the other forms that carry an IPv4 address are refused (IPV4_CARRYING_RANGES), and
 * an ISATAP address is refused when the IPv4 address it names is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (!net.isIPv6(address)) return false; // only the canonical forms the resolver gives, not '1.2.3'
  const v6 = canonicalIPv6(address);
  if (!v6) return false;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  if (IPV4_CARRYING_RANGES.some((range) => v6.match(range))) return false;
  const isatap = isatapIPv4(v6);
  if (isatap && isatap.range() !== 'unicast') return false;
  return v6.range() === 'unicast';
}

/**
 * The address as the network reads it. ipaddr.js reads the deprecated `::a.b.c.d` as
 * `::ffff:a.b.c.d`, so the address is first written out in hex by the URL parser, which keeps the
 * words as they are (`::127.0.0.1` is `::7f00:1`). A zone index (`fe80::1%eth0`) is refused.
 */
function canonicalIPv6(address: string): ipaddr.IPv6 | undefined {
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return undefined;
  }
}

/** Certificate failures, from Node's TLS error codes, in words. */
const CERTIFICATE_FAILURES: Record<string, string> = {
  CERT_HAS_EXPIRED: 'its certificate has expired',
  CERT_NOT_YET_VALID: 'its certificate is not valid yet',
  CERT_REVOKED: 'its certificate has been revoked',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is not trusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate is not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is not trusted',
  UNABLE_TO_GET_ISSUER_CERT: 'its certificate is not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate is not trusted',
  CERT_UNTRUSTED: 'its certificate is not trusted',
  CERT_SIGNATURE_FAILURE: 'its certificate is not trusted',
  CERT_CHAIN_TOO_LONG: 'its certificate is not trusted',
  INVALID_CA: 'its certificate is not trusted',
};

/** Why a connection could not be made, from Node's socket error codes, in words. */
const CONNECT_FAILURES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  EADDRNOTAVAIL: 'the address is not available',
};

/**
 * What a user is told when the request to `host` failed: the words for the error's code, never
 * Node's own message (which names internal addresses and codes like ECONNREFUSED). The original
 * error stays the `cause`, for the logs.
 */
function describeFetchFailure(host: string, err: Error & { code?: string }): OutboundRefused {
  const code = err.code ?? '';
  const words = (message: string) => new OutboundRefused(message, { cause: err });
  if (CONNECT_FAILURES[code]) return words(`could not connect to ${host}: ${CONNECT_FAILURES[code]}`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return words(`the host ${host} could not be resolved`);
  if (code === 'ECONNRESET' || code === 'EPIPE') return words(`the connection to ${host} was closed before it answered`);
  if (CERTIFICATE_FAILURES[code]) return words(`the secure connection to ${host} failed: ${CERTIFICATE_FAILURES[code]}`);
  if (code === 'EPROTO' || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || /CERT/.test(code)) return words(`the secure connection to ${host} failed`);
  if (code.startsWith('HPE_')) return words(`${host} did not answer with valid HTTP`);
  return words(`the request to ${host} failed`);
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
    request.on('error', (err) => reject(err instanceof OutboundRefused ? err : describeFetchFailure(url.host, err)));
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
  if (err instanceof OutboundRefused) return AppError.validation(field, 'url.refused', err.message, { reason: err.message });
  return AppError.validation(field, 'url.fetchFailed', 'could not be fetched');
}
