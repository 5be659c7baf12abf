#!/usr/bin/env bash
# The hardening suite (issue #17): a production build on a freshly seeded embedded database,
# probed over HTTP by tests/hardening (vitest.hardening.config.ts).
#
#   npm run test:hardening [-- --seed 42 --runs 5000] [other vitest arguments]
#
# HARDENING_PORT (3170; the database-down case uses the next one), HARDENING_FUZZ_BUDGET_S
# (fuzzer time budget, 220), HARDENING_REBUILD=1 to build even when .next is fresh.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)

args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) export HARDENING_FUZZ_SEED="$2"; shift 2 ;;
    --runs) export HARDENING_FUZZ_RUNS="$2"; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done

PORT="${HARDENING_PORT:-3170}"
SMTP_PORT=$((PORT + 20000))
DIST="${NEXT_DIST_DIR:-.next}"
export PGLITE_DIR="${HARDENING_PGLITE_DIR:-.data/hardening}"
export HARDENING_ORIGIN="http://127.0.0.1:${PORT}"
export HARDENING_SMTP_PORT="$SMTP_PORT"
export HARDENING_DB_DOWN_PORT="${HARDENING_DB_DOWN_PORT:-$((PORT + 1))}"

# A build is reused when no source it is made from changed after it (CI has just built one
# for the e2e tests); anything newer, or HARDENING_REBUILD=1, builds again.
if [ "${HARDENING_REBUILD:-0}" = 1 ] || [ ! -f "$DIST/BUILD_ID" ] ||
  [ -n "$(find app bff components features lib server stores demo public proxy.ts next.config.ts \
    package-lock.json -newer "$DIST/BUILD_ID" -type f -print -quit 2>/dev/null)" ]; then
  echo "== Сборка (next build) =="
  npm run --silent build
else
  echo "== Сборка свежая ($DIST/BUILD_ID), используется =="
fi
built=$(date +%s)

echo "== Демо-база PGlite в $PGLITE_DIR =="
rm -rf "$PGLITE_DIR"
node scripts/drop-page-cache.mjs "$DIST" # data and pages cached from another database
npm run --silent seed -- --products 500 >/dev/null
npx tsx --conditions=react-server tests/hardening/support/seed-accounts.ts
seeded=$(date +%s)

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

setsid npx tsx tests/hardening/support/smtp-catcher-cli.ts &
pids+=($!)

# `npm start`, so a custom server script behind it is what gets probed. TRUSTED_PROXY_HOPS=1 as
# behind the production proxy: each simulated client writes its own X-Forwarded-For.
log="${TMPDIR:-/tmp}/vitrina-hardening-server-${PORT}.log"
# The soak asks the server for its live memory through a preloaded probe (see the file).
export HARDENING_HEAP_PROBE="${TMPDIR:-/tmp}/vitrina-hardening-heap-${PORT}.jsonl"
rm -f "$HARDENING_HEAP_PROBE"
PORT="$PORT" SITE_ORIGIN="$HARDENING_ORIGIN" SMTP_URL="smtp://127.0.0.1:${SMTP_PORT}" \
  JWT_SECRET="hardening-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
  TRUSTED_PROXY_HOPS=1 SEED_ON_START=false \
  NODE_OPTIONS="--import $PWD/tests/hardening/support/heap-probe.mjs" setsid npm start >"$log" 2>&1 &
pids+=($!)
export HARDENING_SERVER_PID=$!

for _ in $(seq 1 120); do
  curl -fs -o /dev/null "$HARDENING_ORIGIN/api/health/" && break
  sleep 0.5
done
curl -fsS -o /dev/null "$HARDENING_ORIGIN/api/health/" || {
  echo "Сервер не поднялся, журнал: $log"
  tail -40 "$log"
  exit 1
}
ready=$(date +%s)

rc=0
npx vitest run --config vitest.hardening.config.ts "${args[@]}" || rc=$?

finished=$(date +%s)
echo "== Проверка стойкости: сборка $((built - started)) с, база $((seeded - built)) с," \
  "запуск сервера $((ready - seeded)) с, тесты $((finished - ready)) с, всего $((finished - started)) с =="
echo "   журнал сервера: $log"
exit $rc
