import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { TRADE_SECTIONS, type TradeSectionKey } from '@/lib/trade/trade-sections'
import type { ImageKey } from '../images/catalogue'
import type { MediaIds } from '../build'
import type { BlockSeed, PageSeed } from './types'

/**
 * The trade landing page (the spec's trade record: banner, our_product, header_content and four
 * sections) and the four section pages, which name their section and show the landing page's copy.
 * English only: German visitors see the English copy through the language fallback.
 */

type ItemSeed = { image: ImageKey; headerImage?: ImageKey; title: string; titleText?: string; description: string; link?: string }

const itemData = (media: MediaIds) => (item: ItemSeed) => ({
  image: media[item.image],
  header_image: item.headerImage ? media[item.headerImage] : undefined,
  title: item.title,
  title_text: item.titleText,
  description: item.description,
  link: item.link,
})

const products: ItemSeed[] = [
  {
    image: 'contentCup',
    headerImage: 'contentSprig',
    title: 'Single Estate Collection',
    titleText: 'Loose leaf, 500 g caddies',
    description: 'Six teas from our own gardens in Uva, Dimbula and the Sinharaja foothills, each packed within a month of manufacture with the estate and date on the caddy.',
    link: routes.products.root,
  },
  {
    image: 'contentTeapot',
    headerImage: 'contentLeavesLight',
    title: 'Hospitality Pyramids',
    titleText: 'Whole-leaf pyramid bags, foil-sealed',
    description: 'Our everyday and speciality blends in roomy pyramid bags, sealed one by one so the last cup of the carton brews like the first.',
  },
  {
    image: 'tradeIcedConcentrate',
    headerImage: 'contentSprig',
    title: 'Iced Tea Concentrates',
    titleText: 'For bars and cafés',
    description: 'Cold-brewed Ceylon tea concentrates without added sugar, ready to lengthen with water, soda or fruit for a glass of clear, bright iced tea.',
  },
]

type SectionSeed = { key: TradeSectionKey; title: string; description: string; items: ItemSeed[] }

export const tradeSectionSeeds: SectionSeed[] = [
  {
    key: 'premium_retailers',
    title: 'Tea for premium retailers',
    description: 'Department stores and tea shops stock our estate teas for customers who read the label: where the tea grew, when it was made and how to brew it.',
    items: [
      { image: 'cardTrade', title: 'Estate caddies', titleText: 'Shelf-ready', description: 'Tins of 100 g with the estate, the elevation and the month of manufacture printed on every one.' },
      { image: 'contentLeavesLight', title: 'Seasonal releases', titleText: 'Four a year', description: 'Small lots of the season\u2019s best flush, announced to our retail partners a month before they ship.' },
      { image: 'cardSchool', title: 'In-store tastings', titleText: 'With our tasters', description: 'We send a taster to open a new range with your team and your customers, and leave tasting notes for the shelf.' },
    ],
  },
  {
    key: 'fine_food_and_gourmet',
    title: 'Tea for fine food and gourmet stores',
    description: 'For delicatessens and food halls: teas that sit beside good cheese, chocolate and preserves, with pairing notes your staff can use at the counter.',
    items: [
      { image: 'contentCup', title: 'Pairing selection', titleText: 'Six teas, six pairings', description: 'A bright high-grown tea for goat\u2019s cheese, a malty low-grown one for dark chocolate, and four more to round out the shelf.' },
      { image: 'contentSprig', title: 'Gift boxes', titleText: 'Wrapped in Colombo', description: 'Boxes of three or six estate teas in recycled board, for the gift table at any time of year.' },
      { image: 'contentFactory', title: 'Loose tea by weight', titleText: 'Bulk caddies', description: 'Two-kilo caddies for stores that weigh tea to order, with a date label for each refill.' },
    ],
  },
  {
    key: 'high_quality_casual_dining',
    title: 'Tea for high-quality casual dining',
    description: 'Cafés, bistros and brunch rooms serve a lot of tea quickly. Our pyramids and iced tea concentrates keep every pot good without slowing the pass.',
    items: [
      { image: 'contentTeapot', title: 'Café tea menu', titleText: 'Eight teas', description: 'A short menu that covers breakfast to late afternoon, with brewing times printed on every carton.' },
      { image: 'liquorIced', title: 'Iced tea on tap', titleText: 'Concentrate', description: 'One concentrate, three serves: plain over ice, with soda and lime, or shaken with seasonal fruit.' },
      { image: 'cardSchool', title: 'Barista training', titleText: 'Half a day', description: 'Our tasters show your team how to brew, time and serve tea with the same care as the coffee.' },
    ],
  },
  {
    key: 'fine_dining',
    title: 'Tea for fine dining',
    description: 'For restaurants where the tea list is read as closely as the wine list: rare lots, a tea sommelier\u2019s notes and service that suits the table.',
    items: [
      { image: 'bannerHospitality', title: 'Reserve tea list', titleText: 'Rare lots', description: 'Limited manufactures from single fields, offered to our restaurant partners before anyone else.' },
      { image: 'contentCup', title: 'Tea and food pairing', titleText: 'With your chef', description: 'We taste your menu with your chef and suggest a tea for each course, or a tea flight for the whole meal.' },
      { image: 'contentTeapot', title: 'Table service', titleText: 'Training', description: 'Brewing at the table, the right water and cup, and how to talk about a tea without lecturing the guest.' },
    ],
  },
]

