# The periscope server image (docker-compose.yml builds it). Two stages: build with dev tools, run without them.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json nest-cli.json ./
COPY apps ./apps
COPY libs ./libs
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# dist: the server, the CLI and the web client (dist/web, served at /; WEB_DIST's default, found from /app).
COPY --from=build /app/dist ./dist
# SQLITE_PATH defaults to ./data/periscope.db: give the unprivileged user somewhere to write it.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=6 \
  CMD ["node", "-e", "fetch('http://localhost:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/apps/server/apps/server/src/main.js"]
