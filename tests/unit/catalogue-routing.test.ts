import { describe, expect, it } from 'vitest'
import { slugError } from '@/cms/fields/slug'
import { TEAWARES_SEGMENT } from '@/cms/collections/catalogue/GiftTeas'
import { carriesListQuery, listQueryOf, pageFromQuery } from '@/lib/routing/list-query'
import { matchPageType, pageExists, pathHasPage } from '@/lib/routing/match'
import type { Redirects } from '@/lib/routing/aliases'
import { createMatcher } from '@/lib/routing/pattern'
import { routes } from '@/routes'

describe('the catalogue’s page types', () => {
  it('a literal segment wins over a parameter, whatever the order of the table', () => {
    const paramFirst = createMatcher({ item: '/gifts/:slug', list: '/gifts/teawares', rest: '/*path' })
    const literalFirst = createMatcher({ list: '/gifts/teawares', item: '/gifts/:slug', rest: '/*path' })
    for (const match of [paramFirst, literalFirst]) {
      expect(match('/gifts/teawares')).toEqual({ name: 'list', params: {} })
      expect(match('/gifts/estate-chest')).toEqual({ name: 'item', params: { slug: 'estate-chest' } })
      expect(match('/gifts/teawares/more')).toEqual({ name: 'rest', params: { path: '/gifts/teawares/more' } })
    }
  })

  it('routes the teaware list to its own page type, not to a gift called “teawares”', () => {
    expect(matchPageType(routes.products.teawares)).toEqual({ name: 'teawares', params: {} })
    expect(matchPageType(routes.products.giftOfTeas('estate-tasting-chest'))).toEqual({ name: 'giftTea', params: { slug: 'estate-tasting-chest' } })
    expect(matchPageType(routes.products.giftOfTeas())).toEqual({ name: 'giftOfTeas', params: {} })
    expect(matchPageType(routes.products.accessories())).toEqual({ name: 'accessories', params: {} })
    expect(matchPageType(routes.products.accessories('tea-timer'))).toEqual({ name: 'accessory', params: { slug: 'tea-timer' } })
    expect(matchPageType(routes.products.recipe('elixir-tonic'))).toEqual({ name: 'recipe', params: { slug: 'elixir-tonic' } })
  })

  it('no gift can take the teaware list’s segment as its slug', () => {
    expect(TEAWARES_SEGMENT).toBe('teawares')
    expect(slugError('teawares', [TEAWARES_SEGMENT])).toMatch(/another page/)
    expect(slugError('teaware-gift', [TEAWARES_SEGMENT])).toBeNull()
    expect(slugError('Tea Wares', [TEAWARES_SEGMENT])).toMatch(/Lower-case/)
  })
})

describe('whether a matched path has a page', () => {
  it('reads only the index’s own keys: `toString` or `constructor` as a slug is no page (the fuzz found a 500)', () => {
    const keys = JSON.parse('{"accessories":{"tea-timer":["GLOBAL"]}}')
    const page = (slug: string) => pageExists(matchPageType(routes.products.accessories(slug))!, 'LK', keys, false)
    expect(page('tea-timer')).toBe(true)
    for (const slug of ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf']) expect(page(slug), slug).toBe(false)
  })
})

describe('list addresses with a query', () => {
  it('are rendered per request only when they carry one of the page type’s own parameters', () => {
    expect(carriesListQuery('accessories', new URLSearchParams('material=glass'))).toBe(true)
    expect(carriesListQuery('accessories', new URLSearchParams('page=2'))).toBe(true)
    expect(carriesListQuery('accessories', new URLSearchParams('utm_source=x&material='))).toBe(false)
    expect(carriesListQuery('giftOfTeas', new URLSearchParams('material=glass'))).toBe(false)
    expect(carriesListQuery('contentPage', new URLSearchParams('page=2'))).toBe(false)
  })

  it('hand the template only the type’s parameters, trimmed and cut short', () => {
    expect(listQueryOf('accessories', new URLSearchParams(`material=glass&category=${'x'.repeat(100)}&foo=bar`))).toEqual({ material: 'glass', category: 'x'.repeat(60) })
    expect(listQueryOf('teawares', { page: ['3', '4'], material: 'glass' })).toEqual({ page: '3' })
    expect(pageFromQuery({ page: '3' })).toBe(3)
    for (const page of ['0', '-1', '1.5', 'two', '']) expect(pageFromQuery({ page })).toBe(1)
  })
})

describe('pathHasPage (which breadcrumb levels link)', () => {
  const keys = {
    'tea-ranges': { 'premium-ceylon-tea': ['GLOBAL'] },
    pages: { '/our-products': ['GLOBAL'], '/trade-landing': ['LK'] },
  }
  it('links a level whose page type has a document in the country or GLOBAL, and list pages without a collection', () => {
    expect(pathHasPage(routes.products.range('premium-ceylon-tea'), 'LK', keys)).toBe(true)
    expect(pathHasPage(routes.products.root, 'DE', keys)).toBe(true)
    expect(pathHasPage(routes.products.giftOfTeas(), 'DE', keys)).toBe(true)
    expect(pathHasPage(routes.trade, 'LK', keys)).toBe(true)
  })
  it('does not link folders without a page: the recipes folder, another country’s page', () => {
    expect(pathHasPage(routes.products.recipes, 'LK', keys)).toBe(false)
    expect(pathHasPage(routes.trade, 'DE', keys)).toBe(false)
  })
  it('links a redirect to a page of the site (it leads to one), not one to another site', () => {
    const redirects: Redirects = {
      [routes.teaInspired.root]: { to: routes.teaInspired.home, status: 308 },
      [routes.products.productDetails()]: { to: routes.products.ranges, status: 308 },
      '/our-shop': { to: 'https://shop.example/teas', status: 307 },
    }
    expect(pathHasPage(routes.teaInspired.root, 'LK', keys, redirects)).toBe(true)
    // A tea's address without its name leads to the tea ranges.
    expect(pathHasPage(routes.products.productDetails(), 'LK', keys, redirects)).toBe(true)
    expect(pathHasPage('/our-shop', 'LK', keys, redirects)).toBe(false)
  })
})
