export default ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET', 'dev-admin-jwt-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'dev-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'dev-transfer-salt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'dev-encryption-key-0123456789abcdef') },
  flags: { nps: false, promoteEE: false },
});
