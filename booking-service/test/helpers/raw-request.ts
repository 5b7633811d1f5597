import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Sends bytes as they are (no client-side URL normalisation or body encoding); one connection each. */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  // Node frames a DELETE body only when told its length.
  const sent = body ? { ...headers, 'content-length': String(body.length) } : headers;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers: sent, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
