# Forma Concrete's server image: built with every dependency, run with the production ones only.
#
#   docker build -t forma-concrete .
#   docker run -p 3000:3000 -v forma-data:/data forma-concrete     # embedded database in /data
#
# The runtime stage holds what scripts/runtime-files.mjs lists (dist/ including the page renderer dist/ssr, migrations/,
# assets/ without the photo sources, package.json, package-lock.json, scripts/start.mjs and the two
# scripts it imports) and the production dependencies from `npm ci --omit=dev`.
# tests/processes/production-bundle.test.ts runs the
# server from a folder made the same way, since the image itself cannot be built where the tests run.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Dependencies first: their layer is reused until package.json or package-lock.json changes.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/runtime-files.mjs /runtime

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /runtime/ ./
# The code stays root's and read-only to the server; it writes only to DATA_DIR (embedded database,
# generated secrets and signing certificate, the .eml outbox without SMTP). A new named volume takes
# this folder's owner.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# No curl in slim images: Node's own fetch asks the health check (200 once the database answers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1 (not npm): it receives docker stop's SIGTERM and shuts down cleanly.
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
