// `npm run budgets`: page weight per page type on a production build, checked against scripts/test/budgets.json.
// Measures E2E_BASE_URL when set; otherwise builds if needed and serves a seeded build itself (scripts/test/e2e-server.mjs).
// `--record` rewrites the JavaScript budgets as today's figures plus the file's headroom.
import { writeFileSync } from 'node:fs'
import { productionServer } from './production-server.mjs'
import { budgetFile, check, loadBudgets, measure, report } from './budgets-measure.mjs'

const { baseURL, stop } = await productionServer(process.env.BUDGETS_PORT || process.env.E2E_PORT || '3200')

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
  stop()
}
