import { categoryKindPages, galleryGroupPages, pageTypes, type PageTypeName } from '@/routes'
import { accessoryTemplate } from './AccessoryTemplate'
import { teaBlogListTemplate, teaBlogPostTemplate } from './BlogPostTemplate'
import { contentPageTemplate } from './ContentPageTemplate'
import { eBookTemplate } from './EBookTemplate'
import { giftTeaTemplate } from './GiftTeaTemplate'
import { imageAlbumTemplate } from './ImageAlbumTemplate'
import { ingredientTemplate } from './IngredientTemplate'
import { inspiredGalleryTemplate } from './InspiredGalleryTemplate'
import { eventTemplate, newsListTemplate, newsTemplate, pressTemplate } from './MediaItemTemplates'
import { podcastEpisodeTemplate } from './PodcastEpisodeTemplate'
import { podcastSeriesTemplate } from './PodcastSeriesTemplate'
import { productTemplate } from './ProductTemplate'
import { recipeTemplate } from './RecipeTemplate'
import { seasonalFlushTemplate } from './SeasonalFlushTemplate'
import { teaCategoryTemplate } from './TeaCategoryTemplate'
import { teaGardenTemplate } from './TeaGardenTemplate'
import { teaRangeTemplate } from './TeaRangeTemplate'
import { testErrorTemplate } from './TestErrorTemplate'
import type { Template } from './types'

type PageTypes = typeof pageTypes

/** Page types served by Next.js routes of their own (the home page has no frame; search and sharing render per request). */
type OwnRoute = 'home' | 'search' | 'socialShare'

/** List pages without documents of their own: `pages` records, rendered as content pages with their query. */
type ListPage = { [K in PageTypeName]: PageTypes[K] extends { query: readonly string[] } ? (PageTypes[K] extends { collection: string } ? never : K) : never }[PageTypeName]

const listPages = Object.fromEntries(
  Object.entries(pageTypes)
    .filter(([, type]) => 'query' in type && !('collection' in type))
    .map(([name]) => [name, contentPageTemplate]),
) as Record<ListPage, Template>

/** A family's item pages (src/routes.ts), each served by the family's template for its member. */
function familyTemplates<F extends Record<string, { item: string }>>(family: F, template: (member: keyof F) => Template) {
  return Object.fromEntries(Object.entries(family).map(([member, { item }]) => [item, template(member)])) as { [K in keyof F as F[K]['item']]: Template }
}

/**
 * The template of each page type in src/routes.ts, keyed by its name. A page type without a template,
 * or a template for no page type, is a type error here.
 */
export const templates = {
  ...listPages,
  ...familyTemplates(categoryKindPages, teaCategoryTemplate),
  ...familyTemplates(galleryGroupPages, inspiredGalleryTemplate),
  contentPage: contentPageTemplate,
  testError: testErrorTemplate,
  teaGarden: teaGardenTemplate,
  podcastSeries: podcastSeriesTemplate,
  podcastEpisode: podcastEpisodeTemplate,
  eBook: eBookTemplate,
  giftTea: giftTeaTemplate,
  accessory: accessoryTemplate,
  recipe: recipeTemplate,
  seasonalFlush: seasonalFlushTemplate,
  product: productTemplate,
  productFormat: productTemplate,
  ingredient: ingredientTemplate,
  teaRange: teaRangeTemplate,
  newsList: newsListTemplate,
  news: newsTemplate,
  event: eventTemplate,
  press: pressTemplate,
  imageAlbum: imageAlbumTemplate,
  teaBlogList: teaBlogListTemplate,
  teaBlogPost: teaBlogPostTemplate,
} satisfies Record<Exclude<PageTypeName, OwnRoute>, Template>
