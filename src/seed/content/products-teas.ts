import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { PageSeed } from './types'
import { RANGE_BANNER } from '../catalogue/ranges'

/** Our teas: the tea ranges list page (its ranges and teas: src/seed/catalogue/). */

const teaRanges: PageSeed = {
  path: routes.products.ranges,
  headerImage: RANGE_BANNER,
  copy: {
    en: { title: 'Tea ranges', intro: 'From the everyday cup to the tea maker’s private reserve: every range we make, each with its own story and teas.' },
    de: { title: 'Teeserien', intro: 'Von der täglichen Tasse bis zur privaten Reserve des Teemachers: jede unserer Serien, jede mit ihrer eigenen Geschichte und ihren Tees.' },
  },
  blocks: [
    { blockType: 'custom', build: (locale) => ({ blockType: 'teaRanges', title: locale === 'de' ? 'Unsere Teeserien' : 'Our tea ranges' }) },
    // The product filter, across every range (its facets and page ride in the address: pageTypes.teaRanges).
    {
      blockType: 'custom',
      build: (locale) => ({ blockType: 'productFilter', title: locale === 'de' ? 'Alle Tees filtern' : 'Filter all our teas', page_size: 20, search_in: 'product-details' }),
    },
  ],
  seo: {
    en: {
      title: 'Tea ranges',
      description: `Every ${brandName} tea range: single-origin Ceylon black and green teas, infusions, iced tea, gourmet and estate teas.`,
      keywords: 'Ceylon tea ranges, black tea, green tea, herbal infusions',
    },
  },
}

export const teaRangePages: PageSeed[] = [teaRanges]
