# syntax=docker/dockerfile:1

# ---- build: install everything, generate the proto types, compile the server and the web app ----
# Node 24: the Active LTS line (Node 20 reached its end of life in April 2026); `engines` allows 20.19 to 24.
FROM node:24-bookworm-slim AS build
# better-sqlite3 downloads a prebuilt binary; the toolchain is only its fallback when none matches.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# Manifests first so the dependency layer is cached until they change. The proto module is copied whole:
# the postinstall hook generates its TypeScript with the locally installed buf and protoc-gen-es.
COPY package.json package-lock.json ./
COPY web/package.json web/package.json
COPY proto proto
RUN npm ci

COPY tsconfig.json tsconfig.build.json nest-cli.json ./
COPY services services
COPY web web
RUN npm run build

# Keep only what runs: dev dependencies go, and no install script runs again (the native module is built).
RUN npm prune --omit=dev --ignore-scripts

# ---- runtime: the compiled server, the built SPA and production dependencies, as an unprivileged user ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
# Workspace packages are symlinked from node_modules; keep their manifests so the links resolve.
COPY --from=build /app/proto/package.json ./proto/package.json
COPY --from=build /app/web/package.json ./web/package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers. Readiness (/api/health: stores reachable, projections healthy) is for the
# load balancer or orchestrator to ask, since restarting the app does not fix an unreachable store.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# A heap limit below 2 GiB: V8 then grows the heap to ~2x (not 4x) its live size between full collections.
CMD ["node", "--max-old-space-size=2000", "--max-semi-space-size=32", "dist/services/main.js"]
