import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fault injector between the service and the real Strapi: it forwards every request unless
 * `rule` says to hang it (never answered), answer 502 itself, or hold it until a promise settles
 * (then forward it: Strapi applies it late, as a hung Strapi applies its queue when it wakes).
 * Point the service's CMS_URL at `url` and set `target` to Strapi's address.
 */
export type FaultAction = 'pass' | 'hang' | 502 | Promise<void>;

export interface FaultProxy {
  url: string;
  target: string;
  rule?: (method: string, url: string) => FaultAction;
  /** Told when a forwarded request's answer has been sent back in full. */
  answered?: (method: string, url: string) => void;
  close(): Promise<void>;
}

export async function startFaultProxy(): Promise<FaultProxy> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const action = proxy.rule?.(req.method ?? 'GET', req.url ?? '/') ?? 'pass';
    if (action === 'hang') return;
    if (action === 502) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Bad gateway (fault injector)' } }));
      return;
    }
    if (action !== 'pass') await action;
    res.once('finish', () => proxy.answered?.(req.method ?? 'GET', req.url ?? '/'));
    const upstream = http.request(`${proxy.target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    upstream.end(Buffer.concat(chunks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: FaultProxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    target: '',
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
