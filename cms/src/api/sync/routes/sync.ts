// The booking service's reconcile reads the whole projection in one call. No public permission is
// ever granted on it (bootstrap/public-permissions.ts), so only the full-access service token
// passes Strapi's content-API authentication.
export default {
  routes: [
    {
      method: 'GET',
      path: '/sync/snapshot',
      handler: 'sync.snapshot',
      config: { policies: [] },
    },
    {
      method: 'GET',
      path: '/sync/villas/:documentId',
      handler: 'sync.villa',
      config: { policies: [] },
    },
  ],
};
