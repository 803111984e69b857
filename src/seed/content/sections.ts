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
type Words = [title: string, description: string]
const card = (link: string, image: ImageKey, [title, description]: Words, [titleDe, descriptionDe]: Words): CardSeed => ({
  image,
  link,
  copy: { en: { title, description }, de: { title: titleDe, description: descriptionDe } },
})

type LandingWords = { title: string; intro: string; cardsTitle: string; seoDescription: string; keywords: string }

function landing(p: LandingWords & { path: string; headerImage: ImageKey; cards: CardSeed[]; de: LandingWords }): PageSeed {
  const { de } = p
  return {
    path: p.path,
    headerImage: p.headerImage,
    copy: { en: { title: p.title, intro: p.intro }, de: { title: de.title, intro: de.intro } },
    blocks: [{ blockType: 'cardGrid', copy: { en: { title: p.cardsTitle }, de: { title: de.cardsTitle } }, items: p.cards }],
    seo: {
      en: { title: p.title, description: p.seoDescription, keywords: p.keywords },
      de: { title: de.title, description: de.seoDescription, keywords: de.keywords },
    },
  }
}

const family = landing({
  path: routes.family.root,
  title: `The ${brandName} family`,
  intro: 'Three generations who grow, pick and pack their own tea in the hills of Ceylon.',
  headerImage: 'bannerStory',
  cardsTitle: 'Meet the family',
  cards: [
    card(routes.family.story, 'cardFamily', [`The ${brandName} story`, 'How a tea taster from Badulla built a family tea company.'], [`Die Geschichte von ${brandName}`, 'Wie ein Teeverkoster aus Badulla ein Familienunternehmen aufbaute.']),
    card(routes.family.foundersMessage, 'contentCup', ["Founder's message", 'Why we still pack our tea where it grows.'], ['Botschaft des Gründers', 'Warum wir unseren Tee noch immer dort verpacken, wo er wächst.']),
    card(routes.family.values, 'cardFoundation', ['Our values', 'The promises behind every choice we make.'], ['Unsere Werte', 'Die Versprechen hinter jeder unserer Entscheidungen.']),
    card(routes.family.whatWeDo, 'cardTeaKnowledge', ['What we do', 'From the bush to the cup, all in our own hands.'], ['Was wir tun', 'Vom Teestrauch bis zur Tasse, alles in eigener Hand.']),
    card(routes.family.teaGardens(), 'contentGarden', ['Our tea gardens', 'The estates where our tea grows, on a map.'], ['Unsere Teegärten', 'Die Anwesen, auf denen unser Tee wächst, auf einer Karte.']),
    card(routes.family.leisureHospitality, 'cardTrade', ['Leisure and hospitality', 'Stay on a working tea estate.'], ['Freizeit und Gastlichkeit', 'Übernachten auf einem arbeitenden Teegut.']),
    card(routes.family.qualityCertifications, 'contentFactory', ['Quality, certifications and awards', 'How we check every batch, and who checks us.'], ['Qualität, Zertifikate und Auszeichnungen', 'Wie wir jede Charge prüfen, und wer uns prüft.']),
    card(routes.family.timeline, 'contentMistDusk', ['Timeline', 'The family’s years in tea, one milestone at a time.'], ['Chronik', 'Die Jahre der Familie im Tee, Meilenstein für Meilenstein.']),
    card(routes.family.testimonials, 'cardMedia', ['Testimonials', 'What tea drinkers and partners say about us.'], ['Stimmen', 'Was Teetrinker und Partner über uns sagen.']),
  ],
  seoDescription: `Meet the ${brandName} family: their story, values, tea gardens, certifications and the people who drink their tea.`,
  keywords: `${brandName} family, tea family, Ceylon tea estates`,
  de: {
    title: `Die Familie ${brandName}`,
    intro: 'Drei Generationen, die ihren Tee in den Bergen Ceylons selbst anbauen, pflücken und verpacken.',
    cardsTitle: 'Lernen Sie die Familie kennen',
    seoDescription: `Die Familie ${brandName}: ihre Geschichte, ihre Werte, ihre Teegärten, ihre Zertifikate und die Menschen, die ihren Tee trinken.`,
    keywords: `${brandName} Familie, Teefamilie, Teegüter in Ceylon`,
  },
})

