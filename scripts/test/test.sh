#!/usr/bin/env bash
# `npm test`: typecheck, lint, migration drift, unit, integration (a temporary SQLite database, or INT_DATABASE_URL,
# and two production servers), S3 storage, browser tests (Playwright + axe + the Nu HTML checker + page-weight
# budgets) and a short soak. Beside the integration and S3 suites, on a seeded server of its own, run the whole-site
# crawl and a short fuzz run (scripts/test/measuring-stages.sh); the crawls under load follow the suites, alone. One production build serves
# every server stage (scripts/runtime/build-if-needed.mjs stamps it). Each stage prints its elapsed time.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
REPORTS="$(mktemp -d)"
STARTED=$SECONDS
source scripts/test/stage-times.sh
# On success and on failure alike, say where the time went.
summary() {
  end_stage
  printf '\nStage times:\n%s%5ds  total\n' "$TIMES" $((SECONDS - STARTED))
}
trap summary EXIT

step "Typecheck, lint, and migrations match the schema (SQLite and PostgreSQL), side by side"
bash scripts/test/static-checks.sh
step "Unit tests"
npx vitest run --project unit --project unit-isolated --reporter=default --reporter=json --outputFile.json="$REPORTS/unit.json"
step "Production build"
node scripts/runtime/build-if-needed.mjs
# The integration suite waits on its database most of the time and leaves a core idle: the browser suite's seed and
# the measuring stages run beside it, on a server of their own (their output is printed when they are joined). At the
# same priority: at nice 10 the suite was no faster (docs/performance.md, "CI time").
MEASURING_LOG="$REPORTS/measuring.log"
setsid bash scripts/test/measuring-stages.sh "$REPORTS" > "$MEASURING_LOG" 2>&1 &
MEASURING=$!
trap 'kill -- -"$MEASURING" 2>/dev/null || true; summary' EXIT
step "Integration tests (Local API and HTTP, on $([ -n "${INT_DATABASE_URL:-}" ] && echo PostgreSQL || echo SQLite))"
npx vitest run --project int --reporter=default --reporter=json --outputFile.json="$REPORTS/int.json"
step "S3 storage tests (an in-process S3 server and one production server on an unseeded database)"
npx vitest run --project s3 --reporter=default --reporter=json --outputFile.json="$REPORTS/s3.json"
step "Wait for the seed and the measuring stages (crawl, fuzz), run beside the two suites above"
MEASURING_OK=true
wait "$MEASURING" || MEASURING_OK=false
cat "$MEASURING_LOG"
# Their own times join the summary, marked as run beside.
[ -f "$REPORTS/measuring-times" ] && TIMES+="$(sed 's/$/ (beside the suites above)/' "$REPORTS/measuring-times")"$'\n'
if [ "$MEASURING_OK" = false ]; then
  echo "The seed or a measuring stage failed (above)." >&2
  exit 1
fi
step "Crawl under load (linkinator from /, concurrency 8 and 16, each on a freshly deployed server: served, 503s, RSS, probes)"
# Alone on the machine, as a crawler meets a fresh deploy: beside the integration suite a server at concurrency 16
# turned 93 pages away (each on its own server: a private copy of the build and of the seed with its pictures' sizes).
E2E_BASE_URL= E2E_PRIVATE_BUILD=1 LOAD_CRAWL_CONCURRENCY=8,16 node scripts/test/load-crawl.mjs
step "Browser tests (Playwright + axe + Nu HTML checker + page-weight budgets, Debian chromium)"
# The build above is reused: the e2e server only rebuilds if sources changed since; its database is the seed kept above.
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npx playwright test --reporter=list,json
step "Soak (60 s at 100 connections: errors; memory reported, judged by the 10-minute npm run stress)"
STRESS_SECONDS=60 STRESS_JUDGE_MEMORY=false node scripts/test/stress.mjs
step "Summary"
node scripts/test/test-summary.mjs "$REPORTS"
