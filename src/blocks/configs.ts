import type { Block } from 'payload'
import { Content } from './Content/config'
import { Slider } from './Slider/config'
import { Offer } from './Offer/config'
import { CardGrid } from './CardGrid/config'
import { VideoGrid } from './VideoGrid/config'
import { FounderMessage } from './FounderMessage/config'
import { ValueCards } from './ValueCards/config'
import { CertificatesAwards } from './CertificatesAwards/config'
import { Timeline } from './Timeline/config'
import { Quote } from './Quote/config'
import { Downloads } from './Downloads/config'
import { Goals } from './Goals/config'
import { Stats } from './Stats/config'
import { PolicySections } from './PolicySections/config'
import { CookieSettings } from './CookieSettings/config'
import { SiteMapSections } from './SiteMapSections/config'
import { TeaEstates } from './TeaEstates/config'
import { Testimonials } from './Testimonials/config'
import { ContactDetails } from './ContactDetails/config'
import { PeopleCards } from './PeopleCards/config'
import { CareersActions } from './CareersActions/config'
import { Podcasts } from './Podcasts/config'
import { BrewingGuide } from './BrewingGuide/config'
import { EBooks } from './EBooks/config'
import { WhereToBuy } from './WhereToBuy/config'
import { OnlineShops } from './OnlineShops/config'
import { TeaQuiz } from './TeaQuiz/config'
import { GiftTeas } from './GiftTeas/config'
import { Accessories } from './Accessories/config'
import { ProductList } from './ProductList/config'
import { IngredientList } from './IngredientList/config'
import { RecipeList } from './RecipeList/config'
import { CategoryList } from './CategoryList/config'
import { TeaLocations } from './TeaLocations/config'
import { TeaRanges } from './TeaRanges/config'
import { TeaCategories } from './TeaCategories/config'
import { ProductFilter } from './ProductFilter/config'
import { MediaCovers } from './MediaCovers/config'
import { FeaturedStories } from './FeaturedStories/config'
import { SocialWall } from './SocialWall/config'
import { NewsList } from './NewsList/config'
import { EventsList } from './EventsList/config'
import { PressList } from './PressList/config'
import { LatestNews } from './LatestNews/config'
import { UpcomingEvents } from './UpcomingEvents/config'
import { AlbumList } from './AlbumList/config'
import { AudioList } from './AudioList/config'
import { VideoList } from './VideoList/config'
import { MediaSearch } from './MediaSearch/config'
import { TeaBlogList } from './TeaBlogList/config'
import { BlogPosts } from './BlogPosts/config'
import { BlogByCategory } from './BlogByCategory/config'
import { TradeProducts } from './TradeProducts/config'
import { TradeSection } from './TradeSection/config'
import { InspiredGallery } from './InspiredGallery/config'
import { CommemorativeTeas } from './CommemorativeTeas/config'
import { VideoWishes } from './VideoWishes/config'
import { Letters } from './Letters/config'
import { InspirationBooks } from './InspirationBooks/config'

/**
 * Every block an editor can place on a page, in the order the admin offers them: the collections'
 * `blocks` fields. Each block is a folder, `config.ts` (this list) beside `Component.tsx` (./renderers.tsx).
 */
export const pageBlocks: Block[] = [
  Content,
  Slider,
  Offer,
  CardGrid,
  VideoGrid,
  FounderMessage,
  ValueCards,
  CertificatesAwards,
  Timeline,
  Quote,
  Downloads,
  Goals,
  Stats,
  PolicySections,
  CookieSettings,
  SiteMapSections,
  TeaEstates,
  Testimonials,
  ContactDetails,
  PeopleCards,
  CareersActions,
  Podcasts,
  BrewingGuide,
  EBooks,
  WhereToBuy,
  OnlineShops,
  TeaQuiz,
  GiftTeas,
  Accessories,
  ProductList,
  IngredientList,
  RecipeList,
  CategoryList,
  TeaLocations,
  TeaRanges,
  TeaCategories,
  ProductFilter,
  MediaCovers,
  FeaturedStories,
  SocialWall,
  NewsList,
  EventsList,
  PressList,
  LatestNews,
  UpcomingEvents,
  AlbumList,
  AudioList,
  VideoList,
  MediaSearch,
  TeaBlogList,
  BlogPosts,
  BlogByCategory,
  TradeProducts,
  TradeSection,
  InspiredGallery,
  CommemorativeTeas,
  VideoWishes,
  Letters,
  InspirationBooks,
]
