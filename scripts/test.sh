#!/usr/bin/env bash
# `npm test`: typecheck, lint, migration drift, unit, integration (real temp SQLite DB + a production server), browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
REPORTS="$(mktemp -d)"
step() { printf '\n== %s ==\n' "$1"; }

step "Typecheck"
npx tsc --noEmit
step "Lint"
npx eslint .
step "Migrations match the schema (SQLite and PostgreSQL)"
node scripts/check-migrations.mjs
step "Unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$REPORTS/unit.json"
step "Production build"
node scripts/build-if-needed.mjs
step "Integration tests (Local API and HTTP)"
npx vitest run --project int --reporter=default --reporter=json --outputFile.json="$REPORTS/int.json"
step "Browser tests (Playwright + axe, Debian chromium)"
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$REPORTS"
