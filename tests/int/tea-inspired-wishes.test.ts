import { afterAll, describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { teaInspiredWishPages } from '@/seed/content/tea-inspired-wishes'
import { commemorativeTeas, videoWishes } from '@/seed/tea-inspired-wishes'
import { filmStillAlt } from '@/seed/films'
import { commemorativeTeaUrl, videoWishUrl } from '@/lib/tea-inspired/card-anchors'
import { editorToken } from './editor'
import { testPayload, unique, url } from './helpers'

/**
 * Tea Inspired's commemorative teas and video wishes over HTTP against the seeded server
 * (src/seed/tea-inspired-wishes.ts): both list pages answer 200 with every item as a card; a tea
 * that names its product links to that product's page and one that does not links nowhere; every
 * wish shows our own thumbnail, and a wish with a video is a play button that opens the popup,
 * with nothing from YouTube in the page.
 */
const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function page(path: string) {
  const response = await fetch(url(path))
  return { status: response.status, html: await response.text() }
}

/** The markup of one card, from its anchor to the end of its article. */
function card(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`)
  expect(start, id).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</article>', start))
}

/** Nothing that would load from YouTube before the visitor asks (the watch address may sit in the island's props). */
const YOUTUBE_LOADS = /<iframe|youtube(-nocookie)?\.com\/embed|ytimg\.com/

describe('Tea Inspired list pages', () => {
  it('seeds both pages at the section’s paths', () => {
    expect(teaInspiredWishPages.map((seed) => seed.path).sort()).toEqual([routes.teaInspired.commemorativeTeas, routes.teaInspired.videoWishes].sort())
  })

  it.each(teaInspiredWishPages.map((seed) => [seed.path, seed.copy.en.title] as const))('%s answers 200 with its title and intro', async (path, title) => {
    const { status, html } = await page(path)
    expect(status, path).toBe(200)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(title)}</h1>`))
    const intro = teaInspiredWishPages.find((seed) => seed.path === path)!.copy.en.intro
    expect(html).toContain(escapeHtml(intro))
  })
})

describe('commemorative teas', () => {
  it('lists every tea with its year, occasion, story and picture, newest first', async () => {
    const { html } = await page(routes.teaInspired.commemorativeTeas)
    const at = (slug: string) => html.indexOf(`id="commemorative-tea-${slug}"`)
    for (const tea of commemorativeTeas) expect(at(tea.slug), tea.slug).toBeGreaterThan(-1)
    const shown = commemorativeTeas.map((tea) => tea.slug).sort((a, b) => at(a) - at(b))
    expect(shown).toEqual([...commemorativeTeas].sort((a, b) => b.year - a.year).map((tea) => tea.slug))
    for (const tea of commemorativeTeas) {
      const markup = card(html, `commemorative-tea-${tea.slug}`)
      expect(markup).toMatch(new RegExp(`<h2[^>]*>${escapeRegExp(escapeHtml(tea.title))}</h2>`))
      expect(markup).toContain(escapeHtml(`${tea.year} · ${tea.occasion}`))
      expect(markup).toContain(escapeHtml(tea.description))
      expect(markup).toContain(`alt="${escapeHtml(tea.picture.alt)}"`)
    }
  })

  it('links a tea that names its product to that product’s page, which answers 200', async () => {
    const { html } = await page(routes.teaInspired.commemorativeTeas)
    const linked = commemorativeTeas.filter((tea) => tea.product)
    expect(linked.length).toBeGreaterThanOrEqual(2)
    for (const tea of linked) {
      const href = routes.products.productDetails(tea.product!)
      expect(card(html, `commemorative-tea-${tea.slug}`), tea.slug).toMatch(new RegExp(`<a [^>]*href="${escapeRegExp(href)}"[^>]*>See the tea today: `))
      expect((await fetch(url(href))).status, href).toBe(200)
    }
  })

  it('shows no link on a tea without a product', async () => {
    const { html } = await page(routes.teaInspired.commemorativeTeas)
    const unlinked = commemorativeTeas.filter((tea) => !tea.product)
    expect(unlinked.length).toBeGreaterThan(0)
    for (const tea of unlinked) expect(card(html, `commemorative-tea-${tea.slug}`), tea.slug).not.toContain('<a ')
  })
})

