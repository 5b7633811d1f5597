# syntax=docker/dockerfile:1
# The booking service with both built front ends (storefront at /, back office at /admin), one image.
# Build context: the repository root (docker-compose.yml does this).

ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Every dependency of the workspaces (dev ones too: Vite and TypeScript build the front ends,
#    esbuild bundles the service). --ignore-scripts skips the root postinstall, which would
#    install the CMS: it has its own image.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY web-common/package.json web-common/
COPY booking-service/package.json booking-service/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild esbuild

# 2. The storefront and the back office: typechecked, built by Vite, precompressed (.br/.gz), with
#    the code they share (web-common/, shared/) and the build tools (build-tools/: the initial-JS
#    report and the compressor).
FROM deps AS frontends
COPY tsconfig.base.json ./
COPY build-tools build-tools
COPY shared shared
COPY web-common web-common
COPY storefront storefront
COPY backoffice backoffice
RUN npm run build -w storefront && npm run build -w backoffice

# 3. The service as one JavaScript file, dist/server.js (booking-service/build.mjs): its src/ and
#    the shared package bundled by esbuild, every npm package left to node_modules. The
#    development stack (booking-service/dev/) is not part of it.
FROM deps AS service
COPY tsconfig.base.json ./
COPY shared shared
COPY booking-service/package.json booking-service/tsconfig.json booking-service/build.mjs booking-service/
COPY booking-service/src booking-service/src
RUN npm run build -w booking-service

# 4. Production dependencies of the service only: no TypeScript loader, no embedded PostgreSQL, no
#    mail catcher (dev dependencies). The workspace links go: shared is inside the bundle.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY web-common/package.json web-common/
COPY booking-service/package.json booking-service/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w booking-service && rm -rf node_modules/@islandstay

# 5. What runs: compiled JavaScript and its production node_modules; no sources, no compilers, no
#    dev dependencies; an unprivileged user. The service's package.json stays beside dist/: it
#    makes server.js an ES module and marks the service's folder (src/config/env.ts).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    STOREFRONT_DIST=/app/storefront/dist \
    STOREFRONT_SSR_ENTRY=/app/storefront/dist-ssr/entry-server.mjs \
    BACKOFFICE_DIST=/app/backoffice/dist
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY booking-service/package.json booking-service/
COPY --from=service /app/booking-service/dist booking-service/dist
COPY --from=frontends /app/storefront/dist storefront/dist
COPY --from=frontends /app/storefront/dist-ssr storefront/dist-ssr
COPY --from=frontends /app/backoffice/dist backoffice/dist
USER node
EXPOSE 8080
# 200 while the database answers (also when the CMS is down: public reads keep working), 503 when it does not.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
WORKDIR /app/booking-service
CMD ["node", "dist/server.js"]
