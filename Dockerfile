# syntax=docker/dockerfile:1
# The production image: dependencies, then the build, then a slim runtime that holds only the standalone server
# (next.config.ts `output: 'standalone'`, completed by scripts/runtime/standalone.mjs after every build) and runs it as `node`, not root.
# Debian rather than Alpine: sharp's and libsql's prebuilt binaries in package-lock.json are the glibc ones.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# A build needs no database and no secret (src/config/runtime.ts isBuildPhase).
RUN npm run build

# The migrate service of docker-compose.yml runs this stage: `npm start`'s seed step (the committed migrations, then
# the demo seed on an empty database, under the database lock).
FROM build AS migrate
ENV NODE_ENV=production
CMD ["npx", "tsx", "--conditions=production", "scripts/runtime/seed.ts"]

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
# As scripts/runtime/env.mjs serverEnv sets for `npm start`: a bounded heap, two malloc arenas, the listen backlog,
# and SIGTERM handled by the app (in-flight requests finish within SHUTDOWN_TIMEOUT_MS, then exit 0).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    NEXT_MANUAL_SIG_HANDLE=true \
    NODE_OPTIONS="--max-old-space-size=448 --require=/app/listen-backlog.cjs --require=/app/heap-growth.cjs" \
    MALLOC_ARENA_MAX=2 \
    MEDIA_DIR=/app/media
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /app/media /app/data && chown node:node /app/media /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server also applies pending migrations itself when Payload starts (src/cms/migrate.ts, under the database
# lock); /readyz answers 503 until they are applied.
CMD ["node", "server.js"]