const allAboutTea = landing({
  path: routes.allAboutTea.root,
  title: 'All about tea',
  intro: 'From the bush to the cup: how tea is grown and made, how to brew it well and why it is good for you.',
  headerImage: 'bannerAllAboutTea',
  cardsTitle: 'Learn about tea',
  cards: [
    card(routes.allAboutTea.schoolOfTea, 'cardSchool', ['School of Tea', 'Tasting sessions and courses with our tea makers.'], ['Teeschule', 'Verkostungen und Kurse mit unseren Teemachern.']),
    card(routes.allAboutTea.schoolOfTeaELearning, 'contentGlass', ['School of Tea e-learning', 'Learn at your own pace, lesson by lesson.'], ['Teeschule online', 'Lernen im eigenen Tempo, Lektion für Lektion.']),
    card(routes.allAboutTea.factsOfTea, 'contentSprig', ['Facts of tea', 'Where tea comes from and how it is made.'], ['Wissenswertes über Tee', 'Woher Tee kommt und wie er gemacht wird.']),
    card(routes.allAboutTea.teaAndHealth, 'contentLeavesLight', ['Tea and health', 'What research says about tea and well-being.'], ['Tee und Gesundheit', 'Was die Forschung über Tee und Wohlbefinden sagt.']),
    card(routes.allAboutTea.howToBrew, 'contentTeapot', ['Brew a perfect cup', 'Water, time and temperature, rule by rule.'], ['Die perfekte Tasse', 'Wasser, Zeit und Temperatur, Regel für Regel.']),
    card(routes.allAboutTea.podcasts(), 'cardMedia', [`${brandName} podcasts`, 'Conversations from the tea country.'], [`${brandName} Podcasts`, 'Gespräche aus dem Teeland.']),
    card(routes.allAboutTea.eBooks(), 'cardTeaKnowledge', ['Tea inspired e-books', 'Recipes and stories to read or download.'], ['E-Books rund um Tee', 'Rezepte und Geschichten zum Lesen oder Herunterladen.']),
  ],
  seoDescription: 'Everything about tea: how it is grown and made, how to brew it, tea and health, podcasts and e-books.',
  keywords: 'all about tea, brewing tea, tea facts, tea and health',
  de: {
    title: 'Alles über Tee',
    intro: 'Vom Strauch bis zur Tasse: wie Tee wächst und gemacht wird, wie man ihn gut aufgießt und warum er guttut.',
    cardsTitle: 'Mehr über Tee erfahren',
    seoDescription: 'Alles über Tee: Anbau und Herstellung, Zubereitung, Tee und Gesundheit, Podcasts und E-Books.',
    keywords: 'alles über Tee, Tee zubereiten, Wissenswertes über Tee, Tee und Gesundheit',
  },
})

const purpose = landing({
  path: routes.purpose.root,
  title: 'Our purpose',
  intro: 'Business as a matter of human service: part of every cup goes back to the people and the land that made it.',
  headerImage: 'bannerPurpose',
  cardsTitle: 'Where our purpose takes us',
  cards: [
    card(routes.purpose.foundation, 'cardFoundation', [`The ${brandName} Foundation`, 'Childcare, scholarships, clean water and clinics for estate families.'], [`${brandName}-Stiftung`, 'Kinderbetreuung, Stipendien, sauberes Wasser und Kliniken für die Familien der Teegüter.']),
    card(routes.purpose.conservation, 'cardPurpose', [`${brandName} Conservation`, 'Restoring the cloud forest above our gardens.'], [`${brandName} Naturschutz`, 'Wir bringen den Nebelwald über unseren Gärten zurück.']),
    card(routes.purpose.sustainability, 'contentGarden', ['Sustainability', 'Soil, water and energy, and our annual report.'], ['Nachhaltigkeit', 'Boden, Wasser und Energie, und unser Jahresbericht.']),
  ],
  seoDescription: `The ${brandName} purpose: the Foundation, conservation of the cloud forest and sustainable tea growing.`,
  keywords: `${brandName} purpose, tea foundation, conservation, sustainability`,
  de: {
    title: 'Unser Auftrag',
    intro: 'Wirtschaften im Dienst der Menschen: Ein Teil jeder Tasse geht an die Menschen und das Land zurück, die sie möglich machen.',
    cardsTitle: 'Wohin unser Auftrag uns führt',
    seoDescription: `Der Auftrag von ${brandName}: die Stiftung, der Schutz des Nebelwalds und nachhaltiger Teeanbau.`,
    keywords: `${brandName} Auftrag, Teestiftung, Naturschutz, Nachhaltigkeit`,
  },
})

const POLICY_CARDS: [link: string, en: Words, de: Words][] = [
  [routes.policies.privacyAndCookies, ['Privacy and cookie policy', 'What we collect, and the cookie choices you have.'], ['Datenschutz- und Cookie-Richtlinie', 'Was wir erheben, und welche Wahl Sie bei Cookies haben.']],
  [routes.policies.terms, ['Terms and conditions', 'The terms on which you may use this website.'], ['Nutzungsbedingungen', 'Die Bedingungen, unter denen Sie diese Website nutzen dürfen.']],
  [routes.policies.businessEthics, ['Business ethics policy', 'How we expect everyone to do business.'], ['Richtlinie zur Geschäftsethik', 'Wie wir von allen erwarten, Geschäfte zu machen.']],
  [routes.policies.antiBribery, ['Anti-bribery and corruption policy', 'No bribes, in any form, anywhere.'], ['Richtlinie gegen Bestechung und Korruption', 'Keine Bestechung, in keiner Form, nirgends.']],
  [routes.policies.humanRights, ['Human rights policy', 'The rights of the people who make our tea.'], ['Menschenrechtsrichtlinie', 'Die Rechte der Menschen, die unseren Tee machen.']],
]

