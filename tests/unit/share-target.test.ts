import { describe, expect, it } from 'vitest'
import type { KeyIndex } from '@/lib/routing/match'
import { sharePathOf, shareTargetOf } from '@/lib/share/target'
import { routes } from '@/routes'
import type { Redirects } from '@/lib/routing/aliases'

const redirects: Redirects = { [routes.careersMenu]: { to: routes.careers, status: 308 } }

const keys: KeyIndex = {
  pages: { [routes.trade]: ['GLOBAL'], [routes.tradeFor.fineDining]: ['GLOBAL'], [routes.contact]: ['LK'] },
  news: { 'harvest-festival': ['GLOBAL'] },
}

describe('the social share page’s target', () => {
  it('accepts our own paths, without their query or fragment', () => {
    expect(sharePathOf(routes.trade)).toBe(routes.trade)
    expect(sharePathOf(`${routes.tradeFor.fineDining}?utm_source=fb#top`)).toBe(routes.tradeFor.fineDining)
    expect(sharePathOf(`${routes.trade}/`)).toBe(routes.trade)
    expect(sharePathOf('/')).toBe('/')
  })

  it('refuses anything that could lead to another site', () => {
    for (const raw of [
      '//evil.example',
      '//evil.example/path',
      'https://evil.example',
      'http://evil.example/trade-landing',
      'evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%0d%0aLocation:https://evil.example'.replace('%0d%0a', '\r\n'),
      'javascript:alert(1)',
      ' /trade-landing',
      "/trade-landing';url=https://evil.example",
      '',
      '/' + 'a'.repeat(600),
    ]) {
      expect(sharePathOf(raw), raw).toBeNull()
    }
    expect(sharePathOf(undefined)).toBeNull()
    expect(sharePathOf(['/trade-landing'])).toBeNull()
  })

  it('lands on a page the site serves in the country, else on the home page', () => {
    expect(shareTargetOf(routes.trade, 'GLOBAL', keys)).toBe(routes.trade)
    expect(shareTargetOf(routes.tradeFor.fineDining, 'DE', keys)).toBe(routes.tradeFor.fineDining)
    expect(shareTargetOf(`${routes.media.news()}/harvest-festival`, 'GLOBAL', keys)).toBe(`${routes.media.news()}/harvest-festival`)
    // Published in Sri Lanka only.
    expect(shareTargetOf(routes.contact, 'GLOBAL', keys)).toBe('/')
    expect(shareTargetOf(routes.contact, 'LK', keys)).toBe(routes.contact)
    expect(shareTargetOf('/no-such-page', 'GLOBAL', keys)).toBe('/')
    expect(shareTargetOf(`${routes.media.news()}/no-such-news`, 'GLOBAL', keys)).toBe('/')
    expect(shareTargetOf('https://evil.example', 'GLOBAL', keys)).toBe('/')
    expect(shareTargetOf('//evil.example', 'GLOBAL', keys)).toBe('/')
  })

  it('an alias shares the page it stands for', () => {
    const withCareers: KeyIndex = { pages: { ...keys.pages, [routes.careers]: ['GLOBAL'] } }
    expect(shareTargetOf(routes.careersMenu, 'GLOBAL', withCareers, redirects)).toBe(routes.careers)
    expect(shareTargetOf(routes.careersMenu, 'GLOBAL', keys, redirects)).toBe('/')
    const withHowToBrew: KeyIndex = { pages: { ...keys.pages, [routes.allAboutTea.howToBrew]: ['GLOBAL'] } }
    expect(shareTargetOf(routes.allAboutTea.infographic, 'GLOBAL', withHowToBrew)).toBe(routes.allAboutTea.howToBrew)
  })

  it('never points at itself, the search results or a test route', () => {
    expect(shareTargetOf(routes.socialShare, 'GLOBAL', keys)).toBe('/')
    expect(shareTargetOf(routes.search, 'GLOBAL', keys)).toBe('/')
    expect(shareTargetOf('/__test/error', 'GLOBAL', keys)).toBe('/')
  })
})
