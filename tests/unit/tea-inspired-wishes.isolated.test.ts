import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Media } from '@/payload-types'
import { routes } from '@/routes'
import { planCatalogue } from '@/seed/catalogue/plan'
import { ranges } from '@/seed/catalogue/ranges'
import { commemorativeTeas, videoWishes } from '@/seed/tea-inspired-wishes'
import { filmStillAlt } from '@/seed/films'

/**
 * Tea Inspired's commemorative teas and video wishes without a server: the seed names real
 * products, a product is linked only where the visitor's country has it, and the cards' markup
 * (the product link, the wish's play button over our own thumbnail, nothing from YouTube).
 */
const findList = vi.fn()
vi.mock('@/data/content', () => ({ findList: (...args: unknown[]) => findList(...args) }))
// The island is next/dynamic in the site; here the component itself renders.
vi.mock('@/components/islands', async () => ({ VideoOpener: (await import('@/components/video/VideoOpener')).VideoOpener }))

const { listCommemorativeTeas } = await import('@/data/commemorative-teas')
const { CommemorativeTeaCard } = await import('@/components/tea-inspired/CommemorativeTeaCard')
const { VideoWishCard } = await import('@/components/tea-inspired/VideoWishCard')

const GLOBAL_EN = { country: 'GLOBAL', locale: 'en' } as const
const picture = (name: string, alt: string) => ({ id: 1, url: `/api/media/file/${name}`, alt, width: 800, height: 800 }) as Media

describe('the seed', () => {
  it('links two or three commemorative teas to products of the commemorative range', () => {
    const rangeProducts = new Set(planCatalogue(ranges).filter((plan) => plan.range === 'commerative-tea').map((plan) => plan.slug))
    const linked = commemorativeTeas.flatMap((tea) => tea.product ?? [])
    expect(linked.length).toBeGreaterThanOrEqual(2)
    expect(linked.length).toBeLessThanOrEqual(3)
    for (const slug of linked) expect(rangeProducts, slug).toContain(slug)
    expect(commemorativeTeas.length).toBeGreaterThan(linked.length)
  })

  it('has five or six of each, with distinct slugs and alt text for every picture', () => {
    for (const items of [commemorativeTeas, videoWishes]) {
      expect(items.length).toBeGreaterThanOrEqual(5)
      expect(items.length).toBeLessThanOrEqual(6)
      expect(new Set(items.map((item) => item.slug)).size).toBe(items.length)
    }
    for (const tea of commemorativeTeas) expect(tea.picture.alt, tea.slug).toMatch(/\S/)
    for (const wish of videoWishes) expect(filmStillAlt(wish.film), wish.slug).toMatch(/^Video still: \S/)
  })
})

describe('listCommemorativeTeas', () => {
  const doc = (slug: string, product: unknown) => ({ slug, title: slug, year: 2020, occasion: 'An occasion', description: 'A story.', image: picture(`${slug}.webp`, slug), product })

  it('links a related product only when the visitor’s country has its page', async () => {
    findList.mockReset()
    findList
      .mockResolvedValueOnce({ docs: [doc('sold', { slug: 'uva-tin' }), doc('withdrawn', { slug: 'gone-tin' }), doc('plain', null), doc('unpublished', 42)], total: 4 })
      .mockResolvedValueOnce({ docs: [{ slug: 'uva-tin', name: 'Uva Tin' }], total: 1 })
    const teas = await listCommemorativeTeas(GLOBAL_EN)
    expect(teas.map((tea) => [tea.slug, tea.product])).toEqual([
      ['sold', { name: 'Uva Tin', url: routes.products.productDetails('uva-tin') }],
      ['withdrawn', null],
      ['plain', null],
      ['unpublished', null],
    ])
    // The products are read again under the country rule, by slug.
    expect(findList).toHaveBeenLastCalledWith(expect.objectContaining({ collection: 'products', variant: GLOBAL_EN, where: { slug: { in: ['gone-tin', 'uva-tin'] } } }))
    expect(findList.mock.lastCall?.[0].keyField ?? 'slug').toBe('slug')
  })

  it('asks nothing about products when no tea names one', async () => {
    findList.mockReset()
    findList.mockResolvedValueOnce({ docs: [doc('plain', null)], total: 1 })
    expect((await listCommemorativeTeas(GLOBAL_EN))[0]!.product).toBeNull()
    expect(findList).toHaveBeenCalledTimes(1)
  })
})

