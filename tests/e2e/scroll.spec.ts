import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'

/**
 * Scrolling on client-side navigation (issue section 3): back/forward restore the saved position;
 * otherwise the hash target, else the top.
 *
 * Test scaffolding: the pages used here may be short, so <main> gets a tall top padding. The
 * layout keeps <main> across client navigations, so every page in the test is scrollable.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

/** Room to scroll on any page: space below the content, so what sits at the top stays in place. */
async function makeTall(page: Page) {
  await page.evaluate(() => {
    document.getElementById('main')!.style.paddingBottom = '2500px'
  })
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await settle(page)
  expect(await scrollY(page)).toBe(y)
}

/** Marks the document, so a test can tell a client-side navigation from a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

test('a link goes to the top; back and forward restore where the visitor was', async ({ page }) => {
  await page.goto('/')
  await makeTall(page)
  await markDocument(page)

  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' })
  await link.scrollIntoViewIfNeeded()
  await settle(page)
  const leftAt = await scrollY(page)
  expect(leftAt).toBeGreaterThan(1500)

  await link.click()
  await page.waitForURL(`**${routes.policies.terms}`)
  await expect.poll(() => scrollY(page)).toBe(0)
  expect(await sameDocument(page)).toBe(true)

  await scrollTo(page, 1200)

  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/')
  await expect.poll(() => scrollY(page)).toBe(leftAt)
  expect(await sameDocument(page)).toBe(true)

  await page.goForward()
  await page.waitForURL(`**${routes.policies.terms}`)
  await expect.poll(() => scrollY(page)).toBe(1200)
  expect(await sameDocument(page)).toBe(true)
})

test('a navigation to a path with a hash scrolls to the target', async ({ page }) => {
  await page.goto('/')
  await makeTall(page)
  await scrollTo(page, 300)
  // What a <Link href="/path#id"> does on click; the router is exposed for debugging by Next.
  await page.evaluate((href) => (window as unknown as { next: { router: { push: (h: string) => void } } }).next.router.push(href), `${routes.policies.terms}#footer-contact-heading`)
  await page.waitForURL(`**${routes.policies.terms}#footer-contact-heading`)
  await expect(page.locator('#footer-contact-heading')).toBeInViewport()
  expect(await scrollY(page)).toBeGreaterThan(2000)
})

test('a navigation without a hash goes to the top even when the new page starts further down', async ({ page }) => {
  await page.goto('/')
  await makeTall(page)
  await scrollTo(page, 700)
  await page.evaluate((href) => (window as unknown as { next: { router: { push: (h: string) => void } } }).next.router.push(href), routes.policies.privacyAndCookies)
  await page.waitForURL(`**${routes.policies.privacyAndCookies}`)
  await expect.poll(() => scrollY(page)).toBe(0)
})

/** The home page with room to scroll, its hero's scroll-down button, and where one press should end. */
async function openHomeScrollDown(page: Page) {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Scroll down' }).first()
  await expect(button).toBeVisible()
  await makeTall(page)
  // The hero may open below the first screen (after the home page's offer): bring it in first, as a visitor would.
  await button.scrollIntoViewIfNeeded()
  // Let that scroll's own events fire before a test starts recording positions.
  await settle(page)
  const target = await page.evaluate(() => window.scrollY + window.innerHeight - 200)
  return { button, target }
}

test.describe('scroll-down control', () => {
  // ScrollDown (src/components/ui/ScrollDown.tsx) sits on the home page's hero.
  test('scrolls by the window height minus 200 px, smoothly over 1.2 s', async ({ page }) => {
    const { button, target } = await openHomeScrollDown(page)
    // Record every position the page passes through: a smooth scroll has some between start and end
    // (no wall-clock sampling, which a busy machine would make flaky).
    await page.evaluate(() => {
      const positions: number[] = []
      ;(window as unknown as { __positions: number[] }).__positions = positions
      window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)))
    })
    await button.click()
    await expect.poll(() => scrollY(page)).toBe(target)
    const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions)
    expect(positions.filter((y) => y > 0 && y < target).length).toBeGreaterThanOrEqual(2)
    // Never back up the page: each position at least the one before, give or take the sub-pixel rounding of scrollY.
    const backwards = positions.filter((y, i) => i > 0 && y < positions[i - 1] - 1)
    expect(backwards).toEqual([])
  })

  test('jumps at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { button, target } = await openHomeScrollDown(page)
    await button.click()
    await settle(page)
    expect(await scrollY(page)).toBe(target)
  })
})
