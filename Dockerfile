# Production image: the current Node LTS (24) slim, built site inside, data and uploads on volumes.
# npm test runs every test on this Node too (scripts/with-node.sh 24).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data UPLOADS_DIR=/uploads MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data /uploads && chown -R node:node /data /uploads
USER node
VOLUME ["/data", "/uploads"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Same flags and environment as scripts/server-process.mjs (npm start).
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=512", "dist/server/server.js"]
