import { CardGridBlock } from './CardGrid/Component'
import { CardGrid } from './CardGrid/config'
import { ContentBlock } from './Content/Component'
import { Content } from './Content/config'
import { SliderBlock } from './Slider/Component'
import { Slider } from './Slider/config'
import { defineBlock, type BlockDefinition, type BlockSlug } from './types'
import { TeaEstatesBlock } from './TeaEstates/Component'
import { TeaEstates } from './TeaEstates/config'
import { TestimonialsBlock } from './Testimonials/Component'
import { Testimonials } from './Testimonials/config'
import { VideoGridBlock } from './VideoGrid/Component'
import { VideoGrid } from './VideoGrid/config'
import { FounderMessageBlock } from './FounderMessage/Component'
import { FounderMessage } from './FounderMessage/config'
import { ValueCardsBlock } from './ValueCards/Component'
import { ValueCards } from './ValueCards/config'
import { CertificatesAwardsBlock } from './CertificatesAwards/Component'
import { CertificatesAwards } from './CertificatesAwards/config'
import { TimelineBlock } from './Timeline/Component'
import { Timeline } from './Timeline/config'
import { QuoteBlock } from './Quote/Component'
import { Quote } from './Quote/config'
import { DownloadsBlock } from './Downloads/Component'
import { Downloads } from './Downloads/config'
import { GoalsBlock } from './Goals/Component'
import { Goals } from './Goals/config'
import { StatsBlock } from './Stats/Component'
import { Stats } from './Stats/config'
import { PolicySectionsBlock } from './PolicySections/Component'
import { PolicySections } from './PolicySections/config'
import { CookieSettingsBlock } from './CookieSettings/Component'
import { CookieSettings } from './CookieSettings/config'
import { SiteMapSectionsBlock } from './SiteMapSections/Component'
import { SiteMapSections } from './SiteMapSections/config'
import { ContactDetailsBlock } from './ContactDetails/Component'
import { ContactDetails } from './ContactDetails/config'
import { PeopleCardsBlock } from './PeopleCards/Component'
import { PeopleCards } from './PeopleCards/config'
import { CareersActionsBlock } from './CareersActions/Component'
import { CareersActions } from './CareersActions/config'
import { PodcastsBlock } from './Podcasts/Component'
import { Podcasts } from './Podcasts/config'
import { BrewingGuideBlock } from './BrewingGuide/Component'
import { BrewingGuide } from './BrewingGuide/config'
import { EBooksBlock } from './EBooks/Component'
import { EBooks } from './EBooks/config'
import { WhereToBuyBlock } from './WhereToBuy/Component'
import { WhereToBuy } from './WhereToBuy/config'
import { OnlineShopsBlock } from './OnlineShops/Component'
import { OnlineShops } from './OnlineShops/config'
import { TeaQuizBlock } from './TeaQuiz/Component'
import { TeaQuiz } from './TeaQuiz/config'
import { GiftTeasBlock } from './GiftTeas/Component'
import { GiftTeas } from './GiftTeas/config'
import { AccessoriesBlock } from './Accessories/Component'
import { Accessories } from './Accessories/config'
import { ProductListBlock } from './ProductList/Component'
import { ProductList } from './ProductList/config'
import { IngredientListBlock } from './IngredientList/Component'
import { IngredientList } from './IngredientList/config'
import { RecipeListBlock } from './RecipeList/Component'
import { RecipeList } from './RecipeList/config'
import { CategoryListBlock } from './CategoryList/Component'
import { CategoryList } from './CategoryList/config'
import { TeaLocationsBlock } from './TeaLocations/Component'
import { TeaLocations } from './TeaLocations/config'
import { TeaRangesBlock } from './TeaRanges/Component'
import { TeaRanges } from './TeaRanges/config'
import { TeaCategoriesBlock } from './TeaCategories/Component'
import { TeaCategories } from './TeaCategories/config'
import { ProductFilterBlock } from './ProductFilter/Component'
import { ProductFilter } from './ProductFilter/config'
import { MediaCoversBlock } from './MediaCovers/Component'
import { MediaCovers } from './MediaCovers/config'
import { FeaturedStoriesBlock } from './FeaturedStories/Component'
import { FeaturedStories } from './FeaturedStories/config'
import { SocialWallBlock } from './SocialWall/Component'
import { SocialWall } from './SocialWall/config'
import { NewsListBlock } from './NewsList/Component'
import { NewsList } from './NewsList/config'
import { EventsListBlock } from './EventsList/Component'
import { EventsList } from './EventsList/config'
import { PressListBlock } from './PressList/Component'
import { PressList } from './PressList/config'
import { LatestNewsBlock } from './LatestNews/Component'
import { LatestNews } from './LatestNews/config'
import { UpcomingEventsBlock } from './UpcomingEvents/Component'
import { UpcomingEvents } from './UpcomingEvents/config'
import { AlbumListBlock } from './AlbumList/Component'
import { AlbumList } from './AlbumList/config'
import { AudioListBlock } from './AudioList/Component'
import { AudioList } from './AudioList/config'
import { VideoListBlock } from './VideoList/Component'
import { VideoList } from './VideoList/config'
import { MediaSearchBlock } from './MediaSearch/Component'
import { MediaSearch } from './MediaSearch/config'
import { TeaBlogListBlock } from './TeaBlogList/Component'
import { TeaBlogList } from './TeaBlogList/config'
import { BlogPostsBlock } from './BlogPosts/Component'
import { BlogPosts } from './BlogPosts/config'
import { BlogByCategoryBlock } from './BlogByCategory/Component'
import { BlogByCategory } from './BlogByCategory/config'
import { TradeProductsBlock } from './TradeProducts/Component'
import { TradeProducts } from './TradeProducts/config'
import { TradeSectionBlock } from './TradeSection/Component'
import { TradeSection } from './TradeSection/config'
import { InspiredGalleryBlock } from './InspiredGallery/Component'
import { InspiredGallery } from './InspiredGallery/config'
import { CommemorativeTeasBlock } from './CommemorativeTeas/Component'
import { CommemorativeTeas } from './CommemorativeTeas/config'
import { VideoWishesBlock } from './VideoWishes/Component'
import { VideoWishes } from './VideoWishes/config'
import { LettersBlock } from './Letters/Component'
import { Letters } from './Letters/config'
import { InspirationBooksBlock } from './InspirationBooks/Component'
import { InspirationBooks } from './InspirationBooks/config'

