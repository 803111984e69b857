import { expect, test, type Page } from './support/test'
import { routes } from '@/routes'

/**
 * The Content-Security-Policy (src/lib/csp) allows no inline script but the framework's own: by the
 * hashes stored with a cached page, or a per-request nonce. In a real browser, one page of each kind
 * runs with no violation reported, hydrates, and answers a click.
 */
declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Records violations from the first byte on (an init script is not subject to the page's policy). */
async function watchViolations(page: Page) {
  const console: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI || 'inline'} ${event.sample}`)
    })
  })
  return async () => [...((await page.evaluate(() => window.__cspViolations)) ?? []), ...console]
}

/** The header's islands mark themselves hydrated; then a mega-menu trigger must open its panel. */
async function expectInteractive(page: Page) {
  const banner = page.getByRole('banner')
  await expect(banner).toHaveAttribute('data-hydrated', 'true')
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our products', exact: true })
  await trigger.click()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
}

const pages: [string, string, { status: number; interactive: boolean; nonce: boolean }][] = [
  ['a cached page', '/careers', { status: 200, interactive: true, nonce: false }],
  ['the cached home page', routes.home, { status: 200, interactive: true, nonce: false }],
  ['search results (per request)', `${routes.search}?keyword=tea`, { status: 200, interactive: true, nonce: true }],
  ['a filtered list (per request, _list)', `${routes.products.accessories()}?page=1&material=glass`, { status: 200, interactive: true, nonce: true }],
  ['the 404 page', '/no-such-page-for-csp', { status: 404, interactive: false, nonce: false }],
]

test.describe('Content-Security-Policy', () => {
  for (const [name, path, expected] of pages) {
    test(`${name} runs its scripts without a violation`, async ({ page }) => {
      const violations = await watchViolations(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(expected.status)
      const policies = (await response!.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value)
      // Exactly one policy: a second one would be enforced too and block what the first allows.
      expect(policies).toHaveLength(1)
      const scriptSrc = policies[0]!.split(';').find((d) => d.trim().startsWith('script-src'))!
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).toMatch(expected.nonce ? /'nonce-[A-Za-z0-9+/=]+'/ : /'sha256-[A-Za-z0-9+/=]+'/)
      if (expected.interactive) await expectInteractive(page)
      else await page.waitForLoadState('networkidle')
      expect(await violations()).toEqual([])
    })
  }

  test('a client-side navigation from a cached page runs without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/careers')
    await expectInteractive(page)
    const panel = page.locator(`[id="${await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our products', exact: true }).getAttribute('aria-controls')}"]`)
    await panel.getByRole('link', { name: 'Tea accessories', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${routes.products.accessories()}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations()).toEqual([])
  })

  test('an inline script that is not the framework’s is blocked on a cached page', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/careers')
    await expectInteractive(page)
    // As if content had smuggled a script into the markup: the policy must stop it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((r) => setTimeout(r, 100))
      return (window as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true)
  })

  test('the admin keeps its own policy and loads without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    const response = await page.goto('/admin')
    expect(response?.status()).toBeLessThan(400)
    await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible({ timeout: 30_000 })
    expect(await violations()).toEqual([])
  })
})
