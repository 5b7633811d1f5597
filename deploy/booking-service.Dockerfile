# syntax=docker/dockerfile:1
# The booking service with both built front ends (storefront at /, back office at /admin), one image.
# Build context: the repository root (docker-compose.yml does this).

ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Every dependency of the workspaces (dev ones too: Vite and TypeScript build the front ends).
#    --ignore-scripts skips the root postinstall, which would install the CMS: it has its own image.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY booking-service/package.json booking-service/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild esbuild

# 2. The storefront and the back office: typechecked, built by Vite, precompressed (.br/.gz), with
#    the build tools they share (build-tools/: the initial-JS report and the compressor).
FROM deps AS frontends
COPY tsconfig.base.json ./
COPY build-tools build-tools
COPY shared shared
COPY storefront storefront
COPY backoffice backoffice
RUN npm run build -w storefront && npm run build -w backoffice

# 3. Production dependencies of the service only (it runs its TypeScript through tsx, a dependency).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY booking-service/package.json booking-service/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w booking-service -w shared && npm rebuild esbuild

# 4. What runs: no compilers, no dev dependencies, no front-end sources; an unprivileged user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    STOREFRONT_DIST=/app/storefront/dist \
    BACKOFFICE_DIST=/app/backoffice/dist
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY shared/package.json shared/
COPY shared/src shared/src
COPY booking-service/package.json booking-service/tsconfig.json booking-service/
COPY booking-service/src booking-service/src
COPY --from=frontends /app/storefront/dist storefront/dist
COPY --from=frontends /app/backoffice/dist backoffice/dist
USER node
EXPOSE 8080
# 200 while the database answers (also when the CMS is down: public reads keep working), 503 when it does not.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
WORKDIR /app/booking-service
CMD ["node", "--import", "tsx", "src/server.ts"]
