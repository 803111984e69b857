import type { Block } from 'payload'
import type { Page } from '@/payload-types'
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

/** The stored data of any block, as Payload's generated types describe it. */
export type BlockData = NonNullable<Page['contents']>[number]
export type BlockSlug = BlockData['blockType']

/**
 * Every block an editor can place on a page, keyed by slug, in the order the admin offers them. Each block
 * is a folder, `config.ts` (this map) beside `Component.tsx` (./renderers.tsx, a map over the same slugs):
 * a block missing from either map, or a key that is not its block's slug, is a type error.
 */
export const blockConfigs = {
  content: Content,
  slider: Slider,
  offer: Offer,
  cardGrid: CardGrid,
  videoGrid: VideoGrid,
  founderMessage: FounderMessage,
  valueCards: ValueCards,
  certificatesAwards: CertificatesAwards,
  timeline: Timeline,
  quote: Quote,
  downloads: Downloads,
  goals: Goals,
  stats: Stats,
  policySections: PolicySections,
  cookieSettings: CookieSettings,
  siteMapSections: SiteMapSections,
  teaEstates: TeaEstates,
  testimonials: Testimonials,
  contactDetails: ContactDetails,
  peopleCards: PeopleCards,
  careersActions: CareersActions,
  podcasts: Podcasts,
  brewGuide: BrewingGuide,
  eBooks: EBooks,
  whereToBuy: WhereToBuy,
  onlineShops: OnlineShops,
  teaQuiz: TeaQuiz,
  giftTeas: GiftTeas,
  accessories: Accessories,
  productList: ProductList,
  ingredientList: IngredientList,
  recipeList: RecipeList,
  categoryList: CategoryList,
  teaLocations: TeaLocations,
  teaRanges: TeaRanges,
  teaCategories: TeaCategories,
  productFilter: ProductFilter,
  mediaCovers: MediaCovers,
  featuredStories: FeaturedStories,
  socialWall: SocialWall,
  newsList: NewsList,
  eventsList: EventsList,
  pressList: PressList,
  latestNews: LatestNews,
  upcomingEvents: UpcomingEvents,
  albumList: AlbumList,
  audioList: AudioList,
  videoList: VideoList,
  mediaSearch: MediaSearch,
  teaBlogList: TeaBlogList,
  blogPosts: BlogPosts,
  blogByCategory: BlogByCategory,
  tradeProducts: TradeProducts,
  tradeSection: TradeSection,
  inspiredGallery: InspiredGallery,
  commemorativeTeas: CommemorativeTeas,
  videoWishes: VideoWishes,
  letters: Letters,
  inspirationBooks: InspirationBooks,
} satisfies { [K in BlockSlug]: Block & { slug: K } }

/** The collections' `blocks` fields. */
export const pageBlocks: Block[] = Object.values(blockConfigs)
