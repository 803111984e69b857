// Prints one closing line for the whole `npm test` run: "N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2]
let passed = 0
let failed = 0
let skipped = 0

for (const name of ['unit.json', 'int.json', 's3.json']) {
  const file = path.join(dir, name)
  if (!existsSync(file)) continue
  const r = JSON.parse(readFileSync(file, 'utf8'))
  passed += r.numPassedTests ?? 0
  failed += r.numFailedTests ?? 0
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
}

const e2e = path.join(dir, 'e2e.json')
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {}
  passed += (s.expected ?? 0) + (s.flaky ?? 0)
  failed += s.unexpected ?? 0
  skipped += s.skipped ?? 0
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
