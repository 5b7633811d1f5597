import { AppError } from '../../lib/app-error.ts';

export interface CmsResponse<T = unknown> {
  status: number;
  body: T;
}

export interface CmsRequest {
  json?: unknown;
  form?: FormData;
  /** A call without the service token (Strapi's own login, for instance, checks a password). */
  anonymous?: boolean;
  /** Overrides the read or write timeout (a whole-state snapshot, an upload after a liveness check). */
  timeoutMs?: number;
}

export interface CmsClientConfig {
  url: string;
  token?: string;
  /** How long a read (GET, HEAD) may wait for Strapi. */
  readTimeoutMs?: number;
  /** How long a write may wait for Strapi; after that it may still be applied (CmsTimeoutError). */
  writeTimeoutMs?: number;
}

export const CMS_WRITE_TIMEOUT_MESSAGE = 'The CMS did not answer in time; your change may still be applied. Reload in a moment to see.';
export const CMS_READ_TIMEOUT_MESSAGE = 'The content service did not answer in time. Please try again shortly.';

/**
 * Strapi took longer than its timeout: a 503. A write that timed out was sent and may still be
 * applied when Strapi wakes up, so the user is never told that it failed.
 */
export class CmsTimeoutError extends AppError {
  constructor(readonly write: boolean) {
    super('UNAVAILABLE', write ? 'upstream.contentWriteTimeout' : 'upstream.contentReadTimeout', write ? CMS_WRITE_TIMEOUT_MESSAGE : CMS_READ_TIMEOUT_MESSAGE);
  }
}

/**
 * Strapi could not be reached at all (stopped, restarting, refused the connection): a 503 with
 * Retry-After. Nothing was delivered, so the same request can simply be sent again.
 */
export class CmsUnreachableError extends AppError {
  constructor() {
    super('UNAVAILABLE', 'upstream.contentUnreachable', 'The content service is not reachable right now. Please try again shortly.');
  }
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

/**
 * Strapi's REST API with the booking service's credential (CMS_SERVICE_TOKEN). A Strapi that
 * cannot be reached is one CmsUnreachableError (503), so an outage reads the same everywhere; a
 * Strapi that does not answer in time (hung, overloaded) is a CmsTimeoutError (503). Writes and
 * reads have short timeouts of their own, so no request waits long on a hung CMS.
 */
export class CmsClient {
  private readonly readTimeoutMs: number;
  private readonly writeTimeoutMs: number;

  constructor(private readonly config: CmsClientConfig) {
    this.readTimeoutMs = config.readTimeoutMs ?? 4_000;
    this.writeTimeoutMs = config.writeTimeoutMs ?? 5_000;
  }

  get configured(): boolean {
    return Boolean(this.config.token);
  }

  /** The same CMS with other timeouts: for work no user waits on (the demo seed, a resync script). */
  withTimeouts(readTimeoutMs: number, writeTimeoutMs: number): CmsClient {
    return new CmsClient({ ...this.config, readTimeoutMs, writeTimeoutMs });
  }

  async request<T = unknown>(method: string, path: string, options: CmsRequest = {}): Promise<CmsResponse<T>> {
    const headers: Record<string, string> = {};
    if (!options.anonymous && this.config.token) headers.authorization = `Bearer ${this.config.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const write = !['GET', 'HEAD'].includes(method.toUpperCase());
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.config.url.replace(/\/$/, '')}${path}`, {
        method,
        headers,
        body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
        signal: AbortSignal.timeout(options.timeoutMs ?? (write ? this.writeTimeoutMs : this.readTimeoutMs)),
      });
      text = await response.text();
    } catch (err) {
      if (isTimeout(err)) throw new CmsTimeoutError(write);
      throw new CmsUnreachableError();
    }
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, body: body as T };
  }

  /**
   * Fails fast (502 or 503) unless Strapi answers now: asked before a call that may rightly take
   * long (an upload), so a hung CMS does not hold the request for that call's long timeout.
   */
  async assertAnswering(): Promise<void> {
    const response = await this.request('GET', '/_health', { anonymous: true });
    if (response.status >= 500) throw new AppError('BAD_GATEWAY', 'upstream.contentUnavailable', 'The content service is not available right now. Please try again shortly.');
  }

  /** Like request, but anything but 2xx is a 502 naming what Strapi said. */
  async expectOk<T = unknown>(method: string, path: string, options: CmsRequest = {}): Promise<T> {
    const response = await this.request<T>(method, path, options);
    if (response.status >= 200 && response.status < 300) return response.body;
    throw new AppError('BAD_GATEWAY', 'upstream.contentRefused', `The content service refused ${method} ${path.split('?')[0]}: ${strapiMessage(response.body) ?? response.status}`, {
      params: { reason: String(strapiMessage(response.body) ?? response.status) },
    });
  }
}

/** Strapi's error text (`{ error: { message, details } }`), when there is one. */
export function strapiMessage(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } } | undefined)?.error;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/**
 * Runs a write to the CMS (and any read that follows it); when the CMS times out on any of it,
 * `recheck` is called (the write may still be applied: the caller re-reads the document once the
 * CMS answers) and the answer is the 503 that says the change may still be applied.
 */
export async function onCmsTimeout<T>(write: () => Promise<T>, recheck: () => void): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof CmsTimeoutError)) throw err;
    recheck();
    throw new CmsTimeoutError(true);
  }
}
