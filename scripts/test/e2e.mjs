// `npm run test:e2e [-- playwright args]`: the browser suite alone. Makes sure chromium and Java (for the
// HTML checker) are there, then runs Playwright, whose web server builds if needed and serves a seeded build.
import { spawnSync } from 'node:child_process'
import { root } from '../runtime/env.mjs'

for (const script of ['scripts/test/ensure-chromium.sh', 'scripts/test/ensure-java.sh']) {
  const check = spawnSync('bash', [script], { cwd: root, stdio: 'inherit' })
  if (check.status !== 0) process.exit(check.status ?? 1)
}
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
process.exit(run.status ?? 1)
