#!/usr/bin/env bash
# `npm test`: the whole suite, as CI runs it (.ci/run adds the hardening suite, the cluster and
# the API suite on PostgreSQL). Lint and the type check are single-threaded and read the same
# files: side by side on two cores they take the time of the longer one.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run --silent lint &
lint=$!
npm run --silent typecheck &
types=$!
rc=0
wait "$lint" || rc=1
wait "$types" || rc=1
[ "$rc" = 0 ] || { echo "npm test: lint or typecheck failed"; exit 1; }

npm run test:unit
npm run test:e2e
npm run bundle-size
