# Images of the hosting panel, built from the repository root:
#
#   panel (default) — the server with its mock hosting backend and the built client, as `npm start`
#                     runs them; a non-root user, data (SQLite and sandboxes) in the /data volume.
#   client          — only the built client, served by nginx (non-root), talking to a real API
#                     named by PANEL_API_URL.
#   mock            — `panel-mock` from the @panel/mock package (npm pack ./mock), for QA suites and
#                     CI service containers: test control on, the small fixtures seeded while the
#                     image is built (a container is ready in seconds), a health check.
#
# docker-compose.yml runs both (see the README, "Containers").

ARG NODE_IMAGE=node:20-bookworm
ARG NODE_RUNTIME_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:stable-alpine

# ---- the workspaces' manifests: every install below starts from the same lock
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
RUN npm install --global npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY test-kit/package.json test-kit/

# ---- build: the client's dependencies and its production build (hashed files, .br/.gz copies);
# the client image's headers allow the page shell's inline script and style by their hashes
FROM manifests AS build
RUN npm ci --workspace client --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contract contract
COPY client client
COPY scripts/csp-inline.mjs scripts/
COPY docker/client/panel-headers.inc.template docker/client/
RUN npm run build --workspace client \
 && node scripts/csp-inline.mjs client/dist/index.html docker/client/panel-headers.inc.template

# ---- server-deps: what the server needs at run time only (better-sqlite3 compiles here, with the
# full image's compilers); no dev tools, no client libraries
FROM manifests AS server-deps
RUN npm ci --workspace server --omit=dev --no-audit --no-fund \
 && mkdir -p server/node_modules contract/node_modules

# ---- client: the built panel alone; /config.json names the API (PANEL_API_URL, required)
FROM ${NGINX_IMAGE} AS client
USER root
RUN rm -f /etc/nginx/conf.d/default.conf
USER 101
# true when the API (on another origin) answers Access-Control-Allow-Credentials: the sign-in may
# then carry the browser's device cookie there
ENV PANEL_API_CREDENTIALS=false
# Where the sign-in page's "Forgot your password?" leads (https:// or a path); empty: none
ENV PANEL_PASSWORD_RESET_URL=""
COPY docker/client/panel-api-url.sh /docker-entrypoint.d/05-panel-api-url.sh
COPY docker/client/panel.conf.template /etc/nginx/templates/
COPY --from=build /app/docker/client/panel-headers.inc.template /etc/nginx/templates/
COPY --from=build /app/client/dist /usr/share/nginx/html
EXPOSE 8080

# ---- mock-package: the @panel/mock package as `npm pack ./mock` makes it (the server compiled, the
# client built above), installed as a team installs it; better-sqlite3 compiles here if need be,
# with the full image's compilers
FROM manifests AS mock-package
# (the server's dependencies bring esbuild, which compiles it; none of their install scripts is needed)
RUN npm ci --workspace server --ignore-scripts --no-audit --no-fund \
 && npm rebuild esbuild
COPY tsconfig.base.json ./
COPY contract/package.json contract/openapi.yaml contract/
COPY contract/src contract/src
COPY server/package.json server/
COPY server/src server/src
COPY fixtures fixtures
COPY scripts/compile-server.mjs scripts/proxy.ts scripts/
COPY scripts/proxy scripts/proxy
COPY scripts/conformance/contract.ts scripts/conformance/
COPY mock mock
COPY --from=build /app/client/dist /tmp/client-dist
RUN PANEL_MOCK_CLIENT_DIST=/tmp/client-dist npm pack ./mock --pack-destination /tmp \
 && npm install --global --prefix /opt/panel-mock --allow-scripts=better-sqlite3 --no-audit --no-fund /tmp/panel-mock-*.tgz

# ---- mock: the mock for QA suites and CI service containers (docs/qa.md, "The mock in a
# container"); other containers that call it by a name need that name in PANEL_ALLOWED_HOSTS
FROM ${NODE_RUNTIME_IMAGE} AS mock
ENV PATH=/opt/panel-mock/bin:$PATH \
    HOST=0.0.0.0 \
    PORT=8080 \
    PANEL_DATA_DIR=/data \
    PANEL_MODE=development \
    PANEL_FIXTURES=demo,basic,unpaid,empty \
    PANEL_SCENARIOS=/scenarios
COPY --from=mock-package /opt/panel-mock /opt/panel-mock
RUN mkdir -p /data /scenarios && chown node:node /data
USER node
# Seeded now, not at each start: a new container (and a new volume, which Docker fills from the
# image) starts from this folder in about a second; a fixture named later is seeded at its start.
RUN panel-mock --seed
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=3s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["panel-mock"]

# ---- panel (the default target, built last): the runtime
FROM ${NODE_RUNTIME_IMAGE} AS panel
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    PANEL_DATA_DIR=/data \
    PANEL_MODE=production
COPY --from=server-deps /app/node_modules node_modules
COPY --from=server-deps /app/server/node_modules server/node_modules
COPY --from=server-deps /app/contract/node_modules contract/node_modules
COPY package.json tsconfig.base.json ./
COPY contract/package.json contract/openapi.yaml contract/
COPY contract/src contract/src
COPY server/package.json server/tsconfig.json server/
COPY server/src server/src
COPY fixtures fixtures
COPY scripts/compile-server.mjs scripts/
COPY --from=build /app/client/dist client/dist
# The server runs compiled to JavaScript, as `npm start` runs it (scripts/compile-server.mjs)
ENV PANEL_CLIENT_DIR=/app/client/dist
RUN node scripts/compile-server.mjs \
 && mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# The first start seeds the fixtures (about half a minute more with `big`).
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-semi-space-size=1", ".server-build/server/src/main.js"]