const policies = landing({
  path: routes.policies.root,
  title: 'Privacy and terms',
  intro: 'Our policies: how we handle your data, the terms of this site, and how we do business.',
  headerImage: 'bannerPattern',
  cardsTitle: 'Our policies',
  cards: [
    ...POLICY_CARDS.map(([link, en, de]) => card(link, 'contentLeavesLight', en, de)),
    card(routes.siteMap, 'cardTeaKnowledge', ['Site map', 'Every section of this site on one page.'], ['Sitemap', 'Alle Bereiche dieser Website auf einer Seite.']),
  ],
  seoDescription: `The ${brandName} policies: privacy and cookies, terms and conditions, business ethics, anti-bribery and human rights.`,
  keywords: `${brandName} policies, privacy, terms, ethics`,
  de: {
    title: 'Datenschutz und Bedingungen',
    intro: 'Unsere Richtlinien: wie wir mit Ihren Daten umgehen, die Bedingungen dieser Website und wie wir Geschäfte machen.',
    cardsTitle: 'Unsere Richtlinien',
    seoDescription: `Die Richtlinien von ${brandName}: Datenschutz und Cookies, Nutzungsbedingungen, Geschäftsethik, Korruptionsbekämpfung und Menschenrechte.`,
    keywords: `${brandName} Richtlinien, Datenschutz, Bedingungen, Ethik`,
  },
})

const products = landing({
  path: routes.products.root,
  title: 'Our products',
  intro: 'Teas from our own gardens and the best of Ceylon, gift boxes, teaware and the accessories to brew them well.',
  headerImage: 'bannerProducts',
  cardsTitle: 'Explore our products',
  cards: [
    card(routes.products.ourTeas, 'contentCup', ['Our teas', 'Every tea by range, format, type, flavour and mood.'], ['Unsere Tees', 'Jeder Tee nach Serie, Form, Sorte, Geschmack und Stimmung.']),
    card(routes.products.ranges, 'contentGarden', ['Tea ranges', 'From the everyday cup to rare single-estate teas.'], ['Teeserien', 'Von der täglichen Tasse bis zu seltenen Tees einzelner Güter.']),
    card(routes.products.recommendation, 'contentGlass', ['Find your tea', 'Three questions, a few teas we think you will enjoy.'], ['Finden Sie Ihren Tee', 'Drei Fragen, und ein paar Tees, die Ihnen schmecken dürften.']),
    card(routes.products.giftOfTeas(), 'cardTrade', ['Gift of teas', 'Gift boxes and caddies for every occasion.'], ['Teegeschenke', 'Geschenkboxen und Teedosen für jeden Anlass.']),
    card(routes.products.teawares, 'contentTeapot', ['Teaware', 'Teapots, cups and the things that make a tea table.'], ['Teegeschirr', 'Teekannen, Tassen und alles, was zu einem Teetisch gehört.']),
    card(routes.products.accessories(), 'cardTeaKnowledge', ['Tea accessories', 'Infusers, caddies, timers and more.'], ['Teezubehör', 'Teeeier, Dosen, Teeuhren und mehr.']),
    card(routes.products.whereToBuy, 'cardFamily', ['Where to buy', 'Shops that sell our tea, on a map.'], ['Wo Sie uns kaufen', 'Geschäfte, die unseren Tee führen, auf einer Karte.']),
    card(routes.online, 'cardMedia', ['Buy online', 'Our own shop and the marketplaces that deliver our tea.'], ['Online kaufen', 'Unser eigener Shop und die Marktplätze, die unseren Tee liefern.']),
  ],
  seoDescription: `${brandName} products: Ceylon teas by range and category, a tea quiz, gifts, teaware, accessories and where to buy them.`,
  keywords: 'Ceylon tea, tea ranges, tea gifts, teaware, tea accessories',
  de: {
    title: 'Unsere Produkte',
    intro: 'Tees aus unseren eigenen Gärten und das Beste aus Ceylon, Geschenkboxen, Teegeschirr und das Zubehör für einen guten Aufguss.',
    cardsTitle: 'Unsere Produkte entdecken',
    seoDescription: `Produkte von ${brandName}: Ceylon-Tees nach Serie und Kategorie, ein Tee-Quiz, Geschenke, Teegeschirr, Zubehör und wo Sie alles kaufen.`,
    keywords: 'Ceylon-Tee, Teeserien, Teegeschenke, Teegeschirr, Teezubehör',
  },
})

