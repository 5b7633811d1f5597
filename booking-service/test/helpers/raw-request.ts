import http from 'node:http';

/** Sends bytes as they are (no client-side URL normalisation or body encoding); one connection each. */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
