# syntax=docker/dockerfile:1
# Strapi 5 (cms/): content editors' admin panel and the content API the booking service reads.
# Build context: cms/ (docker-compose.yml does this).

ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Strapi and its plugins at the locked versions (cms/package-lock.json; `npm install` keeps them,
#    see cms/README.md for why not `npm ci`).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --loglevel=error

# 2. The TypeScript config and sources compiled to dist/, and the admin panel built.
FROM deps AS build
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
COPY . .
RUN npx strapi build

# 3. What runs: the built app, its dependencies, an uploads folder owned by the unprivileged user
#    (a named volume mounted there starts with this ownership).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    STRAPI_TELEMETRY_DISABLED=true \
    HOST=0.0.0.0 \
    PORT=1337
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/database database
COPY --from=build /app/public public
RUN mkdir -p public/uploads && chown -R node:node public/uploads
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:1337/_health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node_modules/.bin/strapi", "start"]
