import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProductFilter } from '@/components/catalogue/ProductFilter'
import {
  NO_PRODUCT_FILTERS,
  filterProductParams,
  isFiltered,
  readProductFilterQuery,
  searchable,
  toProductFilterQuery,
  type FacetValues,
  type ProductFilterState,
} from '@/components/catalogue/product-filters'
import type { ProductItem } from '@/data/catalogue/products'
import { carriesListQuery, listQueryOf } from '@/lib/routing/list-query'
import { matchPageType } from '@/lib/routing/match'
import { pageTypes, routes } from '@/routes'

const values: FacetValues = { format: ['tea-bags', 'loose-leaf'], type: ['green-tea', 'black-tea'], mood: ['relaxing'], flavour: ['citrus', 'floral'] }
const state = (change: Partial<ProductFilterState>): ProductFilterState => ({ ...NO_PRODUCT_FILTERS, ...change })

describe('the product filter in the address', () => {
  it('reads known category slugs per facet and ignores the rest', () => {
    expect(readProductFilterQuery({ format: 'tea-bags', type: 'green-tea', mood: 'relaxing', flavour: 'citrus', page: '3' }, values)).toEqual({
      format: 'tea-bags',
      type: 'green-tea',
      mood: 'relaxing',
      flavour: 'citrus',
      page: 3,
    })
    // A slug of another facet is no filter of this one (green-tea is a type, not a format).
    expect(readProductFilterQuery({ format: 'green-tea', type: 'nope', page: '0' }, values)).toEqual(NO_PRODUCT_FILTERS)
    for (const page of ['-1', '1.5', 'two', '', '10001']) expect(readProductFilterQuery({ page }, values).page).toBe(1)
  })

  it('a preset facet is fixed: the address cannot change it, and it never goes into the address', () => {
    const preset = { facet: 'type', slug: 'green-tea' } as const
    const read = readProductFilterQuery({ type: 'black-tea', mood: 'relaxing' }, values, preset)
    expect(read).toEqual(state({ type: 'green-tea', mood: 'relaxing' }))
    expect(toProductFilterQuery(read, preset)).toBe('?mood=relaxing')
    expect(isFiltered(state({ type: 'green-tea' }), preset)).toBe(false)
    expect(isFiltered(read, preset)).toBe(true)
  })

  it('writes the address without defaults, and round-trips', () => {
    expect(toProductFilterQuery(NO_PRODUCT_FILTERS)).toBe('')
    const full = state({ format: 'loose-leaf', flavour: 'floral', page: 2 })
    expect(toProductFilterQuery(full)).toBe('?format=loose-leaf&flavour=floral&page=2')
    expect(readProductFilterQuery(Object.fromEntries(new URLSearchParams(toProductFilterQuery(full))), values)).toEqual(full)
  })

  it('asks filterproduct with the spec’s parameter names, the preset included', () => {
    const params = filterProductParams(state({ format: 'tea-bags', type: 'green-tea', mood: 'relaxing', flavour: 'citrus', page: 2 }), 20, { country: 'GLOBAL', locale: 'de' })
    expect(Object.fromEntries(params)).toEqual({
      page: '2',
      size: '20',
      lang: 'de',
      country: 'GLOBAL',
      teaformatName: 'tea-bags',
      teatype: 'green-tea',
      teamood: 'relaxing',
      teaflavor: 'citrus',
    })
    expect(Object.fromEntries(filterProductParams(NO_PRODUCT_FILTERS, 20, { country: 'LK', locale: 'en' }))).toEqual({ page: '1', size: '20', lang: 'en', country: 'LK' })
  })

  it('searches only once something is typed', () => {
    expect(searchable('')).toBe(false)
    expect(searchable('   ')).toBe(false)
    expect(searchable('a')).toBe(true)
  })
})

