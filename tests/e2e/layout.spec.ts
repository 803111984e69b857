import { expect, test, type Page } from './support/test'
import sharp from 'sharp'
import { contrastRatio } from '../../src/lib/accessibility/colour-contrast'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'

/**
 * How pages are laid out and move: blocks fading in on scroll (and not without JavaScript or under
 * reduced motion), the banner's text against its picture, compact cards on a phone, the header's
 * menu at 1280 px, the section's sub-navigation at 1280 and 390 px, the trade cards, the headings' font faces.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

/** The trade landing page: a content page of many blocks, most of them below the fold. */
const blocksPage = routes.trade
const waiting = (page: Page) => page.locator('[data-aos="waiting"]')

test.describe('blocks on scroll', () => {
  test('a block below the fold fades in once, over 600 ms, when it is reached', async ({ page }) => {
    await page.goto(blocksPage)
    await expect(waiting(page).first()).toBeAttached()
    // The banner and the first block, at the top, are never wrapped, so never wait.
    await expect(page.locator('main > header')).toBeInViewport()
    await expect(page.locator('main > :is(section, div)').first()).not.toHaveAttribute('data-aos')
    expect(await waiting(page).first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0')

    // The page's last block (a fixed element: `waiting` matches fewer as blocks are reached).
    const last = page.locator('main > [data-aos]').last()
    await expect(last).toHaveAttribute('data-aos', 'waiting')
    await last.scrollIntoViewIfNeeded()
    await expect(last).toHaveAttribute('data-aos', 'shown')
    expect(await last.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0\.6s/)
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')

    // Once only: scrolled away and back, it stays shown.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(last).toHaveAttribute('data-aos', 'shown')
  })

  test('under reduced motion every block is there at once, without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(blocksPage)
    await expect(page.locator('[data-aos="still"]').first()).toBeAttached()
    await expect(waiting(page)).toHaveCount(0)
    const last = page.locator('main [data-aos]').last()
    await last.scrollIntoViewIfNeeded()
    expect(await last.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform])).toEqual(['1', 'none'])
    await expect(last).toHaveAttribute('data-aos', 'still')
  })

  test('without JavaScript nothing is hidden: the server’s HTML carries no animation state', async ({ browser, request }) => {
    const html = await (await request.get(blocksPage)).text()
    expect(html).not.toContain('data-aos')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(blocksPage)
    const lastHeading = page.locator('main h2').last()
    await lastHeading.scrollIntoViewIfNeeded()
    await expect(lastHeading).toBeInViewport()
    expect(await lastHeading.evaluate((el) => getComputedStyle(el.closest('main > div') ?? el).opacity)).toBe('1')
    await context.close()
  })
})

