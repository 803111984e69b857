import type { BlockRenderers } from './block-props'
import { ContentBlock } from './Content/Component'
import { SliderBlock } from './Slider/Component'
import { OfferBlock } from './Offer/Component'
import { CardGridBlock } from './CardGrid/Component'
import { VideoGridBlock } from './VideoGrid/Component'
import { FounderMessageBlock } from './FounderMessage/Component'
import { ValueCardsBlock } from './ValueCards/Component'
import { CertificatesAwardsBlock } from './CertificatesAwards/Component'
import { TimelineBlock } from './Timeline/Component'
import { QuoteBlock } from './Quote/Component'
import { DownloadsBlock } from './Downloads/Component'
import { GoalsBlock } from './Goals/Component'
import { StatsBlock } from './Stats/Component'
import { PolicySectionsBlock } from './PolicySections/Component'
import { CookieSettingsBlock } from './CookieSettings/Component'
import { SiteMapSectionsBlock } from './SiteMapSections/Component'
import { TeaEstatesBlock } from './TeaEstates/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { ContactDetailsBlock } from './ContactDetails/Component'
import { PeopleCardsBlock } from './PeopleCards/Component'
import { CareersActionsBlock } from './CareersActions/Component'
import { PodcastsBlock } from './Podcasts/Component'
import { BrewingGuideBlock } from './BrewingGuide/Component'
import { EBooksBlock } from './EBooks/Component'
import { WhereToBuyBlock } from './WhereToBuy/Component'
import { OnlineShopsBlock } from './OnlineShops/Component'
import { TeaQuizBlock } from './TeaQuiz/Component'
import { GiftTeasBlock } from './GiftTeas/Component'
import { AccessoriesBlock } from './Accessories/Component'
import { ProductListBlock } from './ProductList/Component'
import { IngredientListBlock } from './IngredientList/Component'
import { RecipeListBlock } from './RecipeList/Component'
import { CategoryListBlock } from './CategoryList/Component'
import { TeaLocationsBlock } from './TeaLocations/Component'
import { TeaRangesBlock } from './TeaRanges/Component'
import { TeaCategoriesBlock } from './TeaCategories/Component'
import { ProductFilterBlock } from './ProductFilter/Component'
import { MediaCoversBlock } from './MediaCovers/Component'
import { FeaturedStoriesBlock } from './FeaturedStories/Component'
import { SocialWallBlock } from './SocialWall/Component'
import { NewsListBlock } from './NewsList/Component'
import { EventsListBlock } from './EventsList/Component'
import { PressListBlock } from './PressList/Component'
import { LatestNewsBlock } from './LatestNews/Component'
import { UpcomingEventsBlock } from './UpcomingEvents/Component'
import { AlbumListBlock } from './AlbumList/Component'
import { AudioListBlock } from './AudioList/Component'
import { VideoListBlock } from './VideoList/Component'
import { MediaSearchBlock } from './MediaSearch/Component'
import { TeaBlogListBlock } from './TeaBlogList/Component'
import { BlogPostsBlock } from './BlogPosts/Component'
import { BlogByCategoryBlock } from './BlogByCategory/Component'
import { TradeProductsBlock } from './TradeProducts/Component'
import { TradeSectionBlock } from './TradeSection/Component'
import { InspiredGalleryBlock } from './InspiredGallery/Component'
import { CommemorativeTeasBlock } from './CommemorativeTeas/Component'
import { VideoWishesBlock } from './VideoWishes/Component'
import { LettersBlock } from './Letters/Component'
import { InspirationBooksBlock } from './InspirationBooks/Component'

/** The renderer of every block type; a block type without one is a type error. */
export const blockRenderers: BlockRenderers = {
  content: ContentBlock,
  slider: SliderBlock,
  offer: OfferBlock,
  cardGrid: CardGridBlock,
  videoGrid: VideoGridBlock,
  founderMessage: FounderMessageBlock,
  valueCards: ValueCardsBlock,
  certificatesAwards: CertificatesAwardsBlock,
  timeline: TimelineBlock,
  quote: QuoteBlock,
  downloads: DownloadsBlock,
  goals: GoalsBlock,
  stats: StatsBlock,
  policySections: PolicySectionsBlock,
  cookieSettings: CookieSettingsBlock,
  siteMapSections: SiteMapSectionsBlock,
  teaEstates: TeaEstatesBlock,
  testimonials: TestimonialsBlock,
  contactDetails: ContactDetailsBlock,
  peopleCards: PeopleCardsBlock,
  careersActions: CareersActionsBlock,
  podcasts: PodcastsBlock,
  brewGuide: BrewingGuideBlock,
  eBooks: EBooksBlock,
  whereToBuy: WhereToBuyBlock,
  onlineShops: OnlineShopsBlock,
  teaQuiz: TeaQuizBlock,
  giftTeas: GiftTeasBlock,
  accessories: AccessoriesBlock,
  productList: ProductListBlock,
  ingredientList: IngredientListBlock,
  recipeList: RecipeListBlock,
  categoryList: CategoryListBlock,
  teaLocations: TeaLocationsBlock,
  teaRanges: TeaRangesBlock,
  teaCategories: TeaCategoriesBlock,
  productFilter: ProductFilterBlock,
  mediaCovers: MediaCoversBlock,
  featuredStories: FeaturedStoriesBlock,
  socialWall: SocialWallBlock,
  newsList: NewsListBlock,
  eventsList: EventsListBlock,
  pressList: PressListBlock,
  latestNews: LatestNewsBlock,
  upcomingEvents: UpcomingEventsBlock,
  albumList: AlbumListBlock,
  audioList: AudioListBlock,
  videoList: VideoListBlock,
  mediaSearch: MediaSearchBlock,
  teaBlogList: TeaBlogListBlock,
  blogPosts: BlogPostsBlock,
  blogByCategory: BlogByCategoryBlock,
  tradeProducts: TradeProductsBlock,
  tradeSection: TradeSectionBlock,
  inspiredGallery: InspiredGalleryBlock,
  commemorativeTeas: CommemorativeTeasBlock,
  videoWishes: VideoWishesBlock,
  letters: LettersBlock,
  inspirationBooks: InspirationBooksBlock,
}