describe('the tea category page types', () => {
  const kinds = [
    ['teaFormats', 'teaFormat', 'format', routes.products.formats],
    ['teaTypes', 'teaType', 'type', routes.products.types],
    ['teaFlavours', 'teaFlavour', 'flavour', routes.products.byFlavour],
    ['teaMoods', 'teaMood', 'mood', routes.products.byMood],
  ] as const

  it('route each kind’s list and its categories, not to the generic content page', () => {
    for (const [list, item, , path] of kinds) {
      expect(matchPageType(path())).toEqual({ name: list, params: {} })
      expect(matchPageType(path('green-tea'))).toEqual({ name: item, params: { slug: 'green-tea' } })
      expect(matchPageType(`${path('green-tea')}/more`)?.name).toBe('contentPage')
    }
  })

  it('carry the filter’s facets in the address; a category page leaves out its own kind', () => {
    for (const [list, item, kind] of kinds) {
      expect(pageTypes[item]).toMatchObject({ collection: 'tea-categories', key: 'slug', only: { kind } })
      expect(carriesListQuery(item, new URLSearchParams(`${kind}=x`))).toBe(false)
      expect(carriesListQuery(list, new URLSearchParams(`${kind}=x`))).toBe(true)
    }
    expect(listQueryOf('teaType', new URLSearchParams('type=black-tea&mood=relaxing&page=2'))).toEqual({ mood: 'relaxing', page: '2' })
  })
})

const product = (slug: string, name: string): ProductItem => ({
  id: 1,
  slug,
  url: routes.products.productDetails(slug),
  name,
  summary: `${name}, described.`,
  range: null,
  format: { slug: 'tea-bags', title: 'Tea bags', url: routes.products.formats('tea-bags') },
  type: { slug: 'green-tea', title: 'Green tea', url: routes.products.types('green-tea') },
  moods: [],
  flavours: [],
  caffeine: 'low',
  is_infusion: false,
  featured: false,
  image: null,
})

function render(initialState: ProductFilterState, total: number, preset: { facet: 'type'; slug: string } | null = null) {
  const options = {
    format: [{ slug: 'tea-bags', title: 'Tea bags' }],
    type: [{ slug: 'green-tea', title: 'Green tea' }],
    mood: [{ slug: 'relaxing', title: 'Relaxing' }],
    flavour: [{ slug: 'citrus', title: 'Citrus' }],
  }
  return renderToStaticMarkup(
    createElement(ProductFilter, {
      initial: { items: [product('sencha', 'Sencha'), product('matcha', 'Matcha')], total },
      initialState,
      size: 2,
      options,
      preset,
      searchType: 'product-details',
      variant: { country: 'GLOBAL', locale: 'en' },
      listPath: routes.products.types('green-tea'),
    }),
  )
}

/** What a visitor without JavaScript gets: the server's render of the island. */
describe('the product filter without JavaScript', () => {
  const path = routes.products.types('green-tea')

  it('is a GET form to the list’s address with a submit button, showing the address’s filters', () => {
    const html = render(state({ type: 'green-tea', mood: 'relaxing', page: 2 }), 5, { facet: 'type', slug: 'green-tea' })
    const forms = html.match(/<form [^>]*>/g) ?? []
    const filterForm = forms.find((form) => form.includes('Filter teas')) ?? ''
    expect(filterForm).toContain('method="get"')
    expect(filterForm).toContain(`action="${path}"`)
    expect(html).toContain('<button type="submit"')
    expect(html).toMatch(/<option value="relaxing" selected="">Relaxing<\/option>/)
    // The preset facet has no select.
    expect(html).not.toContain('name="type"')
    expect(html).toContain('name="format"')
    expect(html).toMatch(/role="status"[^>]*>5 teas</)
    expect(html).toContain('Green tea · Tea bags')
  })

  it('pages with real links that keep the filters (never the preset), the current page marked', () => {
    const html = render(state({ type: 'green-tea', mood: 'relaxing', page: 2 }), 5, { facet: 'type', slug: 'green-tea' })
    expect(html).toContain(`href="${path}?mood=relaxing&amp;page=3"`)
    expect(html).toContain(`href="${path}?mood=relaxing"`)
    expect(html).toMatch(/aria-current="page"[^>]*>2</)
    expect(html).toMatch(new RegExp(`<a[^>]*href="${path}"[^>]*>Clear filters</a>`))
  })

  it('has a search box that falls back to the site search, and no clearing when nothing is filtered', () => {
    const html = render(state({ type: 'green-tea' }), 2, { facet: 'type', slug: 'green-tea' })
    expect(html).toMatch(/<form [^>]*aria-label="Search teas"[^>]*action="\/global-search-results"|<form [^>]*action="\/global-search-results"[^>]*aria-label="Search teas"/)
    expect(html).toContain('name="keyword"')
    expect(html).not.toContain('Clear filters')
  })
})
