import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteOrWebLinkError } from '@/cms/fields/site-or-web-link'
import { SocialPost } from '@/components/media-editorial/SocialPost'
import { sendShareCount, shareClickBody } from '@/components/media-editorial/share-click'
import { shareCountBody } from '@/app/_api/share-count-body'
import { FEATURED_STORY_KINDS, FEATURED_STORY_TYPE_NAMES, featuredStoryKind } from '@/lib/media/featured-story-types'
import { SHARE_COUNT_PATH, shareItemAttributes, shareNetworkAttributes } from '@/lib/media/share'
import { SHAREABLE_COLLECTIONS } from '@/lib/media/shareable-collections'
import type { SocialWallItem } from '@/payload-types'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'

describe('featured story types', () => {
  it('names the last three after the purpose pages’ addresses, with underscores', () => {
    expect(FEATURED_STORY_TYPE_NAMES).toEqual({
      featured: 'featured',
      tea_inspired: 'tea_inspired',
      purpose: 'purpose',
      conservation: `${siteConfig.BRAND_SLUG}_conservation`,
      sustainability: 'sustainability',
      foundation: siteConfig.FOUNDATION_SLUG.replace(/-/g, '_'),
    })
    expect(routes.purpose.conservation.endsWith(FEATURED_STORY_TYPE_NAMES.conservation.replace(/_/g, '-'))).toBe(true)
  })

  it('finds the stored kind of every type name, and none for anything else', () => {
    for (const kind of FEATURED_STORY_KINDS) expect(featuredStoryKind(FEATURED_STORY_TYPE_NAMES[kind])).toBe(kind)
    for (const name of ['conservation', 'foundation', 'Featured', '', 'mjf_foundation']) expect(featuredStoryKind(name)).toBeUndefined()
  })
})

describe('share_count body', () => {
  const parse = (body: unknown) => shareCountBody.safeParse(body)

  it('counts collections with slug-keyed detail pages only', () => {
    expect(SHAREABLE_COLLECTIONS).toEqual(expect.arrayContaining(['e-books', 'podcast-series', 'podcast-episodes', 'products', 'recipes']))
    expect(SHAREABLE_COLLECTIONS).not.toContain('pages')
    expect(new Set(SHAREABLE_COLLECTIONS).size).toBe(SHAREABLE_COLLECTIONS.length)
  })

  it('splits a known item into its collection and slug', () => {
    expect(parse({ item: 'e-books:afternoon-tea-at-home', network: 'facebook' })).toMatchObject({
      success: true,
      data: { item: { collection: 'e-books', slug: 'afternoon-tea-at-home' }, network: 'facebook' },
    })
  })

  it.each([
    ['an unknown collection', { item: 'pages:media', network: 'x' }, /item must be/],
    ['a slug that cannot be one', { item: 'e-books:Afternoon Tea', network: 'x' }, /item must be/],
    ['no colon', { item: 'e-books', network: 'x' }, /item must be/],
    ['an empty slug', { item: 'e-books:', network: 'x' }, /item must be/],
    ['an unknown network', { item: 'e-books:afternoon-tea-at-home', network: 'myspace' }, /network must be one of/],
    ['a missing item', { network: 'x' }, /item must be/],
    ['not an object', 'e-books:afternoon-tea-at-home', /The body must look like/],
  ])('refuses %s', (_case, body, message) => {
    const result = parse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(message)
  })
})

/** A stand-in for DOM elements: `closest` walks up the given parents. */
type FakeElement = { attrs: Record<string, string>; parent: FakeElement | null; closest(selector: string): FakeElement | null; getAttribute(name: string): string | null }
function element(attrs: Record<string, string>, parent: FakeElement | null = null): FakeElement {
  const self: FakeElement = {
    attrs,
    parent,
    getAttribute: (name) => attrs[name] ?? null,
    closest(selector) {
      const name = selector.slice(1, -1)
      for (let node: FakeElement | null = self; node; node = node.parent) if (name in node.attrs) return node
      return null
    },
  }
  return self
}

describe('share clicks', () => {
  const item = element(shareItemAttributes('e-books', 'afternoon-tea-at-home'))
  const link = element(shareNetworkAttributes('linkedin'), item)
  const icon = element({}, link)

  it('reports a click on a share link, or on anything inside it, with its item and network', () => {
    const expected = JSON.stringify({ item: 'e-books:afternoon-tea-at-home', network: 'linkedin' })
    expect(shareClickBody({ type: 'click', button: 0, target: link as never })).toBe(expected)
    expect(shareClickBody({ type: 'click', button: 0, target: icon as never })).toBe(expected)
    expect(shareClickBody({ type: 'auxclick', button: 1, target: icon as never })).toBe(expected)
  })

  it('ignores other clicks: outside share links, links outside an item, right clicks, non-elements', () => {
    expect(shareClickBody({ type: 'click', button: 0, target: item as never })).toBeNull()
    expect(shareClickBody({ type: 'click', button: 0, target: element(shareNetworkAttributes('x')) as never })).toBeNull()
    expect(shareClickBody({ type: 'auxclick', button: 2, target: link as never })).toBeNull()
    expect(shareClickBody({ type: 'click', button: 0, target: null })).toBeNull()
  })

  afterEach(() => vi.unstubAllGlobals())

  it('sends the count as JSON in a keepalive fetch, which outlives the page', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response()))
    sendShareCount('{"a":1}', fetch)
    expect(fetch).toHaveBeenCalledWith(
      SHARE_COUNT_PATH,
      expect.objectContaining({ method: 'POST', body: '{"a":1}', keepalive: true, headers: { 'content-type': 'application/json' } }),
    )
  })
})

describe('social wall post', () => {
  const post = {
    id: 1,
    slug: 'dusk-over-uva',
    description: 'The last light over the Uva hills.',
    icon_type: 'tiktok',
    link: 'https://www.tiktok.com/@dalumaratea',
    image: { id: 2, url: '/api/media/file/post.webp', alt: 'Dusk', width: 600, height: 600 },
  } as unknown as SocialWallItem

  it('is one external link named by the network and the description, its glyph hidden from assistive technology', () => {
    const html = renderToStaticMarkup(createElement(SocialPost, { post, locale: 'en' }))
    expect(html).toMatch(/^<a href="https:\/\/www\.tiktok\.com\/@dalumaratea" target="_blank" rel="noopener noreferrer"/)
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(html).toMatch(/<svg aria-hidden="true" focusable="false"[^>]*><use href="[^"#]+\.svg#social-tiktok"><\/use><\/svg>/)
    expect(html).toContain('TikTok')
    expect(html).toContain('The last light over the Uva hills.')
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span>')
    expect(html).toContain('alt=""')
    expect(html).not.toMatch(/<script|<i class/)
  })
})

describe('editors’ links', () => {
  it('accept a site path or an http(s) address only', () => {
    for (const ok of ['/media/news', '/', 'https://example.org/a', 'http://example.org']) expect(siteOrWebLinkError(ok), ok).toBeNull()
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'media/news', '', null, '/a b']) expect(siteOrWebLinkError(bad), String(bad)).not.toBeNull()
  })
})