const ourTeas = landing({
  path: routes.products.ourTeas,
  title: 'Our teas',
  intro: 'Choose a range, or find a tea by its format, its type, its flavour or the mood it suits.',
  headerImage: 'bannerValues',
  cardsTitle: 'Ways to find a tea',
  cards: [
    card(routes.products.ranges, 'contentGarden', ['Tea ranges', 'Every range, each with its story and its teas.'], ['Teeserien', 'Jede Serie, jede mit ihrer Geschichte und ihren Tees.']),
    card(routes.products.formats(), 'contentTeapot', ['Tea formats', 'Tea bags, loose leaf, pyramids, iced tea and cordials.'], ['Teeformen', 'Teebeutel, loser Tee, Pyramiden, Eistee und Sirupe.']),
    card(routes.products.types(), 'contentSprig', ['Tea types', 'Black, green, white, oolong and herbal.'], ['Teesorten', 'Schwarz, grün, weiß, Oolong und Kräuter.']),
    card(routes.products.byFlavour(), 'contentLeavesLight', ['Tea by flavour', 'From vanilla and citrus to spice and berries.'], ['Tee nach Geschmack', 'Von Vanille und Zitrus bis zu Gewürzen und Beeren.']),
    card(routes.products.byMood(), 'contentMistDusk', ['Tea by mood', 'A tea to wake up, to calm down or to share.'], ['Tee nach Stimmung', 'Ein Tee zum Wachwerden, zum Zur-Ruhe-Kommen oder zum Teilen.']),
    card(routes.products.recommendation, 'contentGlass', ['Find your tea', 'Let three questions choose for you.'], ['Finden Sie Ihren Tee', 'Lassen Sie drei Fragen für Sie wählen.']),
  ],
  seoDescription: `Find a ${brandName} tea by range, format, type, flavour or mood, or take the tea quiz.`,
  keywords: 'tea types, tea formats, tea by flavour, tea by mood, tea ranges',
  de: {
    title: 'Unsere Tees',
    intro: 'Wählen Sie eine Serie, oder finden Sie einen Tee nach seiner Form, seiner Sorte, seinem Geschmack oder der Stimmung, zu der er passt.',
    cardsTitle: 'Wege zu Ihrem Tee',
    seoDescription: `Finden Sie einen Tee von ${brandName} nach Serie, Form, Sorte, Geschmack oder Stimmung, oder machen Sie das Tee-Quiz.`,
    keywords: 'Teesorten, Teeformen, Tee nach Geschmack, Tee nach Stimmung, Teeserien',
  },
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
function siteMapSections(locale: Locale, media: MediaIds) {
  const de = locale === 'de'
  const fromMenus = headerMenus(locale).map((menu) => ({
    section_title: menu.label,
    section_items: (menu.columns ?? []).flatMap((column) =>
      (column.links ?? []).map((link) => ({ image: media[SECTION_IMAGES[menu.section] ?? 'contentLeavesLight'], title: link.label, link: link.url })),
    ),
  }))
  const company = {
    section_title: de ? 'Unternehmen' : 'Company',
    section_items: [
      { image: media.cardCareers, title: de ? 'Karriere' : 'Careers', link: routes.careers },
      { image: media.cardFamily, title: de ? 'Kontakt' : 'Contact us', link: routes.contact },
      { image: media.cardTrade, title: de ? 'Handelspartner' : 'Trade partners', link: routes.trade },
      { image: media.contentCup, title: `${brandName} Online`, link: routes.online },
    ],
  }
  const policySection = {
    section_title: de ? 'Datenschutz und Bedingungen' : 'Privacy and terms',
    section_items: POLICY_CARDS.map(([link, en, german]) => ({ image: media.contentLeavesLight, title: (de ? german : en)[0], link })),
  }
  return [...fromMenus, company, policySection]
}

const siteMap: PageSeed = {
  path: routes.siteMap,
  headerImage: 'bannerDusk',
  copy: {
    en: { title: 'Site map', intro: `Every section of the ${brandName} website on one page.` },
    de: { title: 'Sitemap', intro: `Alle Bereiche der Website von ${brandName} auf einer Seite.` },
  },
  blocks: [{ blockType: 'custom', build: (locale: Locale, media: MediaIds): PageBlock => ({ blockType: 'siteMapSections', sections: siteMapSections(locale, media) }) }],
  seo: {
    en: { title: 'Site map', description: `All sections and pages of the ${brandName} website.`, keywords: `site map, ${brandName}` },
    de: { title: 'Sitemap', description: `Alle Bereiche und Seiten der Website von ${brandName}.`, keywords: `Sitemap, ${brandName}` },
  },
}

export const sectionPages: PageSeed[] = [family, allAboutTea, purpose, policies, products, ourTeas, siteMap]
