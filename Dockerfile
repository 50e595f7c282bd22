# The portal as it runs in production: `node dist-server/main.js` with NODE_ENV=production
# (the server bundle and the built client from `npm run build`). See compose.yaml for the settings.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web client's OAuth client is compiled into the bundle (src/services/auth.ts): it must equal the
# server's OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET, or no one can log in. Whoever loads the site can read it.
ARG VITE_OAUTH_CLIENT_ID=portal-web
ARG VITE_OAUTH_CLIENT_SECRET
RUN test -n "$VITE_OAUTH_CLIENT_SECRET" || { echo 'Build with --build-arg VITE_OAUTH_CLIENT_SECRET=<the server OAUTH_CLIENT_SECRET>' >&2; exit 1; }
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# DATA_DIR holds uploaded files (FILES_DIR), and the embedded database when there is no DATABASE_URL.
ENV DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist-server/main.js"]
