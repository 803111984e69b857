import { expect, test, type Locator } from './support/test'
import { routes } from '../../src/routes'
import { expectNoAxeViolations } from './support/axe'

/** The seeded podcasts (src/seed/podcasts.ts): two series, newest episode first, each a voiced script of about three minutes. */
const podcasts = routes.allAboutTea.podcasts()
const monsoon = routes.allAboutTea.podcastEpisode('from-the-estate', 'what-the-monsoon-does')
const fromTheEstate = ['What the monsoon does to a garden', 'Withering lofts and the smell of a good morning', 'Seven days between plucking rounds']
const theTeaTable = ['Iced tea without the bitterness', 'Milk, lemon or nothing at all', 'Learning to taste like a tea taster']

/**
 * The player has loaded the recording's metadata by itself (audio is never lazy-loaded): its length
 * is known, and it is an episode's, not a clip's.
 */
async function expectPlayableRecording(player: Locator) {
  await expect(player).toHaveAttribute('controls', '')
  expect(await player.getAttribute('preload')).not.toBe('none')
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(60)
}

test.describe('podcasts', () => {
  test('the podcasts page leads with the featured episode, then each series with its episodes', async ({ page }) => {
    const response = await page.goto(podcasts)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dalumara podcasts')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dalumara podcasts')

    const featured = page.getByRole('region', { name: 'What the monsoon does to a garden' })
    await expect(featured).toContainText('Featured episode')
    await expect(featured.locator('time')).toHaveAttribute('datetime', '2026-07-08')
    await expect(featured.locator('time')).toHaveText('8 July 2026')
    await expectPlayableRecording(featured.locator('audio'))

    for (const [series, titles] of [['From the Estate', fromTheEstate], ['The Tea Table', theTeaTable]] as const) {
      const section = page.getByRole('region', { name: series })
      await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(series)
      await expect(section.getByRole('listitem').getByRole('heading', { level: 4 })).toHaveText([...titles])
    }
    await page.getByRole('region', { name: 'The Tea Table' }).getByRole('link', { name: 'Milk, lemon or nothing at all' }).click()
    await expect(page).toHaveURL(routes.allAboutTea.podcastEpisode('the-tea-table', 'milk-lemon-or-nothing'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Milk, lemon or nothing at all')
  })

  test('the recording is served as audio and plays from the keyboard', async ({ page, request }) => {
    await page.goto(monsoon)
    const player = page.getByRole('main').locator('audio')
    await expect(player).toHaveCount(1)
    await expect(player).toHaveAttribute('aria-label', 'Listen: What the monsoon does to a garden')
    const file = await request.get((await player.getAttribute('src'))!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('audio/mpeg')
    await expectPlayableRecording(player)

    // The browser's own controls: focus the player and start it with the keyboard.
    await player.focus()
    await expect(player).toBeFocused()
    await page.keyboard.press('Space')
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime > 0 || !audio.paused)).toBe(true)
  })

  test('an episode page has its series, date, show notes, transcript and the series’ other episodes', async ({ page }) => {
    const response = await page.goto(monsoon)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What the monsoon does to a garden')
    const main = page.getByRole('main')
    // The series is named twice: as the breadcrumb's middle level and as the episode's eyebrow.
    const series = routes.allAboutTea.podcasts('from-the-estate')
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'From the Estate', exact: true })).toHaveAttribute('href', series)
    await expect(main.getByRole('link', { name: 'From the Estate', exact: true })).toHaveCount(2)
    await expect(main.getByRole('link', { name: 'From the Estate', exact: true }).last()).toHaveAttribute('href', series)
    await expect(main.getByText('Episode 3 · 8 July 2026 · 3 min')).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Show notes' })).toBeVisible()

    const transcript = main.locator('details')
    await expect(transcript.getByText('You hear it before it arrives.')).toBeHidden()
    await transcript.getByText('Transcript', { exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(transcript.getByText('You hear it before it arrives.', { exact: false })).toBeVisible()
    // The whole script, speaker by speaker, to its last line.
    await expect(transcript.getByText('That has been From the Estate, from Malhena, in the rain.', { exact: false })).toBeVisible()

    const more = main.getByRole('region', { name: 'More from this series' })
    await expect(more.getByRole('heading', { level: 3 })).toHaveText(fromTheEstate.slice(1))

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(monsoon)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /south-west monsoon/)
  })

  test('a series page lists its episodes, each with a player and a link to its page', async ({ page }) => {
    const response = await page.goto(routes.allAboutTea.podcasts('the-tea-table'))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Tea Table')
    await expect(page.getByText('Presented by Ravi Fernando')).toBeVisible()
    const episodes = page.getByRole('region', { name: 'Episodes' }).getByRole('listitem')
    await expect(episodes.getByRole('heading', { level: 3 })).toHaveText([...theTeaTable])
    await expect(episodes.locator('audio')).toHaveCount(3)
    await expect(episodes.first().getByRole('link', { name: /^Show notes and transcript\s*: Iced tea without the bitterness$/ })).toHaveAttribute(
      'href',
      routes.allAboutTea.podcastEpisode('the-tea-table', 'iced-tea-without-bitterness'),
    )
  })

  test('unknown series and episodes, and an episode under another series, answer 404', async ({ request }) => {
    for (const path of [
      routes.allAboutTea.podcasts('no-such-series'),
      routes.allAboutTea.podcastEpisode('from-the-estate', 'no-such-episode'),
      routes.allAboutTea.podcastEpisode('the-tea-table', 'what-the-monsoon-does'),
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('a German page says once that its recordings are in English, and marks their transcripts as English', async ({ page, context, baseURL }) => {
    // A single recording's page says it under the player; a list of recordings says it once for all.
    const note = /auf Englisch\./
    const lists = [podcasts, routes.allAboutTea.podcasts('the-tea-table'), routes.media.audios]
    for (const path of [monsoon, ...lists]) {
      await page.goto(path)
      await expect(page.getByRole('main').getByText(/in English\./), path).toHaveCount(0)
    }

    await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }])
    await page.goto(monsoon)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was der Monsun mit einem Garten macht')
    const main = page.getByRole('main')
    await expect(main.getByText(note)).toHaveCount(1)
    await expect(main.locator('audio ~ p')).toHaveText('Diese Aufnahme ist auf Englisch.')
    const transcript = main.locator('details')
    await transcript.getByText('Transkript', { exact: true }).click()
    await expect(transcript.locator('[lang="en"]')).toContainText('You hear it before it arrives.')
    await expectNoAxeViolations(page)

    for (const path of lists) {
      await page.goto(path)
      await expect(page.getByRole('main').getByText(note), path).toHaveCount(1)
      await expect(page.getByRole('main').locator('audio').first(), path).toBeVisible()
    }
    // The audio list's one note stands for all its players.
    expect(await page.getByRole('main').locator('audio').count()).toBeGreaterThan(1)
    const entry = page.getByRole('main').locator('#audio-dawn-muster-at-kirikanda')
    await expect(entry.getByRole('heading', { name: 'Morgenappell auf Kirikanda' })).toBeVisible()
    await expect(entry.locator('details [lang="en"]')).toContainText('the bell rings twice')
    await expectNoAxeViolations(page)
  })

  test('the podcast pages have no axe violations, with the transcript open', async ({ page }) => {
    for (const path of [podcasts, routes.allAboutTea.podcasts('from-the-estate'), monsoon]) {
      await page.goto(path)
      await page.locator('details').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)))
      await expectNoAxeViolations(page)
    }
  })
})
