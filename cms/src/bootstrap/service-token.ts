import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';

export const SERVICE_TOKEN_NAME = 'booking-service';
const MIN_KEY_LENGTH = 32;
const BEARER = /^Bearer\s+(\S+)$/i;

type ContentApiTokenService = {
  getByName(name: string): Promise<{ id: number } | null>;
  revoke(id: number): Promise<unknown>;
};
/** Strapi's authentication registry (`AuthenticationService` in @strapi/types). */
type AuthenticationService = {
  register(
    type: 'content-api',
    strategy: {
      name: string;
      authenticate(ctx: { request: { header: Record<string, string | string[] | undefined> } }): Promise<{ authenticated: boolean; credentials?: unknown }>;
      verify(): Promise<void>;
    },
  ): unknown;
};

export function readServiceKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.CMS_SERVICE_TOKEN?.trim();
  if (!key) return undefined;
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(`CMS_SERVICE_TOKEN must be at least ${MIN_KEY_LENGTH} characters`);
  }
  return key;
}

/** Equal-length digests, so the comparison takes the same time whatever the caller sent. */
function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/**
 * The booking service's full access to Strapi's content API (villas, areas, pages, accounts,
 * uploads, the sync snapshot): a request whose `Authorization: Bearer` is CMS_SERVICE_TOKEN.
 *
 * The key is a secret the deployment gives both services, so it cannot be an API token: Strapi's
 * token service (`admin::api-token-content-api`) always draws a random key and has no way to set
 * one. Instead the key is checked by an authentication strategy registered through Strapi's own
 * registry, next to the API-token and users-permissions strategies; like a full-access API
 * token, it may call every content-API action. Nothing is stored: changing the variable (on both
 * services) and restarting rotates the key. Without the variable no strategy is registered, and
 * an admin may give the booking service an API token made in the admin panel instead.
 */
export function registerServiceToken(strapi: Core.Strapi, key: string | undefined): void {
  if (!key) {
    strapi.log.warn('[bootstrap] CMS_SERVICE_TOKEN is not set: the booking service needs an API token made in the admin panel (Settings > API Tokens)');
    return;
  }
  const wanted = digest(key);
  (strapi.get('auth') as AuthenticationService).register('content-api', {
    name: SERVICE_TOKEN_NAME,
    async authenticate(ctx) {
      const header = ctx.request.header.authorization;
      const given = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
      if (!given || !timingSafeEqual(digest(given), wanted)) return { authenticated: false };
      return { authenticated: true, credentials: { name: SERVICE_TOKEN_NAME, type: 'full-access' } };
    },
    // Full access, as Strapi's full-access API tokens: no action is refused.
    async verify() {},
  });
}

/**
 * Earlier versions of this CMS kept CMS_SERVICE_TOKEN in a full-access API token of this name,
 * written into Strapi's token table. With the variable set, that token is revoked through Strapi's
 * token service, so an old key stops working; without it the token is left alone (its key, drawn
 * by Strapi, may be what the booking service was given).
 */
export async function revokeLegacyServiceToken(strapi: Core.Strapi, key: string | undefined): Promise<void> {
  if (!key) return;
  const tokens = strapi.service('admin::api-token-content-api') as unknown as ContentApiTokenService;
  const legacy = await tokens.getByName(SERVICE_TOKEN_NAME);
  if (!legacy) return;
  await tokens.revoke(legacy.id);
  strapi.log.info(`[bootstrap] revoked the API token "${SERVICE_TOKEN_NAME}": the booking service's key is CMS_SERVICE_TOKEN, checked without a stored token`);
}
