import { describe, expect, it } from 'vitest'
import { TRADE_SECTIONS } from '@/lib/trade/trade-sections'
import { routes } from '@/routes'
import { globalHome } from '@/seed/content/home'
import { tradePages, tradeSectionSeeds } from '@/seed/content/trade'
import { url } from './helpers'
import { metaContent as meta, sharedUpload } from '../shared/meta-tags'

/**
 * The trade landing page and its four section pages, and the social share page, as the server
 * renders them against the seed (src/seed/content/trade.ts, src/seed/content/home.ts).
 */

async function html(path: string) {
  const response = await fetch(url(path), { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), text: await response.text() }
}

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;').replaceAll('<', '&lt;')

const share = (target: string) => `${routes.socialShare}?u=${encodeURIComponent(target)}`

describe('trade pages', () => {
  it('/trade-landing shows the products and the four sections, each linking to its page', async () => {
    const { status, text } = await html(routes.trade)
    expect(status).toBe(200)
    expect(text).toContain('>Our teas for the trade</h2>')
    expect(text).toContain('Single Estate Collection')
    for (const section of tradeSectionSeeds) {
      expect(text).toContain(`data-trade-section="${section.key}"`)
      expect(text).toContain(escapeHtml(section.description))
      expect(text).toContain(escapeHtml(section.items[0]!.title))
      expect(text).toContain(`href="${TRADE_SECTIONS[section.key]}"`)
    }
    // The enquiry belongs to the section pages only.
    expect(text).not.toContain('data-trade-enquiry')
  })

  it('each section page shows its own section from the landing page, with a trade enquiry to the contact page', async () => {
    expect(Object.keys(TRADE_SECTIONS)).toHaveLength(4)
    for (const section of tradeSectionSeeds) {
      const path = TRADE_SECTIONS[section.key]
      const { status, text } = await html(path)
      expect(status, path).toBe(200)
      expect(text).toContain(`data-trade-section="${section.key}"`)
      expect(text).toContain(escapeHtml(section.description))
      for (const item of section.items) expect(text).toContain(escapeHtml(item.title))
      // No other section on this page.
      for (const other of tradeSectionSeeds.filter((s) => s.key !== section.key)) {
        expect(text).not.toContain(`data-trade-section="${other.key}"`)
      }
      const enquiry = /<a [^>]*data-trade-enquiry[^>]*>/.exec(text)?.[0]
      expect(enquiry, path).toBeTruthy()
      const href = /href="([^"]*)"/.exec(enquiry!)![1]!.replaceAll('&amp;', '&')
      const target = new URL(href, 'https://site.invalid')
      expect(target.pathname).toBe(routes.contact)
      expect(target.searchParams.get('subject')).toBe(`Trade enquiry: ${section.title}`)
    }
  })

  it('an unknown section is a 404', async () => {
    expect((await html(`${routes.trade}/no-such-section`)).status).toBe(404)
  })
})

describe('the social share page', () => {
  const landing = tradePages[0]!
  const homeTitle = escapeHtml(globalHome.seo.en.title)

  it('carries the Open Graph and Twitter tags of the shared page and sends a person on to it', async () => {
    const { status, location, text } = await html(share(routes.trade))
    expect(status).toBe(200)
    expect(location).toBeNull()
    expect(meta(text, 'og:title')).toBe(escapeHtml(landing.seo.en.title))
    expect(meta(text, 'og:description')).toBe(escapeHtml(landing.seo.en.description))
    expect(meta(text, 'og:url')).toMatch(new RegExp(`${routes.trade}$`))
    expect(meta(text, 'og:image')).toMatch(sharedUpload())
    expect(meta(text, 'twitter:title')).toBe(escapeHtml(landing.seo.en.title))
    expect(meta(text, 'twitter:card')).toBe('summary_large_image')
    expect(meta(text, 'robots')).toMatch(/noindex/)
    expect(text).toMatch(new RegExp(`<meta http-equiv="refresh" content="0; url=${routes.trade}"`))
    expect(text).toMatch(new RegExp(`<a [^>]*href="${routes.trade}"[^>]*data-share-target|<a [^>]*data-share-target[^>]*href="${routes.trade}"`))
  })

  it('a section page shared keeps its own address', async () => {
    const path = routes.tradeFor.fineDining
    const { status, text } = await html(share(`${path}?utm_source=facebook`))
    expect(status).toBe(200)
    expect(meta(text, 'og:url')).toMatch(new RegExp(`${path}$`))
    expect(text).toContain(`content="0; url=${path}"`)
  })

  it('an unknown path or no target at all falls back to the home page’s tags', async () => {
    for (const address of [share('/no-such-page-for-sharing'), share(`${routes.media.news()}/no-such-news`), routes.socialShare]) {
      const { status, text } = await html(address)
      expect(status, address).toBe(200)
      expect(meta(text, 'og:title'), address).toBe(homeTitle)
      expect(text, address).toContain('content="0; url=/"')
    }
  })

  it('refuses external targets: the home page’s tags, and never a redirect off the site', async () => {
    for (const target of ['//evil.example', 'https://evil.example', 'http://evil.example/trade-landing', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)']) {
      const { status, location, text } = await html(share(target))
      expect(status, target).toBe(200)
      expect(location, target).toBeNull()
      expect(meta(text, 'og:title'), target).toBe(homeTitle)
      expect(text, target).toContain('content="0; url=/"')
      // No link, refresh or tag of the page names the other site.
      expect(text, target).not.toMatch(/(?:href|content|url)="[^"]*evil\.example/)
      expect(text, target).not.toMatch(/url=[^"]*evil\.example/)
    }
  })
})
