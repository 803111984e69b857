#!/usr/bin/env bash
# The measuring stages of `npm test`, run beside the integration and S3 suites (scripts/test/test.sh): those leave
# about one of two cores idle, waiting on the database. First the browser suite's database is seeded and kept
# (scripts/test/seed-ahead.mjs); then production servers on copies of it, each serving a private copy of the build
# (E2E_PRIVATE_BUILD: the suites' servers write their caches into the build's .next), for the whole-site crawl and a
# short fuzz run, then the hostile mix. The crawls under load run after the suites (scripts/test/test.sh): they judge the server's own
# speed. Usage: measuring-stages.sh REPORTS_DIR; the stage times go to
# REPORTS_DIR/measuring-times.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPORTS="$1"
source scripts/test/stage-times.sh
MEASURE_SERVER=""
stop_measure_server() { [ -n "$MEASURE_SERVER" ] && kill -- -"$MEASURE_SERVER" 2>/dev/null || true; }
finish() {
  end_stage
  stop_measure_server
  printf '%s' "$TIMES" > "$REPORTS/measuring-times"
}
trap finish EXIT
trap 'exit 143' TERM INT

step "Seed the browser suite's database (kept for its server and this one)"
node scripts/test/seed-ahead.mjs
bash scripts/test/ensure-chromium.sh
bash scripts/test/ensure-java.sh

step "Start the production server for the measuring stages (a private copy of the build)"
MEASURE_PORT="${MEASURE_PORT:-3300}"
E2E_PRIVATE_BUILD=1 setsid node scripts/test/e2e-server.mjs "$MEASURE_PORT" > "$REPORTS/measure-server.log" 2>&1 &
MEASURE_SERVER=$!
node -e "import('./scripts/test/wait-for.mjs').then(({ waitFor }) => waitFor('http://127.0.0.1:$MEASURE_PORT/'))"
export E2E_BASE_URL="http://127.0.0.1:$MEASURE_PORT"

step "Crawl (every page from / and the sitemap: broken links, first-load JS; axe, Nu and narrow widths on one page of each kind)"
# Fails on a broken link, a sitemap URL not 200, an axe violation, a Nu error, a page that scrolls sideways at 320-768 px
# or a page over the JavaScript ceiling. `npm run crawl` alone puts every page through axe and Nu.
CRAWL_BROWSER_PER_KIND=1 CRAWL_REPORT="$REPORTS/crawl/report.json" npx tsx scripts/test/crawl.mjs

step "Fuzz (2,000 hostile requests, fixed seed, on the same server after the crawl)"
# `npm run fuzz` alone serves a seeded build itself and sends 10,000 with a random seed; FUZZ_SEED=<seed> replays a run.
FUZZ_REQUESTS=2000 FUZZ_WARMUP=2000 FUZZ_SEED=20261124 node scripts/test/fuzz.mjs

step "Hostile mix (every kind of request that once stalled the server, side by side, on the same server after the crawl and fuzz)"
# Fails on a 5xx other than a 503 shed, a visitor's file or page kept waiting, RSS past 600 MB or a server that stops answering.
node scripts/test/hostile-mix.mjs
# Lighthouse (`npm run lighthouse`) is not a CI stage yet: Lighthouse 12 with Debian's chromium now and then ends a
# run with NO_NAVSTART (no trace of the navigation), on a different page each time; see docs/STATUS.md.
