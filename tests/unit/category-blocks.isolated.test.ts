import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type React from 'react'
import { routes } from '@/routes'

/**
 * The tea category blocks with their data reads replaced: what they read for an address, and
 * what they render. (The island is imported directly: next/dynamic does not render in a unit test.)
 */
const findProducts = vi.fn()
const ref = (kind: string, slug: string, title: string) => ({ slug, title, url: `/${kind}/${slug}` })

vi.mock('@/components/islands', async () => ({ ProductFilter: (await import('@/components/catalogue/ProductFilter')).ProductFilter }))
vi.mock('@/data/catalogue/products', () => ({ findProducts }))
vi.mock('@/data/catalogue/categories', () => ({
  filterOptions: async () => ({
    formats: [ref('f', 'tea-bags', 'Tea bags'), ref('f', 'loose-leaf', 'Loose leaf')],
    types: [ref('t', 'green-tea', 'Green tea'), ref('t', 'black-tea', 'Black tea')],
    moods: [ref('m', 'relaxing', 'Relaxing')],
    flavours: [ref('fl', 'citrus', 'Citrus')],
  }),
  listCategories: async (_variant: unknown, kind: string) =>
    kind === 'mood'
      ? [
          { slug: 'relaxing', title: 'Relaxing', url: routes.products.byMood('relaxing'), kind, description: 'Soft cups.', image: null, header_image: null },
          { slug: 'focused', title: 'Focused', url: routes.products.byMood('focused'), kind, description: null, image: null, header_image: null },
        ]
      : [],
}))

const { ProductFilterBlock } = await import('@/blocks/ProductFilter/Component')
const { TeaCategoriesBlock } = await import('@/blocks/TeaCategories/Component')

const variant = { country: 'GLOBAL', locale: 'en' as const }
const html = async (element: Promise<React.ReactNode>) => renderToStaticMarkup(await element)

beforeEach(() => {
  findProducts.mockReset()
  findProducts.mockResolvedValue({ items: [], total: 0 })
})

describe('the teaCategories block', () => {
  it('lists its kind’s categories as cards linking to their pages', async () => {
    const out = await html(TeaCategoriesBlock({ blockType: 'teaCategories', kind: 'mood', title: 'Choose a mood', variant }))
    expect(out).toContain('Choose a mood')
    expect(out).toContain(`href="${routes.products.byMood('relaxing')}"`)
    expect(out).toContain(`href="${routes.products.byMood('focused')}"`)
    expect(out).toContain('Soft cups.')
    expect(out.match(/<li/g)).toHaveLength(2)
  })

  it('says so when a kind has no categories', async () => {
    expect(await html(TeaCategoriesBlock({ blockType: 'teaCategories', kind: 'format', variant }))).toContain('No categories to show yet.')
  })
})

describe('the productFilter block', () => {
  const block = { blockType: 'productFilter' as const, page_size: 20, variant, path: routes.products.types() }

  it('reads the address’s known filters and page; unknown values count as no filter', async () => {
    await html(ProductFilterBlock({ ...block, query: { format: 'tea-bags', type: 'nope', mood: 'green-tea', flavour: 'citrus', page: '2' } }))
    expect(findProducts).toHaveBeenCalledWith({ format: 'tea-bags', type: undefined, mood: undefined, flavour: 'citrus' }, variant, { page: 2, size: 20 })
  })

  it('a preset fixes its facet whatever the address says, and hides its select', async () => {
    const out = await html(ProductFilterBlock({ ...block, preset_facet: 'type', preset_slug: 'green-tea', query: { type: 'black-tea' } }))
    expect(findProducts).toHaveBeenCalledWith({ format: undefined, type: 'green-tea', mood: undefined, flavour: undefined }, variant, { page: 1, size: 20 })
    expect(out).not.toContain('name="type"')
    expect(out).toContain('name="mood"')
  })

  it('a preset naming no category of its facet is ignored rather than emptying the list', async () => {
    const out = await html(ProductFilterBlock({ ...block, preset_facet: 'type', preset_slug: 'relaxing' }))
    expect(findProducts).toHaveBeenCalledWith({ format: undefined, type: undefined, mood: undefined, flavour: undefined }, variant, { page: 1, size: 20 })
    expect(out).toContain('name="type"')
  })

  it('renders its heading and the filter form leading back to the page', async () => {
    findProducts.mockResolvedValue({ items: [], total: 0 })
    const out = await html(ProductFilterBlock({ ...block, title: 'All our teas' }))
    expect(out).toMatch(/<h2 id="[^"]+"[^>]*>All our teas<\/h2>/)
    expect(out).toContain(`action="${routes.products.types()}"`)
    expect(out).toContain('No teas match these filters.')
  })
})
