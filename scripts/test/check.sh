#!/usr/bin/env bash
# `npm run check`: the inner loop before a commit — typecheck, lint and the migrations check side by side, then
# the unit tests. No build, database or browser; `npm test` runs everything.
set -uo pipefail
cd "$(dirname "$0")/../.."
failed=0
bash scripts/test/static-checks.sh || failed=1
npx vitest run --project unit --project unit-isolated || failed=1
exit $failed
