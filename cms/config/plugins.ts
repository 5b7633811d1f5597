export default ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'dev-jwt-secret'), ratelimit: { enabled: false } } },
});
