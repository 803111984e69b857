#!/usr/bin/env bash
# Typecheck, lint, and the check that the committed migrations of both dialects match the schema, side by side:
# each is one mostly single-threaded process, so on 2 cores the three take little longer than the slowest.
# Each one's output is printed whole after it ends, so their lines do not mix. Used by `npm test` and `npm run check`.
set -uo pipefail
cd "$(dirname "$0")/../.."
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
names=(typecheck lint migrations)
npx tsc --noEmit > "$logs/typecheck" 2>&1 &
pids=($!)
npx eslint . > "$logs/lint" 2>&1 &
pids+=($!)
node scripts/test/check-migrations.mjs > "$logs/migrations" 2>&1 &
pids+=($!)
failed=0
for i in 0 1 2; do
  status=0
  wait "${pids[$i]}" || status=$?
  printf -- '--- %s: %s ---\n' "${names[$i]}" "$([ "$status" -eq 0 ] && echo clean || echo "FAILED (exit $status)")"
  [ "$status" -eq 0 ] || { cat "$logs/${names[$i]}"; failed=1; }
done
exit "$failed"
