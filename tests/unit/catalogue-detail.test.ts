import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ItemDetail } from '@/components/catalogue/ItemDetail'
import { RecipeDetail } from '@/components/catalogue/RecipeDetail'
import type { Media, Recipe } from '@/payload-types'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] }],
  },
})

const picture = (alt: string) => ({ id: 1, alt, url: '/api/media/file/x.webp', width: 800, height: 800, updatedAt: '', createdAt: '' }) as Media

describe('a sold item’s page body', () => {
  it('shows its name, pictures and packs first, then the facts, the description, the item numbers and the way back', () => {
    const html = renderToStaticMarkup(
      createElement(ItemDetail, {
        name: 'Fine Mesh Strainer',
        summary: 'Catches every leaf.',
        description: paragraph('A fine steel mesh.'),
        images: [{ image: picture('A strainer') }],
        facts: [['Material', 'Stainless steel']],
        priceNote: 'From £12',
        packs: [{ label: 'Strainer', sku: 'S-1', shop_links: [{ country: 'LK', url: 'https://shop.example.com/lk/s-1' }] }],
        variant: { country: 'GB', locale: 'en' },
        back: { href: '/our-products/tea-accessories', label: 'All tea accessories' },
      }),
    )
    expect(html).toContain('<dt class="text-sm font-semibold uppercase tracking-wider text-brand-800">Material</dt>')
    expect(html).toContain('A fine steel mesh.')
    expect(html).toMatch(/<section aria-labelledby="item-packs"><h2 id="item-packs"[^>]*>Sizes and sets<\/h2><p[^>]*>From £12<\/p>/)
    expect(html).toContain('Not on sale in your country yet.')
    expect(html).toMatch(/<h2 id="product-pictures"[^>]*>Pictures<\/h2>/)
    expect(html).toContain('aria-label="Enlarge picture: A strainer"')
    // The name, the pack shot and the sizes come before the description; the item number only after it.
    const order = ['>Fine Mesh Strainer</h1>', 'Enlarge picture: A strainer', '>Sizes and sets</h2>', 'A fine steel mesh.', 'Item numbers (for trade orders): Strainer: S-1']
    expect(order.map((text) => html.indexOf(text))).toEqual(order.map((text) => html.indexOf(text)).toSorted((a, b) => a - b))
    expect(order.every((text) => html.includes(text))).toBe(true)
    expect(html).toContain('href="/our-products/tea-accessories"')
  })
})

describe('a recipe’s page body', () => {
  const terms = (html: string) => [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((match) => match[1])

  it('numbers the method and lists ingredients, serves, time and tips', () => {
    const recipe = {
      id: 1,
      title: 'Iced tea',
      slug: 'iced-tea',
      kind: 'elixir',
      image: picture('A glass of iced tea'),
      summary: 'Cold and clear.',
      serves: 1,
      prep_minutes: 75,
      ingredients: [{ amount: '40 ml', item: 'tea elixir' }, { item: 'ice' }],
      method: [{ step: 'Fill a glass with ice.' }, { step: 'Pour.' }],
      tips: paragraph('Chill the glass first.'),
      country: 'GLOBAL',
      updatedAt: '',
      createdAt: '',
    } as unknown as Recipe
    const html = renderToStaticMarkup(createElement(RecipeDetail, { recipe, locale: 'en' }))
    expect(html).toMatch(/<dt[^>]*>Made with<\/dt><dd[^>]*>Elixir of Ceylon Tea<\/dd>/)
    expect(html).toContain('1 person')
    expect(html).toContain('1 h 15 min')
    expect(html.match(/<li class="flex gap-3 border-b/g)).toHaveLength(2)
    expect(html).toMatch(/<ol[^>]*><li[^>]*><span aria-hidden="true"[^>]*>1<\/span><p[^>]*>Fill a glass with ice.<\/p><\/li>/)
    expect(html).toContain('Chill the glass first.')
  })

  it('names no kind for a plain recipe: "a recipe" would only repeat what the page is', () => {
    const recipe = { id: 2, title: 'Shortbread', slug: 'shortbread', kind: 'recipe', serves: 12, prep_minutes: 40, ingredients: [], method: [], country: 'GLOBAL', updatedAt: '', createdAt: '' } as unknown as Recipe
    const html = renderToStaticMarkup(createElement(RecipeDetail, { recipe, locale: 'en' }))
    expect(terms(html)).toEqual(['Serves', 'Time'])
  })
})
