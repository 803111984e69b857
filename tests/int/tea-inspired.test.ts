import { describe, expect, it } from 'vitest'
import { routes } from '@/routes'
import { teaInspiredPages } from '@/seed/content/tea-inspired'
import { url } from './helpers'

/**
 * Tea Inspired's editorial pages over HTTP against the seeded server: every page answers 200 with
 * its title as the page heading, the section home links every page of the section, and
 * GET /dmc-apis/tea_inspired_home answers the home's content in the usual envelope, follows the
 * language and country fallbacks, and refuses a bad lang or country with a 400.
 */
type Image = { url: string; alt: string; width: number; height: number }
type Story = { slug: string; url: string; title: string; type: string; image: Image | null }
type Home = {
  path: string
  title: string
  intro: string | null
  header_image: Image | null
  contents: { blockType: string }[]
  sections: { title: string | null; pages: { title: string; url: string; image: Image | null }[] }[]
  featured_stories: Story[]
  seo: { meta_title: string | null; meta_description: string | null; keywords: string | null }
}

async function get(path: string) {
  const response = await fetch(url(path))
  return { status: response.status, body: await response.json() }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every page of the section, whether this part of the work builds it or another: the home links them all. */
const sectionPaths = Object.entries(routes.teaInspired)
  .filter(([name]) => name !== 'root' && name !== 'home')
  .map(([, route]) => (typeof route === 'function' ? route() : route))

describe('Tea Inspired pages', () => {
  it('seeds the section home and the nine editorial pages', () => {
    expect(teaInspiredPages.map((page) => page.path).sort()).toEqual(
      [
        routes.teaInspired.home,
        routes.teaInspired.hospitality,
        routes.teaInspired.realHighTea,
        routes.teaInspired.chefs,
        routes.teaInspired.mixologist,
        routes.teaInspired.fiveSenses,
        routes.teaInspired.teaLounge,
        routes.teaInspired.philosophy,
        routes.teaInspired.yearsOfInspiration,
        routes.teaInspired.seventyYears,
      ].sort(),
    )
  })

  it.each(teaInspiredPages.map((page) => [page.path, page.copy.en.title] as const))('%s answers 200 with its title as the heading', async (path, title) => {
    const response = await fetch(url(path))
    expect(response.status, path).toBe(200)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(title)}</h1>`))
  })

  it('links every page of the section from the section home, and shows tea-inspired stories', async () => {
    const html = await (await fetch(url(routes.teaInspired.home))).text()
    for (const path of sectionPaths) expect(html, path).toContain(`href="${path}"`)
    expect(html).toContain('Stories tea inspired')
  })

  it('keeps the tea lounge’s quotes with their authors', async () => {
    const html = await (await fetch(url(routes.teaInspired.teaLounge))).text()
    expect(html).toContain('Sit down, slow down, and let the tea tell you where it has been.')
    expect(html).toContain('Nadeeka, lounge host')
  })
})

describe('GET /dmc-apis/tea_inspired_home', () => {
  it('answers the section home in the {data} envelope, with its overview and featured stories', async () => {
    const { status, body } = await get('/dmc-apis/tea_inspired_home?country=GLOBAL&lang=en')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['data'])
    const home = body.data as Home
    expect(home.path).toBe(routes.teaInspired.home)
    expect(home.title).toBe('Tea Inspired')
    expect(home.header_image).toEqual({ url: expect.any(String), alt: expect.stringMatching(/\S/), width: expect.any(Number), height: expect.any(Number) })
    expect(home.seo.meta_title).toBeTruthy()
    // content_1, sliders, content_2, show_us_link and the featured stories are the page's blocks.
    expect(home.contents.map((block) => block.blockType)).toEqual(expect.arrayContaining(['content', 'slider', 'cardGrid', 'featuredStories']))
    const linked = home.sections.flatMap((section) => section.pages.map((page) => page.url))
    expect([...linked].sort()).toEqual([...sectionPaths].sort())
    expect(home.featured_stories.length).toBeGreaterThan(0)
    expect(home.featured_stories.length).toBeLessThanOrEqual(3)
    for (const story of home.featured_stories) expect(story.type, story.slug).toBe('tea_inspired')
  })

  it('sends pictures as url, alt, width and height, not whole media documents', async () => {
    const { body } = await get('/dmc-apis/tea_inspired_home')
    const json = JSON.stringify(body.data.contents)
    expect(json).not.toMatch(/"mimeType"|"filesize"|"sizes"/)
    const slider = (body.data as Home).contents.find((block) => block.blockType === 'slider') as unknown as { slides: { image: Image }[] }
    expect(slider.slides[0]!.image).toEqual({ url: expect.any(String), alt: expect.stringMatching(/\S/), width: expect.any(Number), height: expect.any(Number) })
  })

  it('answers German where it is translated, and a country without its own home falls back to GLOBAL', async () => {
    expect((await get('/dmc-apis/tea_inspired_home?lang=de')).body.data.title).toBe('Vom Tee inspiriert')
    const lk = await get('/dmc-apis/tea_inspired_home?country=lk&lang=en')
    expect(lk.status).toBe(200)
    expect(lk.body.data.title).toBe('Tea Inspired')
  })

  it.each([
    ['lang=xx', /lang must be one of/],
    ['country=GLOBALS', /country must be/],
    ['country=12', /country must be/],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await get(`/dmc-apis/tea_inspired_home?${query}`)
    expect(status, query).toBe(400)
    expect(body).toEqual({ error: { code: 'invalid_query', message: expect.stringMatching(message) } })
  })
})
