# The portfolio's production image: build everything in one stage; the next runs only the server,
# which needs no package at run time (docs/decisions/0003-production-server.md), as the
# unprivileged "node" user of the official image, on the current Node LTS.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The widgets are an npm workspace: npm ci needs its manifest to install the tree.
COPY packages/widgets/package.json packages/widgets/
# A build machine whose network inspects TLS hands its npm settings in as a secret (CI:
# scripts/quality/docker.ts): mounted for this step only, never in a layer. Without it (an
# ordinary machine) nothing is mounted and npm uses its defaults.
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 LOG_REQUESTS=1
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/build/server ./build/server
COPY --from=build /app/build/prerender.json ./build/prerender.json
COPY --from=build /app/build/static ./build/static
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--disable-sigusr1", "build/server/index.js"]
