# Portico: multi-stage image (issue 17 §5). Kept in step with `npm run cluster` (scripts/cluster.ts) and
# compose.yaml: the same environment variables (docs/operations.md) and the same nginx template.
#   docker build -t portico .                      # the app (runtime stage)
#   docker build --target nginx -t portico-nginx . # nginx with the web build's assets and the template
# Node 24 LTS (docs/operations.md "Node.js versions"); node:22-bookworm-slim works too. Not Node 20: end of life.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: all dependencies, compile the web app and the server -------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# No compilers: on Node >= 22 every native addon is a Node-API one shipped prebuilt in its package (better-sqlite3 13,
# @node-rs/argon2, sharp). The optional `better-sqlite3-node20` (12.x, only loaded on Node 20) may be skipped.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/idp/package.json apps/idp/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- prod-deps: production dependencies only (the server's, and the web app's server-side render) -----------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/idp/package.json apps/idp/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund

# --- runtime: compiled server + web build + production dependencies, as a non-root user --------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/portico
WORKDIR /app
COPY --from=prod-deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds uploads (share one volume between instances) and, without DATABASE_URL, the SQLite file.
RUN mkdir -p /var/lib/portico && chown node:node /var/lib/portico
USER node
EXPOSE 3000
# Liveness only (/healthz does no I/O); load balancers use /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains and exits (main.ts); `docker stop` waits SHUTDOWN_TIMEOUT_MS plus a margin (stop_grace_period).
CMD ["node", "apps/server/dist/main.js"]

# --- nginx: the web build's assets and the same template `npm run cluster` renders ------------------------
FROM nginx:1.27-bookworm AS nginx
COPY deploy/nginx/ /etc/portico/nginx/
COPY --from=build /app/apps/web/dist/client/assets /srv/portico/client/assets
ENV PORTICO_LISTEN=8080 \
    PORTICO_WEB_CLIENT_DIR=/srv/portico/client \
    PORTICO_NGINX_RUN_DIR=/tmp/portico-nginx \
    PORTICO_NGINX_CONF_DIR=/etc/portico/nginx \
    PORTICO_ACCESS_LOG=/dev/stdout \
    PORTICO_BROTLI_STATIC="# brotli_static: not in the official nginx image (gzip_static serves .gz)"
EXPOSE 8080
CMD ["sh", "/etc/portico/nginx/start.sh"]
