import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { PageSeed } from './types'

/** Our Products: the gift of teas, teaware and tea accessories list pages (their items: src/seed/catalogue.ts). */

const giftOfTeas: PageSeed = {
  path: routes.products.giftOfTeas(),
  headerImage: 'bannerGifts',
  copy: {
    en: { title: 'Gift of teas', intro: 'Teas chosen, packed and wrapped to be given: tasting chests, seasonal collections and small tins for big days.' },
    de: { title: 'Teegeschenke', intro: 'Tees, ausgewählt, verpackt und eingeschlagen, um verschenkt zu werden: Probierkisten, Saisonkollektionen und kleine Dosen für große Tage.' },
  },
  blocks: [{ blockType: 'custom', build: (locale) => ({ blockType: 'giftTeas', title: locale === 'de' ? 'Unsere Teegeschenke' : 'Our gifts of tea', kind: 'gift', page_size: 9 }) }],
  seo: {
    en: { title: 'Gift of teas', description: `Tea gifts from ${brandName}: estate tasting chests, seasonal collections, advent calendars and hand-painted tins.`, keywords: 'tea gifts, tea gift set, Ceylon tea gift' },
  },
}

const teawares: PageSeed = {
  path: routes.products.teawares,
  headerImage: 'bannerTeaware',
  copy: {
    en: { title: 'Teawares', intro: 'Teapots, cups and glasses made for brewing and serving tea well, chosen by our tasters.' },
    de: { title: 'Teegeschirr', intro: 'Teekannen, Tassen und Gläser, gemacht, um Tee gut zuzubereiten und zu servieren, ausgewählt von unseren Verkostern.' },
  },
  blocks: [{ blockType: 'custom', build: (locale) => ({ blockType: 'giftTeas', title: locale === 'de' ? 'Unser Teegeschirr' : 'Our teaware', kind: 'teaware', page_size: 9 }) }],
  seo: { en: { title: 'Teawares', description: 'Porcelain teapots, tasting sets, tea glasses and kettles for brewing Ceylon tea at home.', keywords: 'teaware, teapot, tea cups, tea glass' } },
}

const accessories: PageSeed = {
  path: routes.products.accessories(),
  headerImage: 'bannerAccessories',
  copy: {
    en: { title: 'Tea accessories', intro: 'Strainers, caddies, cosies and timers: the small things that make a better cup. Filter by material or by what they are for.' },
    de: { title: 'Teezubehör', intro: 'Siebe, Dosen, Wärmer und Zeitmesser: die kleinen Dinge für eine bessere Tasse. Filtern Sie nach Material oder Verwendung.' },
  },
  blocks: [{ blockType: 'custom', build: (locale) => ({ blockType: 'accessories', title: locale === 'de' ? 'Alles Zubehör' : 'All accessories', page_size: 6 }) }],
  seo: { en: { title: 'Tea accessories', description: 'Tea strainers, infusers, caddies, cosies and serving pieces, filtered by material and category.', keywords: 'tea accessories, tea strainer, tea caddy, tea cosy' } },
}

export const giftPages: PageSeed[] = [giftOfTeas, teawares, accessories]
