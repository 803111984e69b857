import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { setPolicyCookie, withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The media section's image albums (selection and press-kit download), audio list (the player by
 * keyboard, transcripts) and video list (the popup's consent gate), seeded by src/seed/media-items.
 * The e2e server sets SEED_VIDEO_IDS to a made-up id, so the first seeded video is a YouTube video;
 * the others play their seeded films (src/seed/films) from this site.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

const main = (page: Page) => page.locator('main')

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

const album = routes.media.images('the-tasting-room')
const CUPS = 'A row of white tasting cups filled with tea'
const AMBER = 'A cup of tea glowing amber in warm light'
const GLASS = 'A glass of pale tea on a marble bench'

test.describe('image albums', () => {
  test('the albums list links to each album', async ({ page }) => {
    await open(page, routes.media.images())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Images')
    await expect(main(page).getByText('8 albums')).toBeVisible()
    await main(page).getByRole('link', { name: /The Tasting Room in Colombo/ }).click()
    await expect(page).toHaveURL(album)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Tasting Room in Colombo')
  })

  test('a visitor selects pictures (never twice), removes one, clears all and downloads the selection', async ({ page }) => {
    await open(page, album)
    const kit = main(page).getByRole('region', { name: 'Your press kit' })
    const chosen = kit.getByRole('list', { name: 'Selected pictures' }).getByRole('listitem')
    const box = (alt: string) => main(page).getByRole('checkbox', { name: `Select picture: ${alt}` })
    await expect(main(page).getByRole('checkbox')).toHaveCount(10)
    await expect(kit).toContainText('No pictures selected yet.')

    await box(CUPS).check()
    await box(AMBER).check()
    await expect(kit.getByText(/^2 pictures selected \(\d/)).toBeVisible()
    await expect(chosen).toHaveCount(2)

    // Select all adds the other eight; the two already chosen stay once, first.
    await kit.getByRole('button', { name: 'Select all' }).click()
    await expect(chosen).toHaveCount(10)
    await expect(kit.getByText(/^10 pictures selected/)).toBeVisible()
    const removeNames = await kit.getByRole('button', { name: /^Remove: / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))
    expect(new Set(removeNames).size).toBe(10)
    expect(removeNames.slice(0, 2)).toEqual([`Remove: ${CUPS}`, `Remove: ${AMBER}`])
    await box(CUPS).check()
    await expect(chosen).toHaveCount(10)

    // Remove one from the panel: it leaves the list and its box is unticked.
    await kit.getByRole('button', { name: `Remove: ${AMBER}` }).click()
    await expect(chosen).toHaveCount(9)
    await expect(box(AMBER)).not.toBeChecked()
    await expect(kit.getByRole('button', { name: `Remove: ${AMBER}` })).toHaveCount(0)

    await kit.getByRole('button', { name: 'Clear selection' }).click()
    await expect(chosen).toHaveCount(0)
    await expect(kit).toContainText('No pictures selected yet.')
    await expect(main(page).getByRole('checkbox', { checked: true })).toHaveCount(0)

    // Nothing chosen: the download says so and asks the server nothing.
    let asked = false
    page.on('request', (request) => {
      if (request.url().includes('/dmc-apis/images_download/')) asked = true
    })
    await kit.getByRole('button', { name: 'Download selected (zip)' }).click()
    await expect(kit.getByRole('alert')).toHaveText('Choose at least one picture to download.')
    expect(asked).toBe(false)

    await box(CUPS).check()
    await box(GLASS).check()
    const [download, request] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((r) => r.url().includes('/dmc-apis/images_download/the-tasting-room')),
      kit.getByRole('button', { name: 'Download selected (zip)' }).click(),
    ])
    expect(new URL(request.url()).searchParams.getAll('ids')).toHaveLength(2)
    expect(download.suggestedFilename()).toBe('the-tasting-room-press-kit.zip')
    // The whole file arrives (path() waits for the end), and it is a zip.
    const head = (await readFile(await download.path())).subarray(0, 4)
    expect(head.toString('latin1')).toBe('PK\u0003\u0004')
    // The page stays where it was, with its selection.
    await expect(page).toHaveURL(album)
    await expect(chosen).toHaveCount(2)
  })

  test('every picture links to its original and enlarges in the lightbox', async ({ page, request }) => {
    await open(page, album)
    const original = main(page).getByRole('link', { name: new RegExp(`^Original \\(JPG, .+\\) – ${CUPS}$`) })
    const file = await request.get((await original.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/jpeg')

    const enlarge = main(page).getByRole('button', { name: `Enlarge picture: ${CUPS}` })
    await enlarge.click()
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' })
    await expect(viewer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(enlarge).toBeFocused()
  })

  test('the album page has no accessibility violations', async ({ page }) => {
    await open(page, album)
    await main(page).getByRole('checkbox', { name: `Select picture: ${CUPS}` }).check()
    await expectNoAxeViolations(page)
  })
})

test.describe('audio', () => {
  test('the player is loaded with the page and operable by keyboard; the transcript opens by keyboard', async ({ page }) => {
    await open(page, routes.media.audios)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audio')
    const entry = main(page).locator('#audio-dawn-muster-at-kirikanda')
    await expect(entry.getByRole('heading', { name: 'Dawn muster at Kirikanda' })).toBeVisible()
    await expect(entry).toContainText('2025 · Estate soundscapes · Length: 1 min')

    const player = entry.locator('audio')
    await expect(player).toHaveAttribute('controls', '')
    await expect(player).toHaveAttribute('aria-label', 'Listen: Dawn muster at Kirikanda')
    expect(await player.getAttribute('preload')).not.toBe('none')
    // Not lazy: the recording's length is known without any interaction.
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(60)

    await player.focus()
    await expect(player).toBeFocused()
    await page.keyboard.press('Space')
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime > 0 || !audio.paused)).toBe(true)

    const transcript = entry.locator('details')
    await expect(transcript.getByText(/the bell rings twice/)).toBeHidden()
    await transcript.getByText('Transcript', { exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(transcript.getByText(/the bell rings twice/)).toBeVisible()
  })

  test('filters by category, keeping the view in the address', async ({ page }) => {
    await open(page, routes.media.audios)
    await main(page).getByLabel('Category').selectOption('soundscapes')
    await expect(page).toHaveURL(`${routes.media.audios}?subCategory=soundscapes`)
    await expect(main(page).locator('article[id^="audio-"]')).toHaveCount(2)
    await page.goBack()
    await expect(main(page).locator('article[id^="audio-"]')).toHaveCount(10)
  })

})

test.describe('videos', () => {
  const youtube = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/

  test('a thumbnail opens the video popup, which loads nothing from YouTube until the visitor asks', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (youtube.test(request.url())) requests.push(request.url())
    })
    await open(page, routes.media.videos)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos')
    await expect(main(page).locator('iframe')).toHaveCount(0)

    const play = main(page).getByRole('button', { name: 'Play video: A year on the estate' })
    await play.click()
    const dialog = page.getByRole('dialog', { name: 'A year on the estate' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('This video plays from YouTube, which may set its own cookies.')).toBeVisible()
    await expect(dialog.locator('iframe')).toHaveCount(0)
    expect(requests).toEqual([])

    // The explicit click inside the popup loads the player (privacy-enhanced domain).
    await dialog.getByRole('button', { name: /^Watch .*A year on the estate/ }).click()
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube(-nocookie)?\.com\/embed\/Dalumara-E2/)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })

  test('with marketing consent the popup loads the player straight away', async ({ page, context, baseURL }) => {
    await setPolicyCookie(context, baseURL!, { necessary: true, preferences: false, statistics: false, marketing: true })
    await open(page, routes.media.videos)
    await main(page).getByRole('button', { name: 'Play video: A year on the estate' }).click()
    const dialog = page.getByRole('dialog', { name: 'A year on the estate' })
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube(-nocookie)?\.com\/embed\/Dalumara-E2/)
    await expect(dialog.getByText('This video plays from YouTube, which may set its own cookies.')).toHaveCount(0)
  })

  test('a seeded film plays from this site in the popup, with captions in the page’s language', async ({ page }) => {
    const title = 'How to brew iced tea without bitterness'
    await open(page, routes.media.videos)
    await expect(main(page).getByText('Coming soon')).toHaveCount(0)
    const film = page.waitForResponse((response) => /\/api\/media\/file\/[^/]+\.webm$/.test(new URL(response.url()).pathname))
    await main(page).getByRole('button', { name: `Play video: ${title}` }).click()
    const video = page.getByRole('dialog', { name: title }).locator('video')
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(video.locator('track[kind="captions"]')).toHaveCount(2)
    await expect(video.locator('track[default]')).toHaveAttribute('srclang', 'en')
    expect((await film).status(), 'the film file').toBeLessThan(300)

    // The popup starts the film (the visitor clicked); play() once more in case autoplay was held back.
    await video.evaluate((el: HTMLVideoElement) => el.play().catch(() => undefined))
    // A missing file or a codec the browser cannot play ends in a media error, never in playing time.
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => (el.error ? `error ${el.error.code}` : el.currentTime > 0 ? 'playing' : 'waiting')))
      .toBe('playing')
    const cues = () => video.evaluate((el: HTMLVideoElement) => [...el.textTracks].find((track) => track.mode === 'showing')?.cues?.length ?? 0)
    await expect.poll(cues).toBeGreaterThan(0)
  })
})
