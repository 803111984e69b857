import { expect, test, type Locator, type Page } from './support/test'
import { routes } from '../../src/routes'
import { setPolicyCookie, withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/** The Family section's editorial pages: their seeded content and every interaction of their blocks. */

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

const main = (page: Page) => page.locator('main')

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox()
  expect(b).not.toBeNull()
  return b!
}

/** Where an element sits in the document (not the viewport, which hovering may scroll). */
const placeInPage = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }
  })

test.describe('our values', () => {
  test('shows six value cards that open to their longer text on click and on Enter or Space', async ({ page }) => {
    await open(page, routes.family.values)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our values')
    const cards = main(page).getByRole('heading', { level: 2, name: 'What we hold to' }).locator('..').getByRole('listitem')
    await expect(cards).toHaveCount(6)
    const titles = ['Freshness', 'Fairness', 'Patience', 'Hospitality', 'Stewardship', 'Candour']
    for (const title of titles) await expect(main(page).getByRole('button', { name: title, exact: true })).toBeVisible()
    await expect(main(page).getByText('We pack where we grow, so tea reaches you in months, not years.')).toBeVisible()

    // Click: the disclosure opens and its controlled region shows the longer text.
    const freshness = main(page).getByRole('button', { name: 'Freshness', exact: true })
    const longText = main(page).getByText(/Our packing hall stands eleven kilometres/)
    await expect(freshness).toHaveAttribute('aria-expanded', 'false')
    await expect(longText).toBeHidden()
    const panelId = await freshness.getAttribute('aria-controls')
    expect(panelId).toBeTruthy()
    await freshness.click()
    await expect(freshness).toHaveAttribute('aria-expanded', 'true')
    await expect(longText).toBeVisible()
    await expect(page.locator(`[id="${panelId}"]`)).toContainText('eleven kilometres')
    await freshness.click()
    await expect(freshness).toHaveAttribute('aria-expanded', 'false')
    await expect(longText).toBeHidden()

    // Keyboard: Enter opens, Space closes; a click anywhere on the card (here its picture) opens too.
    const fairness = main(page).getByRole('button', { name: 'Fairness', exact: true })
    await fairness.focus()
    await page.keyboard.press('Enter')
    await expect(fairness).toHaveAttribute('aria-expanded', 'true')
    await expect(main(page).getByText(/an elected committee of workers decides/)).toBeVisible()
    await page.keyboard.press('Space')
    await expect(fairness).toHaveAttribute('aria-expanded', 'false')
    const patienceCard = cards.nth(2)
    const picture = await box(patienceCard.locator('img'))
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2)
    await expect(main(page).getByRole('button', { name: 'Patience', exact: true })).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
  })
})

