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
  timeoutMs?: number;
}

/**
 * Strapi's REST API with the booking service's credential (CMS_SERVICE_TOKEN). Network failures
 * and timeouts become one 502 AppError, so a Strapi outage reads the same everywhere.
 */
export class CmsClient {
  constructor(private readonly config: { url: string; token?: string }) {}

  get configured(): boolean {
    return Boolean(this.config.token);
  }

  async request<T = any>(method: string, path: string, options: CmsRequest = {}): Promise<CmsResponse<T>> {
    const headers: Record<string, string> = {};
    if (!options.anonymous && this.config.token) headers.authorization = `Bearer ${this.config.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.config.url.replace(/\/$/, '')}${path}`, {
        method,
        headers,
        body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch {
      throw new AppError('BAD_GATEWAY', 'The content service is not reachable right now. Please try again shortly.');
    }
    const text = await response.text();
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

  /** Like request, but anything but 2xx is a 502 naming what Strapi said. */
  async expectOk<T = any>(method: string, path: string, options: CmsRequest = {}): Promise<T> {
    const response = await this.request<T>(method, path, options);
    if (response.status >= 200 && response.status < 300) return response.body;
    throw new AppError('BAD_GATEWAY', `The content service refused ${method} ${path.split('?')[0]}: ${strapiMessage(response.body) ?? response.status}`);
  }
}

/** Strapi's error text (`{ error: { message, details } }`), when there is one. */
export function strapiMessage(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } } | undefined)?.error;
  return typeof error?.message === 'string' ? error.message : undefined;
}
