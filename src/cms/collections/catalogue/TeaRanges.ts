import { RANGE_FAMILIES, type RangeFamily } from '@/lib/catalogue/kinds'
import { routes } from '@/routes'
import { imageField } from '../../fields/media'
import { nameField, orderField } from '../../fields/text'
import { lexicalToText } from '../../search/plain-text'
import { slugField } from '../../fields/slug'
import { defineContentCollection } from '../defineContentCollection'
import { entryWithSeo } from '../../search/source'

/** The products' pages live under this segment of the ranges' address (src/routes.ts), so no range may take it. */
const PRODUCT_DETAILS_SEGMENT = routes.products.productDetails().split('/').at(-1)!

const FAMILY_LABELS: Record<RangeFamily, string> = {
  none: 'None (a plain range page)',
  'iced-tea': 'Ceylon iced tea (glass bottles, tetra packs)',
  'natural-infusions': 'Natural infusions (our infusions, ingredients, for every mood)',
  'watte-boutique': 'Watte boutique (estate teas, region teas, regions)',
  elixir: 'Elixir of Ceylon tea (our elixir, brewing guideline, recipes, real tea)',
  't-series': 'T-series (gourmet teas, rare teas, seasonal flush)',
  'private-reserve': 'Private reserve (about, our teas, tea locations)',
}

/**
 * A tea range (data-layer spec, tea_ranges; site spec, /our-products/our-teas/tea-ranges/…):
 * a family of teas with its own page at routes.products.range(slug). The `family` says which
 * ranges get sub-pages of their own later. Slugs are fixed once saved: products copy them.
 */
export const TeaRanges = defineContentCollection({
  slug: 'tea-ranges',
  labels: ['Tea range', 'Tea ranges'],
  group: 'Catalogue',
  columns: ['slug', 'family', 'order'],
  fields: [
    nameField(),
    slugField({ description: 'The range’s address, e.g. ceylon-golden-pekoe.', fixed: true, reserved: [PRODUCT_DETAILS_SEGMENT] }),
    orderField('Lower comes first'),
    {
      name: 'family',
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: RANGE_FAMILIES.map((value) => ({ label: FAMILY_LABELS[value], value })),
      admin: { position: 'sidebar', description: 'Ranges with sub-pages of their own' },
    },
    { name: 'tagline', type: 'text', localized: true, admin: { description: 'One line under the range’s name' } },
    { name: 'story', type: 'richText', localized: true },
    imageField('cover_image', { required: true }),
    imageField('header_image', { admin: { description: 'The banner of the range’s page' } }),
  ],
  search: {
    label: { en: 'Tea range', de: 'Teeserie' },
    priority: 8,
    toEntry: (range) => entryWithSeo(range, { title: range.name, url: routes.products.range(range.slug), excerpt: range.tagline, text: [range.tagline, lexicalToText(range.story)] }),
  },
})
