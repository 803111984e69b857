import { describe, expect, it } from 'vitest'
import { contentCollections } from '@/cms/collections/content-collections'
import { previewAddress } from '@/cms/preview'
import { documentPath } from '@/lib/routing/document-path'
import { pageTypes, routes } from '@/routes'

const params = (address: string | null) => (address ? Object.fromEntries(new URL(address, 'http://site.test').searchParams) : null)

describe('document paths (the preview and the sitemap build them)', () => {
  it('builds each kind of page from the document', () => {
    expect(documentPath('pages', { path: '/our-purpose/sustainability' })).toBe('/our-purpose/sustainability')
    expect(documentPath('home', { country: 'LK' })).toBe(routes.home)
    expect(documentPath('products', { slug: 'earl-grey' })).toBe(routes.products.productDetails('earl-grey'))
    expect(documentPath('news', { slug: 'harvest' })).toBe(routes.media.news('harvest'))
    expect(documentPath('podcast-episodes', { slug: 'ep-1', series_slug: 'cuppa' })).toBe(routes.allAboutTea.podcastEpisode('cuppa', 'ep-1'))
  })

  it('places a shared collection’s document under its own kind', () => {
    expect(documentPath('tea-categories', { slug: 'green', kind: 'type' })).toBe(`${pageTypes.teaType.pattern.replace(':slug', 'green')}`)
    expect(documentPath('tea-categories', { slug: 'calm', kind: 'mood' })).toBe(`${pageTypes.teaMood.pattern.replace(':slug', 'calm')}`)
  })

  it('has no path for what is missing or has no page', () => {
    expect(documentPath('products', { slug: '' })).toBeNull()
    expect(documentPath('podcast-episodes', { slug: 'ep-1' })).toBeNull()
    expect(documentPath('testimonials', { slug: 'a' })).toBeNull()
    expect(documentPath('pages', null)).toBeNull()
  })
})

describe('preview links', () => {
  it('carry the path, the document’s market and the language being edited', () => {
    expect(params(previewAddress('/teas', { country: 'LK' }, 'de'))).toEqual({ path: '/teas', country: 'LK', lang: 'de' })
    expect(previewAddress(null, { country: 'LK' }, 'de')).toBeNull()
  })

  it('exist, live and plain, for every collection whose documents are seen on the site, and only those', () => {
    const withPreview = contentCollections.filter((collection) => collection.admin?.preview).map((collection) => collection.slug)
    const withLive = contentCollections.filter((collection) => collection.admin?.livePreview?.url).map((collection) => collection.slug)
    expect(withLive).toEqual(withPreview)
    const pageCollections = new Set(Object.values(pageTypes).flatMap((type) => ('collection' in type ? [type.collection] : [])))
    for (const slug of [...pageCollections, 'home']) expect(withPreview, slug).toContain(slug)
    for (const slug of ['letters', 'inspiration-books', 'blog-categories', 'audio-items', 'video-items']) expect(withPreview, slug).toContain(slug)
    for (const slug of ['testimonials', 'social-wall-items']) expect(withPreview, slug).not.toContain(slug)
  })

  it('open a product in its market and the editor’s language', async () => {
    const products = contentCollections.find((collection) => collection.slug === 'products')!
    const address = await products.admin!.preview!({ slug: 'ceylon-gold', country: 'DE' }, { locale: 'de', req: {} as never, token: null })
    expect(params(address)).toEqual({ path: routes.products.productDetails('ceylon-gold'), country: 'DE', lang: 'de' })
  })
})
