import { expect, test } from './support/test'
import { routes } from '../../src/routes'
import { megaMenuLinks } from './support/mega-menu'

/**
 * Every internal link of the header menus and the footer answers 200 (issue 6: "no menu link is
 * broken"). Links to pages that other parts of the work still have to build are listed below and
 * reported, not failed; when one starts to answer 200 the test says so, so the list only shrinks.
 */
const EXPECTED_LATER: Record<string, string[]> = {}
/** Sections that later issues build (none left: every section of the menus is built). */
const LATER_ISSUES: string[] = []
const laterPaths = new Set(Object.values(EXPECTED_LATER).flat())
const isLater = (path: string) => laterPaths.has(path) || LATER_ISSUES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))

test('every internal link of the header menus and the footer answers 200', async ({ page, request }) => {
  test.setTimeout(180_000)
  await page.goto(routes.home)
  // Footer columns are in the page even while closed; the mega-menu's panels are rendered when opened.
  const hrefs = [
    ...(await megaMenuLinks(page)),
    ...(await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
  ]
  const paths = [...new Set(hrefs.map((href) => href.split('#')[0]!))].sort()
  expect(paths.length, 'the header and footer links were found').toBeGreaterThan(50)
  expect(paths).toContain(routes.purpose.sustainability)
  expect(paths).toContain(routes.policies.humanRights)

  const broken: string[] = []
  const stillMissing: string[] = []
  const nowThere: string[] = []
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 5 })
    const ok = response.status() === 200
    if (isLater(path)) (ok ? nowThere : stillMissing).push(`${path} ${response.status()}`)
    else if (!ok) broken.push(`${path} ${response.status()}`)
  }
  if (stillMissing.length) console.info(`Expected later (not yet 200): ${stillMissing.join(', ')}`)
  if (stillMissing.length) test.info().annotations.push({ type: 'expected later', description: stillMissing.join(', ') })
  expect(broken, 'menu and footer links that do not answer 200').toEqual([])
  // Only this issue's own list must shrink as pages arrive; later issues' sections may fill up at any time.
  expect(nowThere.filter((entry) => laterPaths.has(entry.split(' ')[0]!)), 'now answering 200: remove them from EXPECTED_LATER').toEqual([])
})