describe('site search', () => {
  it('finds a commemorative tea and a video wish at their cards on the list pages', async () => {
    const payload = await testPayload()
    const row = async (title: string) => (await payload.find({ collection: 'search', where: { title: { equals: title } }, limit: 2 })).docs
    const tea = commemorativeTeas[0]!
    const wish = videoWishes[0]!
    expect((await row(tea.title)).map((doc) => [doc.url, doc.type])).toEqual([[commemorativeTeaUrl(tea.slug), 'Commemorative tea']])
    expect((await row(wish.title)).map((doc) => [doc.url, doc.type])).toEqual([[videoWishUrl(wish.slug), 'Video wish']])
  })
})

describe('video wishes', () => {
  const playLabel = (wish: { person: string; title: string }) => escapeHtml(`Play the wish from ${wish.person}: ${wish.title}`)

  it('shows every wish with our own thumbnail, its title and who sends it from where', async () => {
    const { html } = await page(routes.teaInspired.videoWishes)
    for (const wish of videoWishes) {
      const markup = card(html, `video-wish-${wish.slug}`)
      expect(markup).toContain(`alt="${escapeHtml(filmStillAlt(wish.film))}"`)
      expect(markup).toMatch(new RegExp(`<h2[^>]*>${escapeRegExp(escapeHtml(wish.title))}</h2>`))
      expect(markup).toContain(escapeHtml(`${wish.person}, ${wish.place}`))
    }
    expect(html).not.toMatch(YOUTUBE_LOADS)
  })

  it('makes every wish a named play button that opens a dialog (each plays its seeded film, or a YouTube id of SEED_VIDEO_IDS)', async () => {
    const { html } = await page(routes.teaInspired.videoWishes)
    for (const wish of videoWishes) {
      const markup = card(html, `video-wish-${wish.slug}`)
      expect(markup, wish.slug).toMatch(new RegExp(`<button [^>]*aria-label="${escapeRegExp(playLabel(wish))}"[^>]*aria-haspopup="dialog"`))
      expect(markup, wish.slug).not.toContain('Video coming soon')
    }
  })

  describe('a wish an editor publishes with a YouTube id', () => {
    let created: number | undefined
    let token = ''

    afterAll(async () => {
      if (created === undefined) return
      const response = await fetch(url(`/api/video-wishes/${created}`), { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
      expect(response.status).toBe(200)
    })

    it('appears as a play button over its thumbnail, still with nothing from YouTube in the page', async () => {
      const payload = await testPayload()
      const seeded = await payload.find({ collection: 'video-wishes', where: { slug: { equals: videoWishes[0]!.slug } }, depth: 0, limit: 1 })
      const thumbnail = seeded.docs[0]?.thumbnail
      expect(thumbnail).toEqual(expect.any(Number))
      token = await editorToken()
      const wish = { title: `A wish from the test bench ${unique('')}`, person: 'Test Person' }
      const response = await fetch(url('/api/video-wishes'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ ...wish, slug: unique('test-wish-'), place: 'Colombo', order: 99, youtube_id: 'Dalumara-T9', thumbnail, country: 'GLOBAL', _status: 'published' }),
      })
      expect(response.status).toBe(201)
      created = (await response.json()).doc.id

      // Publishing expires the list's cache tag and the next request re-renders it (well under a second
      // here; tests/int/publish-refresh.test.ts holds the bound). This only gives up on a broken refresh.
      const deadline = Date.now() + 20_000
      let html = ''
      while (Date.now() < deadline) {
        html = (await page(routes.teaInspired.videoWishes)).html
        if (html.includes(playLabel(wish))) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(html).toMatch(new RegExp(`<button [^>]*aria-label="${escapeRegExp(playLabel(wish))}"[^>]*aria-haspopup="dialog"`))
      expect(html).not.toMatch(YOUTUBE_LOADS)
    })
  })
})
