#!/usr/bin/env bash
# `npm run check`: the inner loop before a commit — typecheck and lint side by side, then the unit tests.
# No build, database or browser; `npm test` runs everything.
set -uo pipefail
cd "$(dirname "$0")/../.."
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
node scripts/runtime/generate-registries.mjs
npx tsc --noEmit > "$logs/tsc" 2>&1 &
tsc=$!
npx eslint . > "$logs/eslint" 2>&1 &
eslint=$!
failed=0
wait $tsc || { echo "== Typecheck failed =="; cat "$logs/tsc"; failed=1; }
wait $eslint || { echo "== Lint failed =="; cat "$logs/eslint"; failed=1; }
[ $failed = 0 ] && echo "Typecheck and lint: clean"
npx vitest run --project unit || failed=1
exit $failed
