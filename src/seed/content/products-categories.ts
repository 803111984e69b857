import type { CategoryKind } from '@/lib/catalogue/kinds'
import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { ImageKey } from '../images/catalogue'
import type { Locale } from '../build'
import type { PageSeed } from './types'
import { CATEGORY_BANNERS } from '../catalogue/categories'

/**
 * Our Teas: the four tea category list pages (formats, types, flavours, moods). Each lists its
 * kind's categories (src/seed/catalogue/categories.ts) and, below them, the product filter.
 */
type Copy = { title: string; intro: string; list: string; filter: string }

function categoryListPage(kind: CategoryKind, path: string, headerImage: ImageKey, copy: { en: Copy; de: Copy }, seo: { description: string; keywords: string }): PageSeed {
  const words = (locale: Locale) => (locale === 'de' ? copy.de : copy.en)
  return {
    path,
    headerImage,
    copy: { en: { title: copy.en.title, intro: copy.en.intro }, de: { title: copy.de.title, intro: copy.de.intro } },
    blocks: [
      { blockType: 'custom', build: (locale) => ({ blockType: 'teaCategories', title: words(locale).list, kind }) },
      { blockType: 'custom', build: (locale) => ({ blockType: 'productFilter', title: words(locale).filter, page_size: 20, search_in: 'product-details' }) },
    ],
    seo: { en: { title: copy.en.title, description: seo.description, keywords: seo.keywords } },
  }
}

export const categoryPages: PageSeed[] = [
  categoryListPage(
    'format',
    routes.products.formats(),
    CATEGORY_BANNERS.format,
    {
      en: { title: 'Tea formats', intro: 'Tea bags, loose leaf, pyramids, iced tea and more: the same garden-fresh tea, in the form that suits your day.', list: 'Choose a format', filter: 'All our teas' },
      de: { title: 'Teeformen', intro: 'Teebeutel, loser Tee, Pyramiden, Eistee und mehr: derselbe gartenfrische Tee in der Form, die zu Ihrem Tag passt.', list: 'Wählen Sie eine Form', filter: 'Alle unsere Tees' },
    },
    { description: `${brandName} tea in every format: tea bags, loose leaf, pyramid bags, iced tea, cordial and gift tins.`, keywords: 'tea bags, loose leaf tea, iced tea, tea formats' },
  ),
  categoryListPage(
    'type',
    routes.products.types(),
    CATEGORY_BANNERS.type,
    {
      en: { title: 'Tea types', intro: 'Black, green, white and oolong teas, flavoured blends and herbal infusions, each made the way its leaf asks for.', list: 'Choose a type', filter: 'All our teas' },
      de: { title: 'Teesorten', intro: 'Schwarzer, grüner, weißer und Oolong-Tee, aromatisierte Mischungen und Kräuteraufgüsse, jeder so gemacht, wie sein Blatt es verlangt.', list: 'Wählen Sie eine Sorte', filter: 'Alle unsere Tees' },
    },
    { description: `Black, green, white and oolong Ceylon teas, flavoured teas and herbal infusions from ${brandName}.`, keywords: 'black tea, green tea, white tea, oolong, herbal infusion' },
  ),
  categoryListPage(
    'flavour',
    routes.products.byFlavour(),
    CATEGORY_BANNERS.flavour,
    {
      en: { title: 'Tea by flavour', intro: 'Citrus or floral, malty or smoky: find the teas whose taste you are in the mood for.', list: 'Choose a flavour', filter: 'All our teas' },
      de: { title: 'Tee nach Geschmack', intro: 'Zitrus oder blumig, malzig oder rauchig: finden Sie die Tees, deren Geschmack Ihnen gerade zusagt.', list: 'Wählen Sie einen Geschmack', filter: 'Alle unsere Tees' },
    },
    { description: 'Ceylon teas by flavour: citrus, floral, fruity, spicy, malty, smoky, honeyed, minty, earthy and grassy.', keywords: 'tea flavours, fruity tea, spicy tea, floral tea' },
  ),
  categoryListPage(
    'mood',
    routes.products.byMood(),
    CATEGORY_BANNERS.mood,
    {
      en: { title: 'Tea by mood', intro: 'A tea for every moment: relaxing, energising, focused, comforting or restful.', list: 'Choose a mood', filter: 'All our teas' },
      de: { title: 'Tee nach Stimmung', intro: 'Ein Tee für jeden Moment: entspannend, belebend, konzentriert, wohltuend oder erholsam.', list: 'Wählen Sie eine Stimmung', filter: 'Alle unsere Tees' },
    },
    { description: 'Ceylon teas for every mood: relaxing, energising, focused, refreshing, comforting and restful cups.', keywords: 'tea for relaxing, energising tea, tea by mood' },
  ),
]