/** The lowest contrast of white text against the pixels behind `text`, with the text itself made invisible. */
async function worstContrastBehind(page: Page, selector: string): Promise<number> {
  const text = page.locator(selector)
  await text.evaluate((el) => ((el as HTMLElement).style.color = 'transparent'))
  const { data, info } = await sharp(await text.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let worst = Infinity
  for (let i = 0; i < data.length; i += info.channels) {
    const hex = '#' + [data[i]!, data[i + 1]!, data[i + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('')
    worst = Math.min(worst, contrastRatio('#ffffff', hex))
  }
  return worst
}

test.describe('banners', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`the intro keeps 4.5:1 against the picture behind it at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      for (const path of [routes.products.range('premium-ceylon-tea'), routes.products.ranges]) {
        await page.goto(path)
        await page.locator('main > header img').evaluate((img: HTMLImageElement) => img.decode())
        expect(await worstContrastBehind(page, 'main > header p'), path).toBeGreaterThanOrEqual(4.5)
      }
    })
  }
})

test('headings are drawn in the brand serif: its weight-400 face loaded, its other faces in the same family', async ({ page }) => {
  await page.goto(blocksPage)
  const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '')
  const family = unquote((await page.locator('main h1').evaluate((el) => getComputedStyle(el).fontFamily)).split(',')[0])
  const faces = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts].map((face) => ({ family: face.family, weight: face.weight, status: face.status }))
  })
  const ours = faces.filter((face) => unquote(face.family) === family).map(({ weight, status }) => ({ weight, status }))
  expect(ours).toContainEqual({ weight: '400', status: 'loaded' })
  expect(ours.map((face) => face.weight).sort()).toEqual(['400', '400', '401 700'])
})

test('on a phone a card puts its picture beside its words, so the ranges list stays short', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(routes.products.ranges)
  const cards = page.getByRole('region', { name: 'Our tea ranges' }).getByRole('listitem')
  await expect(cards).toHaveCount(25)
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!
    expect(box.height).toBeLessThanOrEqual(200)
  }
  const picture = (await cards.first().locator('img').boundingBox())!
  const heading = (await cards.first().getByRole('heading').boundingBox())!
  expect(heading.x).toBeGreaterThan(picture.x + picture.width)
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the header menu leaves room between each chevron and the next label', async ({ page }) => {
    await page.goto('/')
    const gaps = await page.getByRole('navigation', { name: 'Main', exact: true }).evaluate((nav) => {
      const buttons = [...nav.querySelectorAll('button')]
      return buttons.slice(1).map((button, i) => {
        const chevron = buttons[i]!.querySelector('svg')!.getBoundingClientRect()
        const range = document.createRange()
        range.selectNodeContents(button.firstChild!)
        return range.getBoundingClientRect().left - chevron.right
      })
    })
    expect(gaps.length).toBeGreaterThanOrEqual(5)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16)
  })

  test('a trade product card shows one picture', async ({ page }) => {
    await page.goto(routes.trade)
    const products = page.getByRole('region', { name: 'Our teas for the trade' }).getByRole('listitem')
    await expect(products).toHaveCount(3)
    for (const product of await products.all()) await expect(product.locator('img')).toHaveCount(1)
  })
})

/** Each link of a section's sub-navigation: whether its words fit its box, and its box the window. */
async function cutItems(nav: import('@playwright/test').Locator) {
  return nav.getByRole('link').evaluateAll((links) =>
    links
      .map((link) => ({ link, box: link.getBoundingClientRect() }))
      .filter(({ link, box }) => link.scrollWidth > link.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth || box.width === 0)
      .map(({ link }) => link.textContent),
  )
}

test.describe('a section\'s sub-navigation', () => {
  const eBook = routes.allAboutTea.eBooks('afternoon-tea-at-home')
  const sectionNav = (page: Page) => page.locator('[data-sub-nav]')

  test('at 1280 px shows every item whole and marks the one holding the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const path of [routes.family.root, eBook]) {
      await page.goto(path)
      const nav = page.locator('[data-sub-nav]')
      expect(await nav.getByRole('link').count(), path).toBeGreaterThan(4)
      await expect(nav.getByRole('link').last()).toBeVisible()
      expect(await cutItems(nav), path).toEqual([])
    }
    // An e-book is not in the menu: its section item, "e-books", is marked as holding it, in words and to the eye.
    const marked = sectionNav(page).locator('[aria-current]')
    await expect(marked).toHaveCount(1)
    await expect(marked).toHaveAttribute('aria-current', 'true')
    await expect(marked).toHaveAttribute('href', routes.allAboutTea.eBooks())
    expect(await marked.evaluate((el) => [getComputedStyle(el).fontWeight, getComputedStyle(el).borderBottomColor])).not.toEqual(
      await sectionNav(page).locator('a:not([aria-current])').first().evaluate((el) => [getComputedStyle(el).fontWeight, getComputedStyle(el).borderBottomColor]),
    )
    await page.goto(routes.allAboutTea.eBooks())
    await expect(sectionNav(page).locator('[aria-current="page"]')).toHaveAttribute('href', routes.allAboutTea.eBooks())
  })

  test('at 390 px sits behind one button naming the section and page, and opens with every item whole', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(eBook)
    const nav = sectionNav(page)
    await expect(nav.getByRole('link').first()).toBeHidden()
    const button = nav.locator('summary')
    await expect(button).toContainText(/all about tea/i)
    await expect(button).toContainText(/e-books/i)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link').last()).toBeVisible()
    expect(await cutItems(nav)).toEqual([])
    await expect(nav.locator('[aria-current="true"]')).toHaveAttribute('href', routes.allAboutTea.eBooks())
  })
})
