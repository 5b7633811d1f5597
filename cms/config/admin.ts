import { storefrontPreviewUrl } from '../src/preview/storefront-url';

export default ({ env }) => {
  const storefront = env('STOREFRONT_URL', 'http://localhost:8080');
  return {
    auth: { secret: env('ADMIN_JWT_SECRET', 'dev-admin-jwt-secret') },
    apiToken: { salt: env('API_TOKEN_SALT', 'dev-api-token-salt') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'dev-transfer-salt') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY', 'dev-encryption-key-0123456789abcdef') },
    flags: { nps: false, promoteEE: false },
    // The edit screen's "Open preview" shows the storefront's page of a villa or a static page.
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [new URL(storefront).origin],
        handler: (uid: string, params: { documentId?: string; locale?: string | null }) => storefrontPreviewUrl(strapi, storefront, uid, params),
      },
    },
  };
};
