import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { scanForViolations } from '../../../scripts/test/axe-scan.mjs'

/**
 * axe on the page as it is now (a dialog open, errors showing, a filter applied): the interactive
 * states the whole-site crawl (scripts/test/crawl.mjs) cannot reach. The crawl runs axe on pages as loaded (in
 * `npm test` one of each kind), so a spec does not scan a page it has merely opened. `include` limits the scan
 * to one part of the page (the rest has scans of its own); `label` names the state in the failure.
 */
export async function expectNoAxeViolations(page: Page, { include, label }: { include?: string; label?: string } = {}) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  const results = await scanForViolations(builder)
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), label).toEqual([])
  return results
}
