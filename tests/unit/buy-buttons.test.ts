import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BuyButtons } from '@/components/catalogue/BuyButtons'
import { isSoldIn, packsFor } from '@/data/catalogue/sold-items'

const packs = [
  { label: 'Tin, 100 g', sku: 'T-100', shop_links: [{ country: 'GLOBAL', url: 'https://shop.example.com/global/t-100' }, { country: 'GB', url: 'https://shop.example.com/gb/t-100' }] },
  { label: 'Tin, 250 g', sku: 'T-250', shop_links: [{ country: 'GB', url: 'https://shop.example.com/gb/t-250' }] },
]
const render = (country: string, sold?: boolean) => renderToStaticMarkup(createElement(BuyButtons, { packs, country, locale: 'en', sold }))

describe('BuyButtons', () => {
  it('links each pack to the shop of the visitor’s country, in a new tab, without its item number', () => {
    const html = render('GB')
    expect(html).toContain('href="https://shop.example.com/gb/t-100"')
    expect(html).toContain('href="https://shop.example.com/gb/t-250"')
    expect(html).not.toContain('Where to buy')
    expect(html).not.toContain('T-100')
  })

  it('leads a pack without a shop there to where to buy, described by a visible note: never a dead button', () => {
    const html = render('GLOBAL')
    expect(html).toContain('href="https://shop.example.com/global/t-100"')
    expect(html).not.toContain('t-250"')
    expect(html).not.toContain('aria-disabled')
    expect(html).toMatch(/<a [^>]*aria-label="Where to buy: Tin, 250 g" aria-describedby="buy-note-1"[^>]*href="\/our-products\/where-to-buy"[^>]*>Where to buy<\/a>/)
    expect(html).toContain('<p id="buy-note-1" class="text-sm text-ink/80">Not on sale online yet.</p>')
    expect(render('DE').match(/Not on sale in your country yet\./g)).toHaveLength(2)
  })

  it('leads every pack of an item not sold in the visitor’s country to where to buy', () => {
    const html = render('GB', false)
    expect(html).not.toContain('shop.example.com')
    expect(html.match(/>Where to buy<\/a>/g)).toHaveLength(2)
  })
})

describe('catalogue items in a country', () => {
  it('are sold on the GLOBAL site, everywhere-items everywhere, others where listed', () => {
    expect(isSoldIn({ sold_everywhere: false, sold_in: ['GB'] }, { country: 'GLOBAL', locale: 'en' })).toBe(true)
    expect(isSoldIn({ sold_everywhere: true }, { country: 'LK', locale: 'en' })).toBe(true)
    expect(isSoldIn({ sold_everywhere: false, sold_in: ['GB'] }, { country: 'GB', locale: 'en' })).toBe(true)
    expect(isSoldIn({ sold_everywhere: false, sold_in: ['GB'] }, { country: 'LK', locale: 'en' })).toBe(false)
  })

  it('give the API each pack’s shop for the country, none where not sold', () => {
    expect(packsFor(packs, { country: 'GLOBAL', locale: 'en' })).toEqual([
      { label: 'Tin, 100 g', sku: 'T-100', buy_url: 'https://shop.example.com/global/t-100' },
      { label: 'Tin, 250 g', sku: 'T-250', buy_url: null },
    ])
    expect(packsFor(packs, { country: 'GB', locale: 'en' }, false).map((pack) => pack.buy_url)).toEqual([null, null])
  })
})
