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
import { PodcastEpisodes } from './podcasts/PodcastEpisodes'
import { PodcastSeries } from './podcasts/PodcastSeries'
import { FeaturedStories } from './media/FeaturedStories'
import { SocialWallItems } from './media/SocialWallItems'
import { Events } from './media/Events'
import { News } from './media/News'
import { Press } from './media/Press'
import { PressCategories } from './media/PressCategories'
import { AudioItems } from './media-items/AudioItems'
import { ImageAlbums } from './media-items/ImageAlbums'
import { VideoItems } from './media-items/VideoItems'
import { BlogCategories } from './media/BlogCategories'
import { BlogPosts } from './media/BlogPosts'
import { InspiredGalleries } from './tea-inspired/InspiredGalleries'
import { CommemorativeTeas } from './tea-inspired/CommemorativeTeas'
import { VideoWishes } from './tea-inspired/VideoWishes'
import { InspirationBooks } from './tea-inspired/InspirationBooks'
import { Letters } from './tea-inspired/Letters'

/**
 * The public content collections (each made by defineContentCollection); search reads its sources
 * from them. Their key indexes are named by table (../key-indexes.ts), so the order is free.
 */
export const contentCollections = [
  Pages,
  Home,
  TeaEstates,
  Testimonials,
  PodcastSeries,
  PodcastEpisodes,
  EBooks,
  GiftTeas,
  AccessoryCategories,
  Accessories,
  Recipes,
  TeaCategories,
  TeaRanges,
  Ingredients,
  Products,
  FeaturedStories,
  SocialWallItems,
  News,
  Events,
  PressCategories,
  Press,
  // Media: image albums, audio and video.
  ImageAlbums,
  AudioItems,
  VideoItems,
  // Media: the tea blog.
  BlogCategories,
  BlogPosts,
  // Tea Inspired: photographers, albums, tea inspired me and artists.
  InspiredGalleries,
  // Tea Inspired: commemorative teas and video wishes.
  CommemorativeTeas,
  VideoWishes,
  // Tea Inspired: letters to Mr Dalumara (two views) and the inspiration books.
  Letters,
  InspirationBooks,
]
