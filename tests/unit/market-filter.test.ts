import { describe, expect, it } from 'vitest'
import { currentMarketFilter, marketFilterHref } from '@/cms/admin/market-filter'

const decode = (href: string) => decodeURIComponent(href)

describe('marketFilterHref', () => {
  it('filters by one market and keeps the other parameters', () => {
    const href = marketFilterHref({ limit: '25', sort: '-updatedAt', search: 'tea' }, 'LK')
    expect(decode(href)).toBe('?limit=25&sort=-updatedAt&search=tea&where[country][equals]=LK')
  })

  it('replaces an earlier market, wherever the filter builder put it, and keeps the other conditions', () => {
    const href = marketFilterHref(
      {
        'where[country][equals]': 'DE',
        'where[or][0][and][0][title][like]': 'Assam',
        'where[or][0][and][1][country][in][0]': 'IN',
      },
      'GLOBAL',
    )
    expect(decode(href)).toBe('?where[or][0][and][0][title][like]=Assam&where[country][equals]=GLOBAL')
  })

  it('drops the page (page 4 of every market is rarely a page of one) and repeated values stay', () => {
    expect(decode(marketFilterHref({ page: '4', 'columns[0]': ['a', 'b'] }, 'LK'))).toBe('?columns[0]=a&columns[0]=b&where[country][equals]=LK')
  })

  it('"all markets" removes every country condition', () => {
    expect(marketFilterHref({ 'where[country][equals]': 'LK' }, null)).toBe('?')
    expect(decode(marketFilterHref({ 'where[country][equals]': 'LK', limit: '10' }, null))).toBe('?limit=10')
  })

  it('does not mistake a field merely containing "country" for the country', () => {
    expect(decode(marketFilterHref({ 'where[country_note][equals]': 'x' }, 'LK'))).toBe('?where[country_note][equals]=x&where[country][equals]=LK')
  })
})

describe('currentMarketFilter', () => {
  it('names the market of a single equals condition', () => {
    expect(currentMarketFilter({ 'where[country][equals]': 'LK', limit: '10' })).toEqual({ kind: 'market', country: 'LK' })
    expect(currentMarketFilter({ 'where[or][0][and][0][country][equals]': 'DE' })).toEqual({ kind: 'market', country: 'DE' })
  })

  it('is "all" without a country condition', () => {
    expect(currentMarketFilter({ limit: '10' })).toEqual({ kind: 'all' })
  })

  it('is "other" for country filters the links do not make', () => {
    expect(currentMarketFilter({ 'where[country][in][0]': 'LK' })).toEqual({ kind: 'other' })
    expect(currentMarketFilter({ 'where[country][equals]': 'LK', 'where[or][0][and][0][country][equals]': 'DE' })).toEqual({ kind: 'other' })
  })
})
