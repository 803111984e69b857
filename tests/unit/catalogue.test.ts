import { describe, expect, it } from 'vitest'
import { productFilterWhere } from '@/data/catalogue/filters'
import { isSoldIn, toProductDetail, toProductItem } from '@/data/catalogue/products'
import { categoryUrl, CATEGORY_KINDS, CAFFEINE_LEVELS } from '@/lib/catalogue/kinds'
import { listOrder } from '@/lib/catalogue/list-order'
import { joinSlugs, slugPattern, splitSlugs } from '@/lib/catalogue/slug-list'
import { parseQuery, requiredSlugParam, slugParam } from '@/app/_api'
import type { Product } from '@/payload-types'
import { routes } from '@/routes'
import { brand } from '@/site.config'
import { categories } from '@/seed/catalogue/categories'
import { ingredients } from '@/seed/catalogue/ingredients'
import { planCatalogue, planProduct, scalePlan } from '@/seed/catalogue/plan'
import { ranges } from '@/seed/catalogue/ranges'

describe('slug lists', () => {
  it('joins slugs between bars, without duplicates or blanks, and splits them back', () => {
    expect(joinSlugs(['calm', 'bright', 'calm', null, ''])).toBe('|calm|bright|')
    expect(joinSlugs([])).toBeNull()
    expect(splitSlugs('|calm|bright|')).toEqual(['calm', 'bright'])
    expect(splitSlugs(null)).toEqual([])
  })

  it('matches a whole slug only', () => {
    const stored = joinSlugs(['becalmed', 'calm-evening'])!
    expect(stored.includes(slugPattern('calm'))).toBe(false)
    expect(stored.includes(slugPattern('calm-evening'))).toBe(true)
  })
})

describe('list order', () => {
  it('puts featured products first, then sorts by slug', () => {
    const rows = [listOrder(false, 'apple'), listOrder(true, 'zest'), listOrder(false, 'black'), listOrder(true, 'amber')]
    expect(rows.sort()).toEqual(['0-amber', '0-zest', '1-apple', '1-black'])
  })
})

describe('productFilterWhere', () => {
  it('is empty without filters', () => {
    expect(productFilterWhere({})).toBeUndefined()
  })

  it('compares one slug by equality and several by a whole-slug match', () => {
    expect(productFilterWhere({ format: 'tea-bags' })).toEqual({ format_slug: { equals: 'tea-bags' } })
    expect(productFilterWhere({ format: 'tea-bags', type: 'black-tea', mood: 'calm', flavour: 'citrus', range: 'r', ingredient: 'ginger', infusion: true })).toEqual({
      and: [
        { range_slug: { equals: 'r' } },
        { format_slug: { equals: 'tea-bags' } },
        { type_slug: { equals: 'black-tea' } },
        { mood_slugs: { like: '|calm|' } },
        { flavour_slugs: { like: '|citrus|' } },
        { ingredient_slugs: { like: '|ginger|' } },
        { is_infusion: { equals: true } },
      ],
    })
  })
})

describe('category pages', () => {
  it('lives under the page of its kind', () => {
    expect(CATEGORY_KINDS.map((kind) => categoryUrl(kind, 'x'))).toEqual([
      routes.products.formats('x'),
      routes.products.types('x'),
      routes.products.byFlavour('x'),
      routes.products.byMood('x'),
    ])
    expect(routes.products.ingredient('ginger')).toBe(`${routes.products.range(`${brand}-natural-infusions`)}/our-ingredients/ginger`)
  })
})

describe('slug parameters', () => {
  const shape = { teatype: slugParam('teatype'), rangeName: requiredSlugParam('rangeName') }
  it('accepts slugs, folding case, and leaves optional ones out', () => {
    expect(parseQuery('http://x/?rangeName=Vivid-Tea', shape)).toEqual({ rangeName: 'vivid-tea' })
  })
  it.each([
    ['?teatype=a', /rangeName is required/],
    ['?rangeName=two%20words', /rangeName must be a slug/],
    ['?rangeName=a&teatype=--', /teatype must be a slug/],
    [`?rangeName=${'a'.repeat(101)}`, /at most 100 characters/],
  ])('refuses %s', (query, message) => {
    expect(() => parseQuery(`http://x/${query}`, shape)).toThrow(message)
  })
})

