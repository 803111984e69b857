import type { CollectionConfig, CollectionSlug } from 'payload'
import type { pageTypes, PageTypeName } from '@/routes'
import { EBooks } from './EBooks'
import { Home } from './Home'
import { Pages } from './Pages'
import { TeaEstates } from './TeaEstates'
import { Testimonials } from './Testimonials'
import { Accessories } from './catalogue/Accessories'
import { AccessoryCategories } from './catalogue/AccessoryCategories'
import { GiftTeas } from './catalogue/GiftTeas'
import { Ingredients } from './catalogue/Ingredients'
import { Products } from './catalogue/Products'
import { Recipes } from './catalogue/Recipes'
import { TeaCategories } from './catalogue/TeaCategories'
import { TeaRanges } from './catalogue/TeaRanges'
import { AudioItems } from './media-items/AudioItems'
import { ImageAlbums } from './media-items/ImageAlbums'
import { VideoItems } from './media-items/VideoItems'
import { BlogCategories } from './media/BlogCategories'
import { BlogPosts } from './media/BlogPosts'
import { Events } from './media/Events'
import { FeaturedStories } from './media/FeaturedStories'
import { News } from './media/News'
import { Press } from './media/Press'
import { PressCategories } from './media/PressCategories'
import { SocialWallItems } from './media/SocialWallItems'
import { PodcastEpisodes } from './podcasts/PodcastEpisodes'
import { PodcastSeries } from './podcasts/PodcastSeries'
import { CommemorativeTeas } from './tea-inspired/CommemorativeTeas'
import { InspirationBooks } from './tea-inspired/InspirationBooks'
import { InspiredGalleries } from './tea-inspired/InspiredGalleries'
import { Letters } from './tea-inspired/Letters'
import { VideoWishes } from './tea-inspired/VideoWishes'

/** Each collection under its own slug. */
type BySlug = { [K in CollectionSlug]?: CollectionConfig & { slug: K } }
/** The collections whose documents are the pages of a page type in src/routes.ts. */
type RoutedCollection = Extract<(typeof pageTypes)[PageTypeName], { collection: string }>['collection']

/**
 * The public content collections (`defineContentCollection`), keyed by slug, by name. A key that is not
 * its collection's slug, or a collection a page type names missing here, is a type error.
 */
const bySlug = {
  accessories: Accessories,
  'accessory-categories': AccessoryCategories,
  'audio-items': AudioItems,
  'blog-categories': BlogCategories,
  'blog-posts': BlogPosts,
  'commemorative-teas': CommemorativeTeas,
  'e-books': EBooks,
  events: Events,
  'featured-stories': FeaturedStories,
  'gift-teas': GiftTeas,
  home: Home,
  'image-albums': ImageAlbums,
  ingredients: Ingredients,
  'inspiration-books': InspirationBooks,
  'inspired-galleries': InspiredGalleries,
  letters: Letters,
  news: News,
  pages: Pages,
  'podcast-episodes': PodcastEpisodes,
  'podcast-series': PodcastSeries,
  press: Press,
  'press-categories': PressCategories,
  products: Products,
  recipes: Recipes,
  'social-wall-items': SocialWallItems,
  'tea-categories': TeaCategories,
  'tea-estates': TeaEstates,
  'tea-ranges': TeaRanges,
  testimonials: Testimonials,
  'video-items': VideoItems,
  'video-wishes': VideoWishes,
} satisfies BySlug & Record<RoutedCollection, unknown>

/** The admin's groups in the order editors meet them; within a group, collections by name. */
const GROUPS = ['Content', 'Podcasts', 'Catalogue', 'Media centre', 'Tea Inspired']
const groupRank = (collection: CollectionConfig) => {
  // Pages lead: a block table the home page shares with them belongs to the first collection that uses it.
  if (collection.slug === 'pages') return -1
  const rank = GROUPS.indexOf(String(collection.admin?.group ?? ''))
  return rank === -1 ? GROUPS.length : rank
}

/** In the admin's order; search reads its sources from them, their key indexes are named by table (../key-indexes.ts). */
export const contentCollections: CollectionConfig[] = Object.values(bySlug).sort((a, b) => groupRank(a) - groupRank(b))
