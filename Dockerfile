# The app as a production image (docs/deploy.md). Multi-stage: the build stage has the dev
# dependencies and builds the web app and the server; the image has only the production
# dependencies, the build and the migrations, and runs as the unprivileged `node` user.
# Not built on the development machines (they have no container runtime); CI does not build it.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY package.json ./
# DATA_DIR holds the embedded database (when DATABASE_URL is unset) and the SMS outbox file.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Alive: the process answers HTTP. The load balancer asks /readyz (docs/deploy.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains within 10 s (docs/deploy.md#shutdown); node runs as PID 1 and handles it.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