describe('product answers', () => {
  const lookups = {
    categories: new Map([
      ['tea-bags', { slug: 'tea-bags', title: 'Tea bags', url: '/f/tea-bags', kind: 'format' as const }],
      ['calm', { slug: 'calm', title: 'Calm', url: '/m/calm', kind: 'mood' as const }],
    ]),
    ranges: new Map([['gold', { slug: 'gold', title: 'Gold', url: '/r/gold' }]]),
  }
  const product = {
    id: 7,
    slug: 'gold-leaf',
    name: 'Gold Leaf',
    range_slug: 'gold',
    format_slug: 'tea-bags',
    type_slug: 'unpublished-type',
    mood_slugs: '|calm|gone|',
    caffeine: 'high',
    sold_everywhere: false,
    sold_in: ['GB'],
    packs: [
      { label: '25 tea bags', shop_links: [{ country: 'GLOBAL', url: 'https://shop.example/g' }, { country: 'GB', url: 'https://shop.example/gb' }, { country: 'LK', url: 'https://shop.example/lk' }] },
      { label: '100 tea bags', shop_links: [{ country: 'GB', url: 'https://shop.example/gb100' }] },
    ],
  } as unknown as Product

  it('labels a card from the lookups and leaves out categories a country does not have', () => {
    const item = toProductItem(product, lookups)
    expect(item).toMatchObject({ slug: 'gold-leaf', url: routes.products.productDetails('gold-leaf'), range: { slug: 'gold', title: 'Gold' }, format: { title: 'Tea bags' }, type: null })
    expect(item.moods).toEqual([{ slug: 'calm', title: 'Calm', url: '/m/calm' }])
  })

  it('gives each pack the shop link of the visitor’s country, and none where the product is not sold', () => {
    const packs = (country: string) => toProductDetail(product, lookups, { country, locale: 'en' }).packs.map((pack) => pack.shop_url)
    expect(packs('GB')).toEqual(['https://shop.example/gb', 'https://shop.example/gb100'])
    expect(packs('GLOBAL')).toEqual(['https://shop.example/g', null])
    // LK has a link, but the product is not sold there: no buy button leads anywhere.
    expect(packs('LK')).toEqual([null, null])
    expect(toProductDetail(product, lookups, { country: 'LK', locale: 'en' })).toMatchObject({ sold_here: false, packs: [{ buyable: false }, { buyable: false }] })
    expect(toProductDetail(product, lookups, { country: 'DE', locale: 'en' }).sold_here).toBe(false)
  })

  it('applies the availability rule to one product', () => {
    expect(isSoldIn(product, 'GLOBAL')).toBe(true)
    expect(isSoldIn(product, 'GB')).toBe(true)
    expect(isSoldIn(product, 'DE')).toBe(false)
    expect(isSoldIn({ sold_everywhere: true, sold_in: [] }, 'DE')).toBe(true)
  })
})

