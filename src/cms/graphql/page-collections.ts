import { PUBLIC_READ_MAX } from '@/cms/public-api-guards'
import { routes } from '@/routes'
import { brand } from '@/site.config'

/**
 * The content-query collections of the data-layer spec (section 7), as named GraphQL queries:
 * `{ hospitalityPages(country: LK) { title contents { … } } }`. The old client read
 * `data.{collection}[0]`; each query answers, for every page it names, the country's own record
 * else GLOBAL's (the site's country rule, src/data/country-rule.ts), so `[0]` is the page the site
 * shows in that country. Names that carried the real brand carry the brand slug instead
 * (`${brand}RealHighTeaPages`).
 *
 * A collection is a list of pages (`paths`), every page under a path (`under`: a range's sub-pages),
 * or a whole other collection read by country (home, social wall). Any other page is read by path
 * through Payload's own `Pages(where: { path: …, country: … })`; items (products, news, …) through
 * their collection's query. docs/graphql.md lists these names with an example each.
 */
export type PageCollection =
  | { name: string; paths: string[] }
  | { name: string; under: string }
  | { name: string; collection: 'home' }
  /** A list: the country's items plus GLOBAL's it has not overridden (same key), as the site lists them. */
  | { name: string; collection: 'social-wall-items'; list: { keyField: string; sort: string } }

/** The social wall is a list; a query answers at most this many of its items. */
export const PAGE_COLLECTION_LIST_LIMIT = 100

/** The most records one named collection answers (what a query's cost multiplies its fields by, ./list-cost.ts). */
export function pageCollectionSize(entry: PageCollection): number {
  if ('paths' in entry) return entry.paths.length
  if ('list' in entry) return PAGE_COLLECTION_LIST_LIMIT
  if ('collection' in entry) return 1
  return PUBLIC_READ_MAX
}

const range = (slug: string) => routes.products.range(slug)
const ti = routes.teaInspired

export const pageCollections: PageCollection[] = [
  // Named by the spec (section 7).
  { name: 'home', collection: 'home' },
  { name: 'socialWall', collection: 'social-wall-items', list: { keyField: 'slug', sort: '-posted_at' } },
  { name: 'trade', paths: [routes.trade] },
  { name: 'hospitalityPages', paths: [ti.hospitality] },
  { name: 'teaInspirationPages', paths: [ti.home] },
  { name: `${brand}RealHighTeaPages`, paths: [ti.realHighTea] },
  { name: 'cafeAndTheTeaMakerPages', paths: [ti.chefs] },
  { name: 'mixologistAndTheTeaMakerPages', paths: [ti.mixologist] },
  { name: 'teaInAllSensesPages', paths: [ti.fiveSenses] },
  { name: 'teaLoungePages', paths: [ti.teaLounge] },
  { name: 'mediaImagesPages', paths: [routes.media.images()] },
  // The spec's one "tea inspired images" record is four list pages here, one per group.
  { name: 'teaInspiredImagePages', paths: [ti.photographers(), ti.albums(), ti.inspiredMe(), ti.artists()] },
  { name: 'teamakersPhilosophyPages', paths: [ti.philosophy] },
  { name: 'teaMakersPrivateReservePages', under: range('teamakers-private-reserve') },
  { name: 'tSeriesGourmetPages', under: range('t-series-designer-gourmet-tea') },
  { name: 'elixirOfCeylonTeaPages', under: range('elixir-of-ceylon-tea') },
  { name: 'naturalInfusionsPages', under: range(`${brand}-natural-infusions`) },
  { name: 'watteBoutiqueTeaPages', under: range(`${brand}-watte-boutique-tea`) },
  { name: 'ceylonIcedTeaPages', under: range(`${brand}-ceylon-iced-tea`) },
  { name: 'ourTeaCategoriesPages', paths: [routes.products.ourTeas, routes.products.ranges, routes.products.types(), routes.products.formats(), routes.products.byFlavour(), routes.products.byMood()] },
  { name: `${brand}QuizPages`, paths: [routes.products.recommendation] },
  { name: 'whereToBuyPages', paths: [routes.products.whereToBuy] },

  // One per page of the spec's section 2 and of the Tea Inspired section.
  { name: 'schoolOfTeaPages', paths: [routes.allAboutTea.schoolOfTea] },
  { name: 'schoolOfTeaELearningPages', paths: [routes.allAboutTea.schoolOfTeaELearning] },
  { name: 'teaAndHealthPages', paths: [routes.allAboutTea.teaAndHealth] },
  { name: 'teaInspiredEBooksPages', paths: [routes.allAboutTea.eBooks()] },
  { name: 'factsOfTeaPages', paths: [routes.allAboutTea.factsOfTea] },
  { name: 'podcastPages', paths: [routes.allAboutTea.podcasts()] },
  { name: 'howToBrewPages', paths: [routes.allAboutTea.howToBrew] },
  { name: 'foundersMessagePages', paths: [routes.family.foundersMessage] },
  { name: 'brandStoryPages', paths: [routes.family.story] },
  { name: 'ourValuesPages', paths: [routes.family.values] },
  { name: 'teaGardensPages', paths: [routes.family.teaGardens()] },
  { name: 'certificatesAndAwardsPages', paths: [routes.family.qualityCertifications] },
  { name: 'whatWeDoPages', paths: [routes.family.whatWeDo] },
  { name: 'leisureHospitalityPages', paths: [routes.family.leisureHospitality] },
  { name: 'timelinePages', paths: [routes.family.timeline] },
  { name: 'testimonialsPages', paths: [routes.family.testimonials] },
  { name: 'mediaPages', paths: [routes.media.root] },
  { name: 'mediaListingPages', paths: [routes.media.news(), routes.media.events(), routes.media.inPress(), routes.media.audios, routes.media.videos, routes.media.images()] },
  { name: 'teaBlogPages', paths: [routes.media.teaBlog(), routes.blog, routes.teaJournal] },
  { name: 'contactUsPages', paths: [routes.contact] },
  { name: 'careersPages', paths: [routes.careers] },
  { name: 'siteMapPages', paths: [routes.siteMap] },
  { name: 'lifeDevotedToTeaPages', paths: [ti.seventyYears] },
  { name: 'yearsOfTeaInspirationPages', paths: [ti.yearsOfInspiration] },
  { name: 'termsAndConditionsPages', paths: [routes.policies.terms] },
  { name: 'privacyAndCookiePolicyPages', paths: [routes.policies.privacyAndCookies] },
  { name: 'antiBriberyPolicyPages', paths: [routes.policies.antiBribery] },
  { name: 'businessEthicsPolicyPages', paths: [routes.policies.businessEthics] },
  { name: 'humanRightsPolicyPages', paths: [routes.policies.humanRights] },
  { name: 'sustainabilityPages', paths: [routes.purpose.sustainability] },
  { name: 'conservationPages', paths: [routes.purpose.conservation] },
  { name: 'foundationPages', paths: [routes.purpose.foundation] },
  { name: 'giftOfTeasPages', paths: [routes.products.giftOfTeas(), routes.products.teawares] },
  { name: 'teaAccessoriesPages', paths: [routes.products.accessories()] },
  { name: 'tradeSectionPages', paths: Object.values(routes.tradeFor) },
  { name: 'lettersPages', paths: [ti.letters, ti.inspiredLetters] },
  { name: 'teaInspirationBooksPages', paths: [ti.books] },
  { name: 'commemorativeTeasPages', paths: [ti.commemorativeTeas] },
  { name: 'videoWishesPages', paths: [ti.videoWishes] },
]
