import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { Locale, MediaIds, PageBlock } from '../build'
import { headerMenus } from '../header'
import type { ImageKey } from '../images/catalogue'
import type { CardSeed, PageSeed } from './types'

/**
 * Section landing pages (the menus link to each section's root) and the site map page. Landing
 * pages are ordinary content pages: an intro and the section's pages as editable cards.
 */
const card = (link: string, image: ImageKey, title: string, description: string): CardSeed => ({ image, link, copy: { en: { title, description } } })

function landing(p: { path: string; title: string; intro: string; headerImage: ImageKey; cardsTitle: string; cards: CardSeed[]; seoDescription: string; keywords: string }): PageSeed {
  return {
    path: p.path,
    headerImage: p.headerImage,
    copy: { en: { title: p.title, intro: p.intro } },
    blocks: [{ blockType: 'cardGrid', copy: { en: { title: p.cardsTitle } }, items: p.cards }],
    seo: { en: { title: p.title, description: p.seoDescription, keywords: p.keywords } },
  }
}

const family = landing({
  path: routes.family.root,
  title: `The ${brandName} family`,
  intro: 'Three generations who grow, pick and pack their own tea in the hills of Ceylon.',
  headerImage: 'bannerStory',
  cardsTitle: 'Meet the family',
  cards: [
    card(routes.family.story, 'cardFamily', `The ${brandName} story`, 'How a tea taster from Badulla built a family tea company.'),
    card(routes.family.foundersMessage, 'contentCup', "Founder's message", 'Why we still pack our tea where it grows.'),
    card(routes.family.values, 'cardFoundation', 'Our values', 'The promises behind every choice we make.'),
    card(routes.family.whatWeDo, 'cardTeaKnowledge', 'What we do', 'From the bush to the cup, all in our own hands.'),
    card(routes.family.teaGardens(), 'contentGarden', 'Our tea gardens', 'The estates where our tea grows, on a map.'),
    card(routes.family.leisureHospitality, 'cardTrade', 'Leisure and hospitality', 'Stay on a working tea estate.'),
    card(routes.family.qualityCertifications, 'contentFactory', 'Quality, certifications and awards', 'How we check every batch, and who checks us.'),
    card(routes.family.timeline, 'contentMistDusk', 'Timeline', 'The family’s years in tea, one milestone at a time.'),
    card(routes.family.testimonials, 'cardMedia', 'Testimonials', 'What tea drinkers and partners say about us.'),
  ],
  seoDescription: `Meet the ${brandName} family: their story, values, tea gardens, certifications and the people who drink their tea.`,
  keywords: `${brandName} family, tea family, Ceylon tea estates`,
})

const allAboutTea = landing({
  path: routes.allAboutTea.root,
  title: 'All about tea',
  intro: 'From the bush to the cup: how tea is grown and made, how to brew it well and why it is good for you.',
  headerImage: 'bannerAllAboutTea',
  cardsTitle: 'Learn about tea',
  cards: [
    card(routes.allAboutTea.schoolOfTea, 'cardSchool', 'School of Tea', 'Tasting sessions and courses with our tea makers.'),
    card(routes.allAboutTea.schoolOfTeaELearning, 'contentGlass', 'School of Tea e-learning', 'Learn at your own pace, lesson by lesson.'),
    card(routes.allAboutTea.factsOfTea, 'contentSprig', 'Facts of tea', 'Where tea comes from and how it is made.'),
    card(routes.allAboutTea.teaAndHealth, 'contentLeavesLight', 'Tea and health', 'What research says about tea and well-being.'),
    card(routes.allAboutTea.howToBrew, 'contentTeapot', 'Brew a perfect cup', 'Water, time and temperature, rule by rule.'),
    card(routes.allAboutTea.podcasts(), 'cardMedia', `${brandName} podcasts`, 'Conversations from the tea country.'),
    card(routes.allAboutTea.eBooks(), 'cardTeaKnowledge', 'Tea inspired e-books', 'Recipes and stories to read or download.'),
  ],
  seoDescription: 'Everything about tea: how it is grown and made, how to brew it, tea and health, podcasts and e-books.',
  keywords: 'all about tea, brewing tea, tea facts, tea and health',
})

const purpose = landing({
  path: routes.purpose.root,
  title: 'Our purpose',
  intro: 'Business as a matter of human service: part of every cup goes back to the people and the land that made it.',
  headerImage: 'bannerPurpose',
  cardsTitle: 'Where our purpose takes us',
  cards: [
    card(routes.purpose.foundation, 'cardFoundation', `The ${brandName} Foundation`, 'Childcare, scholarships, clean water and clinics for estate families.'),
    card(routes.purpose.conservation, 'cardPurpose', `${brandName} Conservation`, 'Restoring the cloud forest above our gardens.'),
    card(routes.purpose.sustainability, 'contentGarden', 'Sustainability', 'Soil, water and energy, and our annual report.'),
  ],
  seoDescription: `The ${brandName} purpose: the Foundation, conservation of the cloud forest and sustainable tea growing.`,
  keywords: `${brandName} purpose, tea foundation, conservation, sustainability`,
})

const POLICY_CARDS: [string, string, string][] = [
  [routes.policies.privacyAndCookies, 'Privacy and cookie policy', 'What we collect, and the cookie choices you have.'],
  [routes.policies.terms, 'Terms and conditions', 'The terms on which you may use this website.'],
  [routes.policies.businessEthics, 'Business ethics policy', 'How we expect everyone to do business.'],
  [routes.policies.antiBribery, 'Anti-bribery and corruption policy', 'No bribes, in any form, anywhere.'],
  [routes.policies.humanRights, 'Human rights policy', 'The rights of the people who make our tea.'],
]