describe('the catalogue seed', () => {
  const plans = planCatalogue(ranges)
  const categorySlugs = new Map(categories.map((category) => [category.slug, category.kind]))

  it('has at least 25 ranges, the ones the site links to among them, and 120 products with unique slugs', () => {
    const slugs = ranges.map((range) => range.slug)
    expect(slugs.length).toBeGreaterThanOrEqual(25)
    for (const slug of ['arana-herbal', 'ceylon-golden-pekoe', 'ceylon-green-tea', 'commerative-tea', 'elixir-of-ceylon-tea', 'fun-flavoured', 'natural-green-tea', 'premium-ceylon-tea', 't-series-designer-gourmet-tea', 'tea-makers-reserve', 'teamakers-private-reserve', 'vivid-tea'])
      expect(slugs).toContain(slug)
    for (const name of ['ceylon-gold', 'ceylon-iced-tea', 'exceptional-tea', 'gourmet-tea', 'inspiration', 'natural-infusions', 'organics', 'realtea-cordial', 'silver-jubilee-gourmet', 'watte-boutique-tea'])
      expect(slugs).toContain(`${brand}-${name}`)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(plans.length).toBeGreaterThanOrEqual(120)
    expect(new Set(plans.map((plan) => plan.slug)).size).toBe(plans.length)
    expect(new Set(categories.map((category) => category.slug)).size).toBe(categories.length)
  })

  it('names only categories of the right kind and ingredients that exist', () => {
    const ingredientSlugs = new Set(ingredients.map((one) => one.slug))
    for (const plan of plans) {
      expect(categorySlugs.get(plan.format), plan.slug).toBe('format')
      expect(categorySlugs.get(plan.type), plan.slug).toBe('type')
      for (const mood of plan.moods) expect(categorySlugs.get(mood), `${plan.slug} ${mood}`).toBe('mood')
      for (const flavour of plan.flavours) expect(categorySlugs.get(flavour), `${plan.slug} ${flavour}`).toBe('flavour')
      for (const ingredient of plan.ingredients) expect(ingredientSlugs.has(ingredient), ingredient).toBe(true)
      expect(CAFFEINE_LEVELS).toContain(plan.caffeine)
      expect(plan.summary).not.toMatch(/lorem|Dalumara/i)
    }
  })

  it('gives each ingredient a description that goes on from its summary instead of repeating it', () => {
    for (const { slug, copy } of ingredients) {
      for (const language of [copy.en, copy.de]) {
        if (language) expect(language.description, slug).not.toContain(language.summary)
      }
    }
  })

  it('writes every product, range, ingredient and category in German too, with no English words left', () => {
    // Names stay as the English site has them (the brand's own); everything around them must be German.
    const names = ranges.map((range) => range.copy.en.name)
    const englishWord = /\b(the|a|with|and|from|our|of|for|in a|per|range|garden|leaf|loose|bags?|bottles?|tins?|cups?|blend(ed)?)\b/i
    const problems: string[] = []
    const check = (where: string, german: string | undefined, english: string | undefined, alsoNames: string[] = []) => {
      const rest = [...alsoNames, ...names].reduce((text, name) => text.split(name).join(' '), german ?? '')
      // A place or a plant may be called the same in both languages (Uva, Sri Lanka; Moringa).
      const mayMatch = /origin|name/.test(where)
      if (!german?.trim()) problems.push(`${where}: no German`)
      else if (german === english && !mayMatch) problems.push(`${where}: German is the English “${german}”`)
      else if (englishWord.test(rest)) problems.push(`${where}: English word “${englishWord.exec(rest)![0]}” in “${german}”`)
    }
    for (const plan of [...plans, scalePlan(7)]) {
      const de = plan.de
      check(`${plan.slug} summary`, de.summary, plan.summary, [plan.name])
      plan.description.forEach((en, n) => check(`${plan.slug} description ${n}`, de.description[n], en, [plan.name]))
      for (const key of ['appearance', 'aroma', 'taste'] as const) check(`${plan.slug} ${key}`, de.tasting[key], plan.tasting[key])
      check(`${plan.slug} amount`, de.amount_note, plan.brewing.amount_note)
      plan.packs.forEach((pack, n) => check(`${plan.slug} pack ${n}`, de.packLabels[n], pack.label))
      expect(de.name).toBe(plan.name)
    }
    for (const range of ranges) {
      check(`${range.slug} tagline`, range.copy.de?.tagline, range.copy.en.tagline)
      range.copy.en.story.forEach((en, n) => check(`${range.slug} story ${n}`, range.copy.de?.story[n], en))
    }
    for (const { slug, copy } of ingredients) for (const key of ['name', 'summary', 'origin'] as const) check(`${slug} ${key}`, copy.de?.[key], copy.en[key])
    for (const { slug, copy } of ingredients) copy.en.description.forEach((en, n) => check(`${slug} description ${n}`, copy.de?.description[n] as string, en as string))
    for (const { slug, copy } of categories) for (const key of ['title', 'description'] as const) check(`${slug} ${key}`, copy.de?.[key], copy.en[key])
    expect(problems).toEqual([])
    expect(new Set(plans.map((plan) => plan.de.summary)).size, 'German blurbs are as distinct as the English').toBe(plans.length)
  })

  it('makes a product from the words of its name', () => {
    const infusions = ranges.find((range) => range.slug === `${brand}-natural-infusions`)!
    const ginger = planProduct(infusions, 'Ginger and Lemongrass Infusion', 3)
    expect(ginger).toMatchObject({ type: 'herbal-infusion', caffeine: 'none', isInfusion: true })
    expect(ginger.ingredients).toEqual(['ginger', 'lemongrass'])
    expect(ginger.flavours).toContain('spicy')
    expect(ginger.moods).toContain('restful')
    const watte = planProduct(ranges.find((range) => range.family === 'watte-boutique')!, 'Kirikanda Watte', 1)
    expect(watte).toMatchObject({ estate: 'kirikanda', origin: 'Uva, Sri Lanka', caffeine: 'high' })
  })

  it('sells some products in a few countries only and leaves some packs without a link in some countries', () => {
    expect(plans.filter((plan) => !plan.soldEverywhere && plan.soldIn.includes('LK')).length).toBeGreaterThan(5)
    expect(plans.filter((plan) => !plan.soldEverywhere && !plan.soldIn.includes('LK')).length).toBeGreaterThan(5)
    const links = plans.flatMap((plan) => plan.packs.map((pack) => pack.shop_links.map((link) => link.country)))
    expect(links.some((countries) => !countries.includes('DE'))).toBe(true)
    expect(links.some((countries) => !countries.includes('GLOBAL'))).toBe(true)
  })

  it('generates scale products with unique slugs that never clash with the demo products', () => {
    const generated = Array.from({ length: 2000 }, (_, n) => scalePlan(n).slug)
    expect(new Set(generated).size).toBe(generated.length)
    const demo = new Set(plans.map((plan) => plan.slug))
    expect(generated.some((slug) => demo.has(slug))).toBe(false)
  })
})
