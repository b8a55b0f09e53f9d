# syntax=docker/dockerfile:1
# The Vitrine image (deploy/README.md, "Container image"): one instance, the compiled server
# (dist/server.js, scripts/compile-server.mjs) run as `npm run serve` runs it, behind tini. Built from the lock file alone: `npm ci` in every stage that
# installs. scripts/container-smoke.sh runs the runtime stage's layout and command without a container
# engine, and scripts/__tests__/dockerfile.test.ts lints this file.
#
# Not Next's `output: 'standalone'`: its traced server.js replaces the custom server (graceful shutdown,
# search admission, the 503 of a database outage), and the trace does not follow what the compiled server
# and page cache handler import from node_modules. The runtime stage keeps the production dependencies and
# the built app instead (tsx among them, for the migrations: `scripts/prepare-db.ts`).

# The Node.js the tests and the bench run on (package.json's devDependency `node`): an LTS line with support.
ARG NODE_IMAGE=node:24.21-bookworm-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts

# The production build: the compiled server, then `next build`. What `next build` reads at build time is
# an argument here (README.md, Configuration).
FROM deps AS build
ARG DEFAULT_SHOP=demo
ARG SHOP_HOSTS=
ARG HSTS_MAX_AGE=63072000
ARG HSTS_INCLUDE_SUBDOMAINS=1
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    DEFAULT_SHOP=${DEFAULT_SHOP} \
    SHOP_HOSTS=${SHOP_HOSTS} \
    HSTS_MAX_AGE=${HSTS_MAX_AGE} \
    HSTS_INCLUDE_SUBDOMAINS=${HSTS_INCLUDE_SUBDOMAINS}
COPY . .
# The build's own cache and the development dependencies stay behind.
RUN npm run build && rm -rf .next/cache node_modules

# Only the production dependencies.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# tini is PID 1: it hands SIGTERM to the server, which drains (SHUTDOWN_TIMEOUT_MS), and reaps zombies.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini=0.19.* \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    PGLITE_DIR=/app/.data/pglite
WORKDIR /app
COPY --from=build --chown=root:root /app ./
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
# The code stays root's and read-only to the server; it writes only the embedded database (without
# DATABASE_URL) and Next's optimized images. Uploads go to the database or the bucket (MEDIA_S3_BUCKET).
RUN mkdir -p .data .next/cache && chown node:node .data .next/cache
USER node
EXPOSE 3000
VOLUME ["/app/.data", "/app/.next/cache"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/ready').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--conditions=react-server", "dist/server.js"]
