import type { Core } from '@strapi/strapi';

export const SERVICE_TOKEN_NAME = 'booking-service';
const MIN_KEY_LENGTH = 32;

type ContentApiTokenService = {
  getByName(name: string): Promise<{ id: number; type: string } | null>;
  create(attributes: { name: string; description: string; type: string; lifespan: null }): Promise<{ id: number }>;
  update(id: number, attributes: { type: string }): Promise<unknown>;
  hash(accessKey: string): string;
};
type EncryptionService = { encrypt(value: string): string | null };

export function readServiceKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.CMS_SERVICE_TOKEN?.trim();
  if (!key) return undefined;
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(`CMS_SERVICE_TOKEN must be at least ${MIN_KEY_LENGTH} characters`);
  }
  return key;
}

/**
 * Ensures the full-access API token the booking service uses for Strapi's REST API.
 *
 * Strapi's token service always generates a random key and stores only its HMAC (admin.apiToken.salt)
 * plus an encrypted copy (admin.secrets.encryptionKey). To make the key a fixed, shared secret we let
 * the service create the token, then overwrite those two columns with the hash and encryption of
 * CMS_SERVICE_TOKEN, computed by the same service methods Strapi uses when it checks a request.
 */
export async function ensureServiceToken(strapi: Core.Strapi, wantedKey: string | undefined): Promise<void> {
  const tokens = strapi.service('admin::api-token-content-api') as unknown as ContentApiTokenService;
  const encryption = strapi.service('admin::encryption') as unknown as EncryptionService;

  let token = await tokens.getByName(SERVICE_TOKEN_NAME);
  if (!token) {
    token = await tokens.create({
      name: SERVICE_TOKEN_NAME,
      description: 'Booking service: villa, area, amenity, page and account writes, projection reconcile',
      type: 'full-access',
      lifespan: null,
    }) as { id: number; type: string };
    strapi.log.info(`[bootstrap] created full-access API token "${SERVICE_TOKEN_NAME}"`);
  } else if (token.type !== 'full-access') {
    await tokens.update(token.id, { type: 'full-access' });
    strapi.log.info(`[bootstrap] API token "${SERVICE_TOKEN_NAME}" reset to full-access`);
  }

  if (!wantedKey) {
    strapi.log.warn(
      `[bootstrap] CMS_SERVICE_TOKEN is not set: API token "${SERVICE_TOKEN_NAME}" keeps its current key ` +
        '(random when Strapi created it), readable only in the admin panel (Settings > API Tokens)',
    );
    return;
  }

  const apiTokens = strapi.db.query('admin::api-token');
  const row = await apiTokens.findOne({ where: { id: token.id }, select: ['id', 'accessKey'] });
  const wantedHash = tokens.hash(wantedKey);
  if (row?.accessKey === wantedHash) return;

  await apiTokens.update({
    where: { id: token.id },
    data: { accessKey: wantedHash, encryptedKey: encryption.encrypt(wantedKey) },
  });
  strapi.log.info(`[bootstrap] API token "${SERVICE_TOKEN_NAME}" key set from CMS_SERVICE_TOKEN`);
}
