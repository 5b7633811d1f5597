export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS', ['devKeyA', 'devKeyB']) },
  // No "new Strapi version" check against the npm registry at start-up.
  logger: { updates: { enabled: false } },
});
