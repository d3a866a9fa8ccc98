# The periscope server image (docker-compose.yml builds it). Two stages: build with dev tools, run without them.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json nest-cli.json ./
COPY apps ./apps
COPY libs ./libs
RUN npm run build && npm prune --omit=dev

FROM node:20-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# SQLITE_PATH defaults to ./data/periscope.db: give the unprivileged user somewhere to write it.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
CMD ["node", "dist/apps/server/apps/server/src/main.js"]