const sectionBlock = (section: SectionSeed): BlockSeed => ({
  blockType: 'custom',
  build: (_locale, media) => ({
    blockType: 'tradeSection',
    section: section.key,
    full: false,
    title: section.title,
    header_description: section.description,
    items: section.items.map(itemData(media)),
  }),
})

const landing: PageSeed = {
  path: routes.trade,
  headerImage: 'bannerHospitality',
  copy: {
    en: {
      title: `${brandName} for trade`,
      intro: 'Estate teas for hotels, restaurants, cafés and fine retailers, with the people who made them on hand to help.',
    },
  },
  blocks: [
    // The spec's header_content.
    {
      blockType: 'content',
      image: 'cardTrade',
      imagePosition: 'right',
      link: routes.contact,
      copy: {
        en: {
          header: 'Grown, made and packed by one family',
          subHeading: 'Partners in more than forty countries',
          body: [
            `Every tea we sell to the trade comes from gardens we know by name. ${brandName} tasters choose each lot in Colombo, and we pack it in Sri Lanka while it is fresh, so your guests and customers taste the tea as it left the estate.`,
          ],
          linkText: 'Contact our trade team',
        },
      },
    },
    // The spec's our_product.
    {
      blockType: 'custom',
      build: (_locale, media) => ({
        blockType: 'tradeProducts',
        title: 'Our teas for the trade',
        banner_image: media.bannerTea,
        items: products.map(itemData(media)),
      }),
    },
    ...tradeSectionSeeds.map(sectionBlock),
  ],
  seo: {
    en: {
      title: `${brandName} for trade`,
      description: `${brandName} estate teas for premium retailers, gourmet stores, cafés and fine dining, with training and support from our tasters.`,
      keywords: `wholesale Ceylon tea, hotel tea supplier, tea for restaurants, ${brandName} trade`,
    },
  },
}

const sectionPage = (section: SectionSeed): PageSeed => ({
  path: TRADE_SECTIONS[section.key],
  headerImage: 'bannerHospitality',
  copy: { en: { title: `${brandName} ${section.title.toLowerCase()}`, intro: `Samples, prices and training from our tasters, for partners who care about the cup.` } },
  // Only the section's key: the copy is the landing page's, read when the page renders.
  blocks: [{ blockType: 'custom', build: () => ({ blockType: 'tradeSection', section: section.key, full: true }) }],
  seo: {
    en: {
      title: `${brandName} ${section.title.toLowerCase()}`,
      description: section.description,
      keywords: `${section.title}, Ceylon tea trade, ${brandName}`,
    },
  },
})

export const tradePages: PageSeed[] = [landing, ...tradeSectionSeeds.map(sectionPage)]
