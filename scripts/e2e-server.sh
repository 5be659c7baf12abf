#!/usr/bin/env bash
# The server Playwright tests: fresh embedded database with demo data, production build.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf "${PGLITE_DIR:-.data/e2e}"
npm run --silent seed -- --products 2000
npx next build
# Cached data (and, issue #15, pages rendered on request) outlive builds and restarts; a
# reseeded database must not be shown stale.
node scripts/drop-page-cache.mjs "${NEXT_DIST_DIR:-.next}"
exec node scripts/serve.mjs -p "${PORT:-3100}"