const policies = landing({
  path: routes.policies.root,
  title: 'Privacy and terms',
  intro: 'Our policies: how we handle your data, the terms of this site, and how we do business.',
  headerImage: 'bannerPattern',
  cardsTitle: 'Our policies',
  cards: [
    ...POLICY_CARDS.map(([link, title, description]) => card(link, 'contentLeavesLight', title, description)),
    card(routes.siteMap, 'cardTeaKnowledge', 'Site map', 'Every section of this site on one page.'),
  ],
  seoDescription: `The ${brandName} policies: privacy and cookies, terms and conditions, business ethics, anti-bribery and human rights.`,
  keywords: `${brandName} policies, privacy, terms, ethics`,
})

const products = landing({
  path: routes.products.root,
  title: 'Our products',
  intro: 'Teas from our own gardens and the best of Ceylon, gift boxes, teaware and the accessories to brew them well.',
  headerImage: 'bannerProducts',
  cardsTitle: 'Explore our products',
  cards: [
    card(routes.products.ourTeas, 'contentCup', 'Our teas', 'Every tea by range, format, type, flavour and mood.'),
    card(routes.products.ranges, 'contentGarden', 'Tea ranges', 'From the everyday cup to rare single-estate teas.'),
    card(routes.products.recommendation, 'contentGlass', 'Find your tea', 'Three questions, a few teas we think you will enjoy.'),
    card(routes.products.giftOfTeas(), 'cardTrade', 'Gift of teas', 'Gift boxes and caddies for every occasion.'),
    card(routes.products.teawares, 'contentTeapot', 'Teaware', 'Teapots, cups and the things that make a tea table.'),
    card(routes.products.accessories(), 'cardTeaKnowledge', 'Tea accessories', 'Infusers, caddies, timers and more.'),
    card(routes.products.whereToBuy, 'cardFamily', 'Where to buy', 'Shops that sell our tea, on a map.'),
    card(routes.online, 'cardMedia', 'Buy online', 'Our own shop and the marketplaces that deliver our tea.'),
  ],
  seoDescription: `${brandName} products: Ceylon teas by range and category, a tea quiz, gifts, teaware, accessories and where to buy them.`,
  keywords: 'Ceylon tea, tea ranges, tea gifts, teaware, tea accessories',
})

const ourTeas = landing({
  path: routes.products.ourTeas,
  title: 'Our teas',
  intro: 'Choose a range, or find a tea by its format, its type, its flavour or the mood it suits.',
  headerImage: 'bannerValues',
  cardsTitle: 'Ways to find a tea',
  cards: [
    card(routes.products.ranges, 'contentGarden', 'Tea ranges', 'Every range, each with its story and its teas.'),
    card(routes.products.formats(), 'contentTeapot', 'Tea formats', 'Tea bags, loose leaf, pyramids, iced tea and cordials.'),
    card(routes.products.types(), 'contentSprig', 'Tea types', 'Black, green, white, oolong and herbal.'),
    card(routes.products.byFlavour(), 'contentLeavesLight', 'Tea by flavour', 'From vanilla and citrus to spice and berries.'),
    card(routes.products.byMood(), 'contentMistDusk', 'Tea by mood', 'A tea to wake up, to calm down or to share.'),
    card(routes.products.recommendation, 'contentGlass', 'Find your tea', 'Let three questions choose for you.'),
  ],
  seoDescription: `Find a ${brandName} tea by range, format, type, flavour or mood, or take the tea quiz.`,
  keywords: 'tea types, tea formats, tea by flavour, tea by mood, tea ranges',
})

/** One picture per menu section on the site map; other sections use the leaves. */
const SECTION_IMAGES: Record<string, ImageKey> = {
  [routes.family.root]: 'cardFamily',
  [routes.products.root]: 'contentCup',
  [routes.allAboutTea.root]: 'cardTeaKnowledge',
  [routes.purpose.root]: 'cardPurpose',
  [routes.teaInspired.root]: 'cardTrade',
  [routes.media.root]: 'cardMedia',
}

/** The site map follows the header's menus (so it lists what the menus list), then the company pages and the policies. */
function siteMapSections(media: MediaIds) {
  const fromMenus = headerMenus().map((menu) => ({
    section_title: menu.label,
    section_items: (menu.columns ?? []).flatMap((column) =>
      (column.links ?? []).map((link) => ({ image: media[SECTION_IMAGES[menu.section] ?? 'contentLeavesLight'], title: link.label, link: link.url })),
    ),
  }))
  const company = {
    section_title: 'Company',
    section_items: [
      { image: media.cardCareers, title: 'Careers', link: routes.careers },
      { image: media.cardFamily, title: 'Contact us', link: routes.contact },
      { image: media.cardTrade, title: 'Trade partners', link: routes.trade },
      { image: media.contentCup, title: `${brandName} Online`, link: routes.online },
    ],
  }
  const policySection = {
    section_title: 'Privacy and terms',
    section_items: POLICY_CARDS.map(([link, title]) => ({ image: media.contentLeavesLight, title, link })),
  }
  return [...fromMenus, company, policySection]
}

const siteMap: PageSeed = {
  path: routes.siteMap,
  headerImage: 'bannerDusk',
  copy: { en: { title: 'Site map', intro: `Every section of the ${brandName} website on one page.` } },
  blocks: [{ blockType: 'custom', build: (_locale: Locale, media: MediaIds): PageBlock => ({ blockType: 'siteMapSections', sections: siteMapSections(media) }) }],
  seo: { en: { title: 'Site map', description: `All sections and pages of the ${brandName} website.`, keywords: `site map, ${brandName}` } },
}

export const sectionPages: PageSeed[] = [family, allAboutTea, purpose, policies, products, ourTeas, siteMap]
