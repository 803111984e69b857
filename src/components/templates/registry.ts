import type { PageTypeName } from '@/routes'
import { accessoryTemplate } from './AccessoryTemplate'
import { contentPageTemplate } from './ContentPageTemplate'
import { giftTeaTemplate } from './GiftTeaTemplate'
import { ingredientTemplate } from './IngredientTemplate'
import { podcastEpisodeTemplate } from './PodcastEpisodeTemplate'
import { podcastSeriesTemplate } from './PodcastSeriesTemplate'
import { productTemplate } from './ProductTemplate'
import { recipeTemplate } from './RecipeTemplate'
import { seasonalFlushTemplate } from './SeasonalFlushTemplate'
import { eBookTemplate } from './EBookTemplate'
import { teaRangeTemplate } from './TeaRangeTemplate'
import { teaCategoryTemplate } from './TeaCategoryTemplate'
import { teaGardenTemplate } from './TeaGardenTemplate'
import { testErrorTemplate } from './TestErrorTemplate'
import { eventTemplate, newsListTemplate, newsTemplate, pressTemplate } from './MediaItemTemplates'
import { imageAlbumTemplate } from './ImageAlbumTemplate'
import { blogPostTemplate, teaBlogListTemplate } from './BlogPostTemplate'
import { inspiredGalleryTemplate } from './InspiredGalleryTemplate'
import type { Template } from './types'

/**
 * The template of each page type in src/routes.ts, keyed by its name. The home page, search
 * results and the social share page have Next.js routes of their own (the home page has no frame; search renders per request).
 */
export const templates: Record<Exclude<PageTypeName, 'home' | 'search' | 'socialShare'>, Template> = {
  contentPage: contentPageTemplate,
  testError: testErrorTemplate,
  teaGarden: teaGardenTemplate,
  podcastSeries: podcastSeriesTemplate,
  podcastEpisode: podcastEpisodeTemplate,
  eBook: eBookTemplate,
  // The testimonials list is a `pages` record, rendered as a content page with its query.
  testimonials: contentPageTemplate,
  // The catalogue's list pages are `pages` records, rendered as content pages with their query.
  giftOfTeas: contentPageTemplate,
  teawares: contentPageTemplate,
  giftTea: giftTeaTemplate,
  accessories: contentPageTemplate,
  accessory: accessoryTemplate,
  recipe: recipeTemplate,
  seasonalFlush: seasonalFlushTemplate,
  // One template for a tea's two addresses; both name the tea-ranges one as canonical.
  product: productTemplate,
  productFormat: productTemplate,
  ingredient: ingredientTemplate,
  teaRange: teaRangeTemplate,
  // Each kind's list is a `pages` record (teaCategories and productFilter blocks), with its query.
  teaFormats: contentPageTemplate,
  teaTypes: contentPageTemplate,
  teaFlavours: contentPageTemplate,
  teaMoods: contentPageTemplate,
  teaRanges: contentPageTemplate,
  teaFormat: teaCategoryTemplate('format'),
  teaType: teaCategoryTemplate('type'),
  teaFlavour: teaCategoryTemplate('flavour'),
  teaMood: teaCategoryTemplate('mood'),
  // Media: the lists are `pages` records with their listing block and query; one layout for the items.
  newsList: newsListTemplate,
  news: newsTemplate,
  eventsList: contentPageTemplate,
  event: eventTemplate,
  pressList: contentPageTemplate,
  press: pressTemplate,
  // Media: image albums, audio and video. The lists are `pages` records with their query.
  mediaImages: contentPageTemplate,
  mediaAudios: contentPageTemplate,
  mediaVideos: contentPageTemplate,
  imageAlbum: imageAlbumTemplate,
  // Media: the tea blog. The list is a `pages` record with its query and feed; /blog and /tea-jornal are content pages.
  teaBlogList: teaBlogListTemplate,
  teaBlogPost: blogPostTemplate,
  // Tea Inspired's image groups: the lists are `pages` records with their page; one template for the items.
  inspiredPhotographers: contentPageTemplate,
  inspiredAlbums: contentPageTemplate,
  inspiredMeList: contentPageTemplate,
  inspiredArtists: contentPageTemplate,
  inspiredPhotographer: inspiredGalleryTemplate('photographers'),
  inspiredAlbum: inspiredGalleryTemplate('albums'),
  inspiredMe: inspiredGalleryTemplate('inspired-me'),
  inspiredArtist: inspiredGalleryTemplate('artists'),
}
