import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { setPolicyCookie, withConsentChosen } from './support/chrome'

/**
 * Tea Inspired's video wishes (the popup's consent gate, by keyboard) and commemorative teas (the
 * link to a tea's product page), seeded by src/seed/tea-inspired-wishes.ts. Each wish plays its seeded
 * film; the e2e server sets SEED_VIDEO_IDS to one made-up id, so the first wish is a YouTube video.
 */
test.beforeEach(async ({ context, baseURL }) => {
  // A saved choice without marketing consent: the popup must ask before it loads YouTube.
  await withConsentChosen(context, baseURL!)
})

const main = (page: Page) => page.locator('main')
const youtube = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

const TITLE = 'From the grocer who took the first container'
const PLAY = `Play the wish from Jonas Albrecht: ${TITLE}`

test.describe('video wishes', () => {
  test('without consent a wish opens the popup behind the consent gate; nothing loads from YouTube until the visitor asks', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (youtube.test(request.url())) requests.push(request.url())
    })
    await open(page, routes.teaInspired.videoWishes)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video wishes')
    await expect(main(page).getByRole('button', { name: /^Play the wish from / })).toHaveCount(6)
    await expect(main(page).locator('iframe')).toHaveCount(0)

    // By keyboard: focus the wish's thumbnail and open it with Enter.
    const play = main(page).getByRole('button', { name: PLAY })
    await play.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: TITLE })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('This video plays from YouTube, which may set its own cookies.')).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    expect(requests).toEqual([])

    // The explicit click inside the popup loads the player (privacy-enhanced domain).
    await dialog.getByRole('button', { name: new RegExp(`^Watch .*${TITLE}`) }).click()
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube(-nocookie)?\.com\/embed\/Dalumara-E2/)

    // Escape closes the popup and hands focus back to the thumbnail that opened it.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test('the close button closes the popup and returns focus too', async ({ page }) => {
    await open(page, routes.teaInspired.videoWishes)
    const play = main(page).getByRole('button', { name: PLAY })
    await play.click()
    const dialog = page.getByRole('dialog', { name: TITLE })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test('with marketing consent the popup loads the player straight away', async ({ page, context, baseURL }) => {
    await setPolicyCookie(context, baseURL!, { necessary: true, preferences: false, statistics: false, marketing: true })
    await open(page, routes.teaInspired.videoWishes)
    await main(page).getByRole('button', { name: PLAY }).click()
    const dialog = page.getByRole('dialog', { name: TITLE })
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube(-nocookie)?\.com\/embed\/Dalumara-E2/)
    await expect(dialog.getByText('This video plays from YouTube, which may set its own cookies.')).toHaveCount(0)
  })
})

test.describe('commemorative teas', () => {
  test('a tea still sold links to its product page; a tea no longer sold links nowhere', async ({ page }) => {
    await open(page, routes.teaInspired.commemorativeTeas)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commemorative teas')
    await expect(main(page).locator('article[id^="commemorative-tea-"]')).toHaveCount(6)
    await expect(main(page).locator('#commemorative-tea-uva-hills-school-centenary').getByRole('link')).toHaveCount(0)

    await main(page).locator('#commemorative-tea-kirikanda-forty-years').getByRole('link', { name: 'See the tea today: First Estate Commemorative' }).click()
    await expect(page).toHaveURL(routes.products.productDetails('first-estate-commemorative'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First Estate Commemorative')
  })
})