describe('a commemorative tea’s card', () => {
  const tea = { slug: 'kirikanda-forty-years', title: 'First Estate Commemorative', year: 2019, occasion: 'Forty years of Kirikanda', description: 'Kamala and Upali bought Kirikanda in 1979.', image: picture('tin.webp', 'The Kirikanda factory'), product: null }

  it('shows the year, occasion and story, with its anchor, and links its product', () => {
    const html = renderToStaticMarkup(
      createElement(CommemorativeTeaCard, { tea: { ...tea, product: { name: 'First Estate Commemorative', url: routes.products.productDetails('first-estate-commemorative') } }, headingLevel: 'h2', locale: 'en' }),
    )
    expect(html).toContain('id="commemorative-tea-kirikanda-forty-years"')
    expect(html).toContain('2019 · Forty years of Kirikanda')
    expect(html).toMatch(/<h2[^>]*>First Estate Commemorative<\/h2>/)
    expect(html).toContain('alt="The Kirikanda factory"')
    expect(html).toMatch(new RegExp(`<a [^>]*href="${routes.products.productDetails('first-estate-commemorative')}"[^>]*>See the tea today: First Estate Commemorative</a>`))
  })

  it('has no link at all without a product', () => {
    const html = renderToStaticMarkup(createElement(CommemorativeTeaCard, { tea, headingLevel: 'h3', locale: 'en' }))
    expect(html).not.toContain('<a ')
    expect(html).toMatch(/<h3[^>]*>First Estate Commemorative<\/h3>/)
  })
})

describe('a video wish’s card', () => {
  const wish = {
    slug: 'cheers-from-the-dressing-room',
    title: 'Cheers from the dressing room',
    person: 'Dilan Perera',
    place: 'Leeds, England',
    youtube_id: 'Dalumara-E2',
    video_url: null,
    captions: [],
    thumbnail: picture('still.jpg', 'Video still: green hills'),
  }

  it('is a play button over our own thumbnail, naming the wish, with nothing from YouTube in the page', () => {
    const html = renderToStaticMarkup(createElement(VideoWishCard, { wish, headingLevel: 'h2', locale: 'en' }))
    expect(html).toContain('id="video-wish-cheers-from-the-dressing-room"')
    expect(html).toMatch(/<button [^>]*aria-label="Play the wish from Dilan Perera: Cheers from the dressing room"[^>]*aria-haspopup="dialog"/)
    expect(html).toContain('alt="Video still: green hills"')
    expect(html).not.toMatch(/youtube|ytimg|iframe/i)
    expect(html).toMatch(/<h2[^>]*>Cheers from the dressing room<\/h2>/)
    expect(html).toContain('Dilan Perera, Leeds, England')
  })

  it('plays an uploaded file where there is no YouTube id', () => {
    const html = renderToStaticMarkup(createElement(VideoWishCard, { wish: { ...wish, youtube_id: null, video_url: 'https://cdn.example/wish.mp4' }, headingLevel: 'h2', locale: 'en' }))
    expect(html).toContain('<button')
  })

  it('shows a wish without a video as its thumbnail alone', () => {
    const html = renderToStaticMarkup(createElement(VideoWishCard, { wish: { ...wish, youtube_id: null }, headingLevel: 'h2', locale: 'en' }))
    expect(html).not.toContain('<button')
    expect(html).toContain('alt="Video still: green hills"')
    expect(html).toContain('Video coming soon')
  })
})
