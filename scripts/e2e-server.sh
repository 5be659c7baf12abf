#!/usr/bin/env bash
# The server Playwright tests: fresh embedded database with demo data, production build.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf "${PGLITE_DIR:-.data/e2e}"
# The build opens no database (README, «Full-route cache»): the seed runs beside it. The seed is
# one thread; the build leaves a core idle for much of its time.
npm run --silent seed -- --products 2000 &
seed=$!
npm run --silent build
wait "$seed"
# Cached data (and, issue #15, pages rendered on request) outlive builds and restarts; a
# reseeded database must not be shown stale.
node scripts/drop-page-cache.mjs "${NEXT_DIST_DIR:-.next}"
exec node scripts/serve.mjs -p "${PORT:-3100}"