/**
 * Every block an editor can place on a page, in the order the admin offers them. Each block is a
 * folder (`config.ts` schema + `Component.tsx` renderer); this list feeds the collections' `blocks`
 * fields (pageBlocks) and RenderBlocks, so adding a block is one folder and one line here.
 */
export const blockRegistry = [
  defineBlock(Content, ContentBlock),
  defineBlock(Slider, SliderBlock),
  defineBlock(CardGrid, CardGridBlock),
  defineBlock(VideoGrid, VideoGridBlock),
  defineBlock(FounderMessage, FounderMessageBlock),
  defineBlock(ValueCards, ValueCardsBlock),
  defineBlock(CertificatesAwards, CertificatesAwardsBlock),
  defineBlock(Timeline, TimelineBlock),
  defineBlock(Quote, QuoteBlock),
  defineBlock(Downloads, DownloadsBlock),
  defineBlock(Goals, GoalsBlock),
  defineBlock(Stats, StatsBlock),
  defineBlock(PolicySections, PolicySectionsBlock),
  defineBlock(CookieSettings, CookieSettingsBlock),
  defineBlock(SiteMapSections, SiteMapSectionsBlock),
  defineBlock(TeaEstates, TeaEstatesBlock),
  defineBlock(Testimonials, TestimonialsBlock),
  defineBlock(ContactDetails, ContactDetailsBlock),
  defineBlock(PeopleCards, PeopleCardsBlock),
  defineBlock(CareersActions, CareersActionsBlock),
  defineBlock(Podcasts, PodcastsBlock),
  defineBlock(BrewingGuide, BrewingGuideBlock),
  defineBlock(EBooks, EBooksBlock),
  defineBlock(WhereToBuy, WhereToBuyBlock),
  defineBlock(OnlineShops, OnlineShopsBlock),
  defineBlock(TeaQuiz, TeaQuizBlock),
  defineBlock(GiftTeas, GiftTeasBlock),
  defineBlock(Accessories, AccessoriesBlock),
  defineBlock(ProductList, ProductListBlock),
  defineBlock(IngredientList, IngredientListBlock),
  defineBlock(RecipeList, RecipeListBlock),
  defineBlock(CategoryList, CategoryListBlock),
  defineBlock(TeaLocations, TeaLocationsBlock),
  defineBlock(TeaRanges, TeaRangesBlock),
  defineBlock(TeaCategories, TeaCategoriesBlock),
  defineBlock(ProductFilter, ProductFilterBlock),
  defineBlock(MediaCovers, MediaCoversBlock),
  defineBlock(FeaturedStories, FeaturedStoriesBlock),
  defineBlock(SocialWall, SocialWallBlock),
  defineBlock(NewsList, NewsListBlock),
  defineBlock(EventsList, EventsListBlock),
  defineBlock(PressList, PressListBlock),
  defineBlock(LatestNews, LatestNewsBlock),
  defineBlock(UpcomingEvents, UpcomingEventsBlock),
  // Media: image albums, audio and video (issue 8).
  defineBlock(AlbumList, AlbumListBlock),
  defineBlock(AudioList, AudioListBlock),
  defineBlock(VideoList, VideoListBlock),
  defineBlock(MediaSearch, MediaSearchBlock),
  // Media: the tea blog (issue 8).
  defineBlock(TeaBlogList, TeaBlogListBlock),
  defineBlock(BlogPosts, BlogPostsBlock),
  defineBlock(BlogByCategory, BlogByCategoryBlock),
  // Trade (issue 9): the landing page's products and its four sections, whose pages show them.
  defineBlock(TradeProducts, TradeProductsBlock),
  defineBlock(TradeSection, TradeSectionBlock),
  // Tea Inspired (issue 9): one image group's cards (photographers, albums, tea inspired me, artists).
  defineBlock(InspiredGallery, InspiredGalleryBlock),
  // Tea Inspired (issue 9): the commemorative teas and the video wishes, each listing its collection.
  defineBlock(CommemorativeTeas, CommemorativeTeasBlock),
  defineBlock(VideoWishes, VideoWishesBlock),
  // Tea Inspired (issue 9): the letters to Mr Dalumara (archive or picks) and the inspiration books.
  defineBlock(Letters, LettersBlock),
  defineBlock(InspirationBooks, InspirationBooksBlock),
]

/** The Payload schemas, for a `blocks` field. */
export const pageBlocks = blockRegistry.map((block) => block.config)

const renderers = new Map(blockRegistry.map((block) => [block.config.slug, block.Component as BlockDefinition['Component']]))

/** The renderer of a block type; undefined for a type no longer registered (old stored data). */
export const rendererFor = (slug: BlockSlug) => renderers.get(slug)
