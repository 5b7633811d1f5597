import http from 'node:http';

export interface RawBytes {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when it was: fetch would decode it). */
  body: Buffer;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Sends bytes as they are (no client-side URL normalisation or body encoding) and keeps the answer's bytes; one connection each. */
export function rawBytes(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<RawBytes> {
  const url = new URL(baseUrl);
  // Node frames a DELETE body only when told its length.
  const sent = body ? { ...headers, 'content-length': String(body.length) } : headers;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers: sent, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `rawBytes` with the answer read as UTF-8 text. */
export async function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<RawAnswer> {
  const answer = await rawBytes(baseUrl, method, path, headers, body);
  return { status: answer.status, headers: answer.headers, text: answer.body.toString('utf8') };
}
