# The shop as one image: the built client served by the compiled server. PostgreSQL comes from DATABASE_URL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# The first start draws the demo catalogue's pictures (sharp renders their SVG, words included, with the
# system's fonts): the slim image has none, and the model names would come out as boxes.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig-config && rm -rf /var/lib/apt/lists/*
# Production: the shop refuses to start without ADMIN_EMAIL and a strong ADMIN_PASSWORD (no demo accounts).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/schema.graphql ./
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-ssr client/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
