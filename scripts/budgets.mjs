// `npm run budgets`: page weight per page type on a production build, checked against scripts/budgets.json.
// Measures E2E_BASE_URL when set; otherwise builds if needed and serves a seeded build itself (scripts/e2e-server.mjs).
// `--record` rewrites the JavaScript budgets as today's figures plus the file's headroom.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { root } from './env.mjs'
import { budgetFile, check, loadBudgets, measure, report } from './budgets-measure.mjs'
import { waitFor } from './wait-for.mjs'

let baseURL = process.env.E2E_BASE_URL
let server
if (!baseURL) {
  const port = process.env.BUDGETS_PORT || process.env.E2E_PORT || '3200'
  baseURL = `http://127.0.0.1:${port}`
  server = spawn('node', ['scripts/e2e-server.mjs', port], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  await waitFor(`${baseURL}/`, server)
}

try {
  const results = await measure(baseURL)
  console.log(report(results))
  const budgets = loadBudgets()
  if (process.argv.includes('--record')) {
    const grow = 1 + budgets.headroomPercent / 100
    for (const [type, r] of Object.entries(results)) budgets.firstLoadJsGzipKB[type] = Math.min(budgets.pageTypeMaxKB ?? Infinity, Math.ceil(r.firstLoadJsGzipKB * grow))
    writeFileSync(budgetFile, JSON.stringify(budgets, null, 2) + '\n')
    console.log(`\nRecorded the JavaScript budgets (+${budgets.headroomPercent} %) in ${budgetFile}`)
  }
  const { failures, notes } = check(results, budgets)
  for (const note of notes) console.log(`not yet enforced (pageWeight.enforce is false): ${note}`)
  for (const failure of failures) console.error(`over budget: ${failure}`)
  process.exitCode = failures.length ? 1 : 0
} finally {
  // The server runs in its own process group (npx → next start): end the whole group.
  if (server) process.kill(-server.pid, 'SIGTERM')
}