test.describe('founder’s message', () => {
  test('shows the letter, the signature, the founder’s name and the sliders', async ({ page }) => {
    await open(page, routes.family.foundersMessage)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Founder’s message')
    await expect(main(page).getByRole('heading', { level: 2, name: 'To everyone who shares a cup with us' })).toBeVisible()
    await expect(main(page).getByText(/learned to judge a tea in the four seconds/)).toBeVisible()
    await expect(main(page).getByRole('img', { name: 'The handwritten signature of Kamala Dalumara' })).toBeVisible()
    await expect(main(page).getByText('Kamala Dalumara', { exact: true })).toBeVisible()
    await expect(main(page).getByText('Founder of Dalumara', { exact: true })).toBeVisible()
    await expect(main(page).getByText('“Good tea is never hurried: not on the bush, not in the factory, and not in the pot.”')).toBeVisible()
    const slider = page.getByRole('region', { name: 'Highlights' })
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(3)
  })

  test('the video thumbnail opens a popup that loads nothing from YouTube without marketing consent', async ({ page }) => {
    await open(page, routes.family.foundersMessage)
    const play = main(page).getByRole('button', { name: 'Play video: A message from Kamala Dalumara' })
    await expect(play.locator('img')).toHaveAttribute('alt', /portrait of the founder/)
    await play.click()
    const dialog = page.getByRole('dialog', { name: 'A message from Kamala Dalumara' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('This video plays from YouTube, which may set its own cookies.')).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test('with marketing consent the video player loads straight away', async ({ page, context, baseURL }) => {
    await setPolicyCookie(context, baseURL!, { necessary: true, preferences: false, statistics: false, marketing: true })
    await open(page, routes.family.foundersMessage)
    await main(page).getByRole('button', { name: 'Play video: A message from Kamala Dalumara' }).click()
    const dialog = page.getByRole('dialog', { name: 'A message from Kamala Dalumara' })
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube(-nocookie)?\.com\/embed\/Dalumara-E2/)
    await expect(dialog.getByText('This video plays from YouTube, which may set its own cookies.')).toHaveCount(0)
  })
})

test.describe('quality, certifications and awards', () => {
  test('switches between the certificates and the awards with buttons and arrow keys', async ({ page }) => {
    await open(page, routes.family.qualityCertifications)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality, certifications and awards')
    await expect(main(page).getByRole('heading', { level: 2, name: 'Checked by others, not only by us' })).toBeVisible()
    await expect(main(page).getByText(/These certificates record the audits we invite each year/)).toBeVisible()

    const tabs = main(page).getByRole('tablist', { name: 'Choose a list' })
    const certificatesTab = tabs.getByRole('tab', { name: 'Certificates' })
    const awardsTab = tabs.getByRole('tab', { name: 'Awards' })
    const certificates = main(page).getByRole('tabpanel', { name: 'Certificates' })
    const awards = main(page).getByRole('tabpanel', { name: 'Awards' })
    await expect(certificatesTab).toHaveAttribute('aria-selected', 'true')
    await expect(certificates.getByRole('heading', { level: 3 })).toHaveText([
      'Food safety management',
      'Fair work on the estates',
      'Single-origin guarantee',
      'Land and water stewardship',
    ])
    await expect(awards).toBeHidden()

    await awardsTab.click()
    await expect(awardsTab).toHaveAttribute('aria-selected', 'true')
    await expect(certificatesTab).toHaveAttribute('aria-selected', 'false')
    await expect(certificates).toBeHidden()
    await expect(awards.getByRole('heading', { level: 3 })).toHaveText([
      'Golden Leaf, Uva seasonal tea',
      'Tasters’ Choice, Dimbula',
      'Hill Country Employer of the Year',
      'Best Low-Grown Tea',
    ])
    await expect(awards.getByText(/our Kirikanda August flush/)).toBeVisible()
    // The address now opens the awards when shared.
    expect(new URL(page.url()).hash).toBe('#awards')

    // Keyboard: arrow keys move between the tabs and select them.
    await awardsTab.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(certificatesTab).toBeFocused()
    await expect(certificatesTab).toHaveAttribute('aria-selected', 'true')
    await expect(certificates).toBeVisible()
    await page.keyboard.press('End')
    await expect(awardsTab).toBeFocused()
    await expect(awards).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('every certificate and award links to its PDF, which downloads with its type and size named', async ({ page, request }) => {
    await open(page, routes.family.qualityCertifications)
    const links = main(page).locator('[role="tabpanel"] a[download]')
    await expect(links).toHaveCount(8)
    const first = main(page).getByRole('tabpanel', { name: 'Certificates' }).getByRole('link', { name: /^Download Food safety management/ })
    await expect(first).toHaveText(/\(PDF, \d+(\.\d)? kB\)/)
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
      expect(href).toMatch(/^\/api\/media\/file\/dalumara-(certificate|award)-[a-z-]+\.pdf$/)
      const response = await request.get(href!)
      expect(response.status(), href!).toBe(200)
      expect(response.headers()['content-type']).toContain('application/pdf')
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
    const download = page.waitForEvent('download')
    await first.click()
    expect((await download).suggestedFilename()).toBe('dalumara-certificate-food-safety.pdf')
    // It arrives whole (failure() waits for the end): nothing is left downloading when the test ends.
    expect(await (await download).failure()).toBeNull()
  })

  test('/awards redirects to the one canonical page, with the awards list selected', async ({ page, request }) => {
    const redirect = await request.get(routes.family.awards, { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    expect(redirect.headers().location).toMatch(new RegExp(`${routes.family.qualityCertifications}#awards$`))

    await open(page, routes.family.awards)
    const url = new URL(page.url())
    expect(url.pathname).toBe(routes.family.qualityCertifications)
    expect(url.hash).toBe('#awards')
    await expect(main(page).getByRole('tab', { name: 'Awards' })).toHaveAttribute('aria-selected', 'true')
    await expect(main(page).getByRole('tabpanel', { name: 'Awards' })).toBeVisible()
    await expect(main(page).getByRole('tabpanel', { name: 'Certificates' })).toBeHidden()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(routes.family.qualityCertifications)
  })
})

test.describe('timeline', () => {
  const cards = (page: Page) => main(page).locator('[data-timeline-card]')

  test('lists the entries by year, oldest first', async ({ page }) => {
    await open(page, routes.family.timeline)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our timeline')
    await expect(cards(page)).toHaveCount(13)
    const years = await main(page).locator('[data-timeline-card] p[id$="-year"]').allTextContents()
    expect(years.map(Number)).toEqual([1962, 1972, 1979, 1982, 1986, 1991, 1994, 1998, 2003, 2008, 2010, 2014, 2019])
    await expect(main(page).getByRole('article', { name: '1979 Kirikanda' })).toContainText('sixty hectares of overgrown tea above Haputale')
    // An entry with two pictures shows the second in the opened card.
    await expect(main(page).getByRole('article', { name: '1979 Kirikanda' }).locator('img')).toHaveCount(2)
  })

  test('a card opens on hover and on keyboard focus, over the page instead of pushing it', async ({ page }) => {
    await open(page, routes.family.timeline)
    const first = cards(page).nth(0)
    const second = cards(page).nth(1)
    const fourth = cards(page).nth(3) // the next row on a desktop-wide grid
    const slot = await placeInPage(first.locator('..'))
    const below = await placeInPage(fourth)
    const height = async (card: Locator) => (await placeInPage(card)).height
    expect(await height(first)).toBeLessThanOrEqual(slot.height + 0.5)

    await first.hover()
    await expect.poll(() => height(first)).toBeGreaterThan(slot.height + 20)
    // Nothing around it moved: its slot and the next row keep their places.
    expect(await placeInPage(first.locator('..'))).toEqual(slot)
    expect(await placeInPage(fourth)).toEqual(below)

    // Keyboard: Tab moves focus to the next card, which opens while the first closes.
    await page.mouse.move(0, 0)
    await expect.poll(() => height(first)).toBeLessThanOrEqual(slot.height + 0.5)
    await first.focus()
    await expect.poll(() => height(first)).toBeGreaterThan(slot.height + 20)
    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    await expect.poll(() => height(second)).toBeGreaterThan(slot.height + 20)
    await expect.poll(() => height(first)).toBeLessThanOrEqual(slot.height + 0.5)
    expect(await placeInPage(fourth)).toEqual(below)
  })

  test('the opening is animated only for visitors who allow motion', async ({ page }) => {
    await open(page, routes.family.timeline)
    // Seconds; the site's reduced-motion rule shortens every transition to a near-zero duration.
    const duration = async () => parseFloat(await cards(page).first().evaluate((el) => getComputedStyle(el).transitionDuration))
    expect(await duration()).toBeGreaterThanOrEqual(0.3)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await duration()).toBeLessThan(0.001)
  })
})

test.describe('leisure and hospitality', () => {
  test('shows the invitation, sliders, quotes, values and ways to visit', async ({ page }) => {
    await open(page, routes.family.leisureHospitality)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leisure and hospitality')
    await expect(main(page).getByRole('heading', { level: 2, name: 'An invitation to the hills' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Ask us about a stay' })).toHaveAttribute('href', routes.contact)
    await expect(page.getByRole('region', { name: 'Highlights' }).locator('[aria-roledescription="slide"]')).toHaveCount(3)
    await expect(main(page).getByRole('heading', { level: 2, name: 'Hospitality is a family habit' })).toBeVisible()
    await expect(main(page).getByText(/Nobody leaves a tea estate hungry/)).toBeVisible()
    await expect(main(page).getByText('— Upali Dalumara')).toBeVisible()

    const unhurried = main(page).getByRole('button', { name: 'Unhurried', exact: true })
    await unhurried.click()
    await expect(unhurried).toHaveAttribute('aria-expanded', 'true')
    await expect(main(page).getByText(/breakfast is served until the last guest appears/)).toBeVisible()

    const grid = main(page).getByRole('heading', { level: 2, name: 'Ways to visit' }).locator('..')
    await expect(grid.getByRole('link')).toHaveCount(3)
    await expect(main(page).getByText(/leave as a friend of the family/)).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Plan your visit with us' })).toHaveAttribute('href', routes.contact)
  })
})

test.describe('story and what we do', () => {
  for (const [path, heading] of [
    [routes.family.story, 'Kirikanda, 1979'],
    [routes.family.whatWeDo, 'From bush to tin'],
  ] as const) {
    test(`${path} shows its seeded content`, async ({ page }) => {
      await open(page, path)
      await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible()
    })
  }
})
