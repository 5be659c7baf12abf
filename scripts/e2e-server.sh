#!/usr/bin/env bash
# The server Playwright tests: fresh embedded database with demo data, production build.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf "${PGLITE_DIR:-.data/e2e}"
# Cached data outlives builds; a reseeded database must not be shown stale.
rm -rf "${NEXT_DIST_DIR:-.next}/cache/fetch-cache"
npm run --silent seed -- --products 2000
npx next build
exec node scripts/serve.mjs -p "${PORT:-3100}"
