import { accessoryFilters, filterQuery, testimonialFilters } from './config/list-filters'
import { filterQueryKeys } from './config/product-facets'
import { SEARCH_PATH, searchFor } from './config/search-path'
import { siteConfig } from './site.config'

/**
 * The typed table of every public path. Menus, breadcrumbs, links, the sitemap, search
 * results and tests take paths from here; the brand slug is applied once, below.
 */
const b = siteConfig.BRAND_SLUG
const foundation = siteConfig.FOUNDATION_SLUG

const family = `/${b}-family`
const allAboutTea = '/all-about-tea'
const media = '/media'
const products = '/our-products'
const ourTeas = `${products}/our-teas`
const ranges = `${ourTeas}/tea-ranges`
const recipes = `${products}/recipes`
const podcasts = `${allAboutTea}/${b}-podcasts`
const purpose = '/our-purpose'
const policies = '/privacy-and-terms'
const teaInspired = '/tea-inspired'
const trade = '/trade-landing'

/** Appends an optional id segment: `withId('/a', 'b')` is '/a/b', `withId('/a')` is '/a'. */
const withId = (base: string, id?: string | number) => (id === undefined || id === '' ? base : `${base}/${encodeURIComponent(String(id))}`)

/** A list's address that builds its items' addresses and states their page type's pattern. */
type PathsUnder<Names extends readonly string[]> = ((...values: Values<Names>) => string) & { pattern: string }
type Values<Names extends readonly string[]> = { [I in keyof Names]?: string | number }

/**
 * A list's address and the pages under it, stated once: `news = under('/media/news', 'slug')` builds
 * '/media/news' (`news()`) and '/media/news/a%20b' (`news('a b')`); `news.pattern`, '/media/news/:slug',
 * is the page type's. A missing or empty value is left out, as `withId` does.
 */
function under<const Names extends readonly string[]>(base: string, ...names: Names): PathsUnder<Names> {
  const build = (...values: Values<Names>) => (values as readonly (string | number | undefined)[]).reduce<string>((path, value) => withId(path, value), base)
  return Object.assign(build, { pattern: [base, ...names.map((name) => `:${name}`)].join('/') })
}

export const routes = {
  home: '/',
  blog: '/blog',
  careers: '/careers',
  /** The header's spelling; it redirects to `careers`. */
  careersMenu: '/Careers',
  contact: '/contact-us',
  online: `/${b}-online`,
  search: SEARCH_PATH,
  searchFor,
  teaJournal: '/tea-jornal',
  trade,

  allAboutTea: {
    root: allAboutTea,
    podcasts: under(podcasts, 'slug'),
    /** A podcast episode's page under its series'. */
    podcastEpisode: under(podcasts, 'series', 'slug'),
    factsOfTea: `${allAboutTea}/facts-of-tea`,
    howToBrew: `${allAboutTea}/how-to-brew-a-perfect-cup-of-tea`,
    infographic: `${allAboutTea}/infographic`,
    schoolOfTea: `${allAboutTea}/school-of-tea`,
    schoolOfTeaELearning: `${allAboutTea}/school-of-tea-e-learning`,
    teaAndHealth: `${allAboutTea}/tea-and-health`,
    eBooks: under(`${allAboutTea}/tea-inspired-e-books`, 'slug'),
  },

  family: {
    root: family,
    awards: `${family}/awards`,
    story: `${family}/${b}-story`,
    foundersMessage: `${family}/founders-message`,
    leisureHospitality: `${family}/leisure-hospitality`,
    teaGardens: under(`${family}/our-tea-garden`, 'slug'),
    values: `${family}/our-values`,
    qualityCertifications: `${family}/quality-certifications`,
    testimonials: `${family}/testimonials`,
    timeline: `${family}/timeline`,
    whatWeDo: `${family}/what-we-do`,
  },

  media: {
    root: media,
    audios: `${media}/audios`,
    inPress: under(`${media}/${b}-in-press`, 'slug'),
    teaBlog: under(`${media}/${b}-tea-blog`, 'slug'),
    events: under(`${media}/events`, 'slug'),
    images: under(`${media}/images`, 'slug'),
    news: under(`${media}/news`, 'slug'),
    /** The news list's RSS 2.0 feed (a route of its own: the proxy leaves paths with an extension alone). */
    newsFeed: `${media}/news/rss.xml`,
    /** The tea blog's RSS 2.0 feed (served, like the news feed, by app/media/[listing]/rss.xml). */
    teaBlogFeed: `${media}/${b}-tea-blog/rss.xml`,
    videos: `${media}/videos`,
  },

  products: {
    root: products,
    giftOfTeas: under(`${products}/gift-of-teas`, 'slug'),
    teawares: `${products}/gift-of-teas/teawares`,
    recommendation: `${products}/our-teas-recommendation`,
    accessories: under(`${products}/tea-accessories`, 'slug'),
    recipes,
    /** A recipe's own page, shared by links from products and the elixir range. */
    recipe: under(recipes, 'slug'),
    whereToBuy: `${products}/where-to-buy`,
    teaFormatDetails: under(`${products}/product-details-tea-format`, 'slug'),
    ourTeas,
    byFlavour: under(`${ourTeas}/tea-by-flavour`, 'slug'),
    byMood: under(`${ourTeas}/tea-by-mood`, 'slug'),
    formats: under(`${ourTeas}/tea-formats`, 'slug'),
    types: under(`${ourTeas}/tea-types`, 'slug'),
    ranges,
    range: under(ranges, 'slug'),
    productDetails: under(`${ranges}/product-details`, 'slug'),
    /** An ingredient of the natural infusions (the list is the range's our-ingredients page). */
    ingredient: under(`${ranges}/${b}-natural-infusions/our-ingredients`, 'slug'),
    /** The T-series' seasonal flush page, or one seasonal flush tea's page (a product whose `flush` is set). */
    seasonalFlush: under(`${ranges}/t-series-designer-gourmet-tea/seasonal-flush`, 'slug'),
  },

  purpose: {
    root: purpose,
    conservation: `${purpose}/${b}-conservation`,
    foundation: `${purpose}/${foundation}`,
    sustainability: `${purpose}/sustainability`,
  },

  policies: {
    root: policies,
    antiBribery: `${policies}/anti-bribary-policy`,
    businessEthics: `${policies}/business-ethics-policy`,
    humanRights: `${policies}/human-rights-policy`,
    privacyAndCookies: `${policies}/privacy-and-cookie-policy`,
    terms: `${policies}/terms-conditions`,
  },

  teaInspired: {
    root: teaInspired,
    /** The section's home page (the spec's `{brand}{hash}`: the hash picks an anchor on it). */
    home: `${teaInspired}/${b}`,
    artists: under(`${teaInspired}/artists`, 'slug'),
    chefs: `${teaInspired}/chefs-and-the-tea-maker`,
    hospitality: `${teaInspired}/${b}-hospitality-and-food-service`,
    realHighTea: `${teaInspired}/${b}-real-high-tea`,
    photographers: under(`${teaInspired}/mediaphotographers`, 'slug'),
    mixologist: `${teaInspired}/mixologist-and-the-tea-maker`,
    albums: under(`${teaInspired}/prealbums`, 'slug'),
    fiveSenses: `${teaInspired}/tea-infive-senses`,
    inspiredMe: under(`${teaInspired}/tea-inspiredme`, 'slug'),
    teaLounge: `${teaInspired}/tea-lounge`,
    yearsOfInspiration: `${teaInspired}/years-of-tea-inspiration`,
    seventyYears: `${teaInspired}/years-of-tea-inspiration/70-years-in-tea`,
    letters: `${teaInspired}/letters-to-mr-${b}`,
    books: `${teaInspired}/tea-inspiration-books`,
    commemorativeTeas: `${teaInspired}/tea-inspired-commemorative-teas`,
    inspiredLetters: `${teaInspired}/tea-inspired-letters-to-mr-${b}`,
    videoWishes: `${teaInspired}/tea-inspired-video-wishes`,
    philosophy: `${teaInspired}/teamakers-philosophy`,
  },

  tradeFor: {
    fineDining: `${trade}/${b}-tea-for-fine-dining`,
    gourmetStores: `${trade}/${b}-tea-for-fine-food-and-gourmet-stores`,
    casualDining: `${trade}/${b}-tea-for-high-quality-casual-dining`,
    premiumRetailers: `${trade}/${b}-tea-for-premium-retailers`,
  },

  socialShare: '/social-share/fb',
  siteMap: '/site-map',
} as const

/**
 * Page types: a route pattern (src/lib/routing/pattern.ts), rendered by the template of the same
 * name (src/templates/registry.ts). Where the pages of a type are documents, the
 * collection and the parameter holding the document's key say so: the proxy answers 404 for a
 * key no published document has, before anything is rendered or cached. Adding a page type is an
 * entry here, a template in src/templates/registry.ts and, if it has items, a collection in
 * src/cms/collections/content-collections.ts: the compiler names a missing one.
 */
export type PageType = {
  pattern: string
  /** The collection whose documents are the pages, and the pattern parameter that holds their key. */
  collection?: string
  key?: string
  /**
   * Pattern parameters other than the key, each with the document field that holds it (an episode's
   * series). They let the sitemap build a document's path; the existence check needs only the key.
   */
  fields?: Record<string, string>
  /**
   * Field values every page of this type has, where several types share a collection (a tea
   * category's `kind`): the sitemap lists a document under the type it matches only. The existence
   * check needs only the key; the template answers null (404) when the document does not match.
   */
  only?: Record<string, string>
  /** Exists only on test servers (ENABLE_TEST_ROUTES=1). */
  testOnly?: true
  /**
   * Query parameters that choose what a list page shows (filters, page). An address carrying one
   * is rendered per request, with the query (src/lib/routing/list-query.ts), so filters and page
   * links work without JavaScript; the plain address stays the static, cached page.
   */
  query?: readonly string[]
  /**
   * A second address of pages another type already serves (the products' format route): the
   * sitemap leaves it out, and the template names the other address as canonical.
   */
  alternate?: true
}

/**
 * A family of page types made from one table: members of one collection told apart by a field (a tea
 * category's `kind`, a gallery item's `group`). Each member has a list page (a `pages` record, its
 * filters and page in the address) and its items' pages under it; `only` lets the sitemap list an item
 * under its own member, and the template answers null (404) for another member's item. The list's
 * literal path wins over its `:slug` (src/lib/routing/pattern.ts).
 */
type Family = Record<string, { list: string; item: string; path: PathsUnder<readonly ['slug']>; itemQuery?: readonly string[] }>

function familyPageTypes<const F extends Family, const C extends string>(family: F, { collection, field, query }: { collection: C; field: string; query: readonly string[] }) {
  const types: Record<string, PageType> = {}
  for (const [member, { list, item, path, itemQuery }] of Object.entries(family)) {
    types[list] = { pattern: path(), query }
    types[item] = { pattern: path.pattern, collection, key: 'slug', only: { [field]: member }, ...(itemQuery && { query: itemQuery }) }
  }
  return types as { [K in keyof F as F[K]['list']]: PageType & { query: readonly string[] } } & { [K in keyof F as F[K]['item']]: PageType & { collection: C } }
}

/**
 * The tea categories' four kinds, each a list page (the teaCategories and productFilter blocks) and its
 * categories' pages, whose addresses carry the product filter's facets and page
 * (src/components/catalogue/product-filters.ts); a category page leaves out its own kind's facet.
 */
export const categoryKindPages = {
  format: { list: 'teaFormats', item: 'teaFormat', path: routes.products.formats, itemQuery: filterQueryKeys('format') },
  type: { list: 'teaTypes', item: 'teaType', path: routes.products.types, itemQuery: filterQueryKeys('type') },
  flavour: { list: 'teaFlavours', item: 'teaFlavour', path: routes.products.byFlavour, itemQuery: filterQueryKeys('flavour') },
  mood: { list: 'teaMoods', item: 'teaMood', path: routes.products.byMood, itemQuery: filterQueryKeys('mood') },
} as const

/** Tea Inspired's four image groups, each a list page (the inspiredGallery block, paged) and its items' pages. */
export const galleryGroupPages = {
  photographers: { list: 'inspiredPhotographers', item: 'inspiredPhotographer', path: routes.teaInspired.photographers },
  albums: { list: 'inspiredAlbums', item: 'inspiredAlbum', path: routes.teaInspired.albums },
  'inspired-me': { list: 'inspiredMeList', item: 'inspiredMe', path: routes.teaInspired.inspiredMe },
  artists: { list: 'inspiredArtists', item: 'inspiredArtist', path: routes.teaInspired.artists },
} as const

export const pageTypes = {
  /** Served by its own Next.js route (app/(site)/v/[country]/[lang]/page.tsx). */
  home: { pattern: routes.home },
  /** Served by its own Next.js route, rendered per request. */
  search: { pattern: routes.search },
  testError: { pattern: '/__test/error', testOnly: true },
  /** A tea estate's page (the list is the `pages` record at routes.family.teaGardens()). */
  teaGarden: { pattern: routes.family.teaGardens.pattern, collection: 'tea-estates', key: 'slug' },
  /** A podcast series and its episodes (the podcasts page itself is the `pages` record at routes.allAboutTea.podcasts()). */
  podcastSeries: { pattern: routes.allAboutTea.podcasts.pattern, collection: 'podcast-series', key: 'slug' },
  podcastEpisode: {
    pattern: routes.allAboutTea.podcastEpisode.pattern,
    collection: 'podcast-episodes',
    key: 'slug',
    fields: { series: 'series_slug' },
  },
  /** An e-book's page (the list is the `pages` record at routes.allAboutTea.eBooks()). */
  eBook: { pattern: routes.allAboutTea.eBooks.pattern, collection: 'e-books', key: 'slug' },
  /** The testimonials list: a `pages` record whose block takes its filters (src/config/list-filters.ts) and page from the address. */
  testimonials: { pattern: routes.family.testimonials, query: filterQuery(testimonialFilters) },
  /**
   * The catalogue's list pages: `pages` records (rendered like contentPage) whose list blocks take
   * the page and filters from the address. The teaware list comes before the gifts' pages: its
   * literal segment wins over `:slug` anyway (src/lib/routing/pattern.ts), and no gift may take it
   * as its slug (GiftTeas' slug field reserves it).
   */
  giftOfTeas: { pattern: routes.products.giftOfTeas(), query: ['page'] },
  teawares: { pattern: routes.products.teawares, query: ['page'] },
  /** A gift's or a teaware item's page. */
  giftTea: { pattern: routes.products.giftOfTeas.pattern, collection: 'gift-teas', key: 'slug' },
  accessories: { pattern: routes.products.accessories(), query: filterQuery(accessoryFilters) },
  /** A tea accessory's page. */
  accessory: { pattern: routes.products.accessories.pattern, collection: 'accessories', key: 'slug' },
  /** A recipe's page (routes.products.recipe); the elixir recipes list belongs to the elixir range. */
  recipe: { pattern: routes.products.recipe.pattern, collection: 'recipes', key: 'slug' },
  /**
   * One seasonal flush tea of the T-series (the list is the `pages` record at
   * routes.products.seasonalFlush()): a product whose `flush` is set. The existence check knows
   * product slugs only, so the template answers null (404) for a product without a flush; `fields`
   * names `flush` so the sitemap lists only the seasonal ones (a document with an empty field is left out).
   */
  seasonalFlush: { pattern: routes.products.seasonalFlush.pattern, collection: 'products', key: 'slug', fields: { flush: 'flush' } },
  /**
   * The teas: a product's page (two addresses, one template; the tea-ranges one is canonical),
   * an ingredient's page, and a range's page. The literal `product-details` segment comes before
   * the range's `:slug` (no range may be called that); a range's sub-pages
   * (`${ranges}/<range>/glass-bottles`) have two segments and stay content pages.
   */
  product: { pattern: routes.products.productDetails.pattern, collection: 'products', key: 'slug' },
  productFormat: { pattern: routes.products.teaFormatDetails.pattern, collection: 'products', key: 'slug', alternate: true },
  ingredient: { pattern: routes.products.ingredient.pattern, collection: 'ingredients', key: 'slug' },
  teaRange: { pattern: routes.products.range.pattern, collection: 'tea-ranges', key: 'slug', query: ['page'] },
  /** The tea ranges list (a `pages` record: the ranges, then the product filter, whose facets and page its address carries). */
  teaRanges: { pattern: routes.products.ranges, query: filterQueryKeys() },
  /**
   * Media: the news, events and press lists are `pages` records holding their listing
   * block (src/components/listing), with their filters and page in the address; each item has a
   * page of its own (one detail template). The literal list paths come before their `:slug` pages.
   */
  newsList: { pattern: routes.media.news(), query: ['year', 'month', 'subCategory', 'page'] },
  news: { pattern: routes.media.news.pattern, collection: 'news', key: 'slug' },
  eventsList: { pattern: routes.media.events(), query: ['year', 'month', 'page'] },
  event: { pattern: routes.media.events.pattern, collection: 'events', key: 'slug' },
  pressList: { pattern: routes.media.inPress(), query: ['year', 'month', 'category', 'subCategory', 'page'] },
  press: { pattern: routes.media.inPress.pattern, collection: 'press', key: 'slug' },
  /**
   * The media section's albums, audio and video lists: `pages` records holding their listing blocks
   * (src/components/listing), whose filters and page the address carries. The albums list comes
   * before its albums' `:slug` pages.
   */
  mediaImages: { pattern: routes.media.images(), query: ['page'] },
  mediaAudios: { pattern: routes.media.audios, query: ['year', 'subCategory', 'page'] },
  mediaVideos: { pattern: routes.media.videos, query: ['year', 'subCategory', 'page'] },
  /** An image album of the media section (the albums list is the `pages` record at routes.media.images()). */
  imageAlbum: { pattern: routes.media.images.pattern, collection: 'image-albums', key: 'slug' },
  /**
   * The tea blog: the listing is the `pages` record at routes.media.teaBlog() (its banner
   * is the spec's header_tea_blog) holding the teaBlogList block; each post has a page of its own.
   * The blog landing (routes.blog) and the tea journal (routes.teaJournal) are plain content pages.
   */
  teaBlogList: { pattern: routes.media.teaBlog(), query: ['category', 'year', 'month', 'page'] },
  teaBlogPost: { pattern: routes.media.teaBlog.pattern, collection: 'blog-posts', key: 'slug' },
  /**
   * The page a shared link lands on: its own Next.js route, rendered per request, with the
   * Open Graph tags of the site path its `u` parameter names (src/lib/share/target.ts).
   */
  socialShare: { pattern: routes.socialShare },
  ...familyPageTypes(categoryKindPages, { collection: 'tea-categories', field: 'kind', query: filterQueryKeys() }),
  ...familyPageTypes(galleryGroupPages, { collection: 'inspired-galleries', field: 'group', query: ['page'] }),
  /** Every other path: the generic content page looked up by its path. */
  contentPage: { pattern: '/*path', collection: 'pages', key: 'path' },
} as const satisfies Record<string, PageType>

export type PageTypeName = keyof typeof pageTypes

/**
 * Other addresses served with a page's content, whose metadata names the page as the canonical URL
 * (the header menu labels how-to-brew "infographic"). Checked by the proxy before the page types.
 * Redirects (an address answering 307/308 with another) are the editors' records in the admin
 * (src/cms/redirects), not code; the migration that made them writes the site's first ones.
 */
export type PathAlias = { to: string }

export const pathAliases: Record<string, PathAlias> = {
  [routes.allAboutTea.infographic]: { to: routes.allAboutTea.howToBrew },
}

/** Top-level sections that show the sub-navigation strip (site.md, layouts). */
export const SUB_NAV_SECTIONS = [routes.family.root, routes.allAboutTea.root, routes.purpose.root] as const

/** Paths that never belong to the public site (Payload, the REST contract, assets). */
export const NON_SITE_PREFIXES = ['/admin', '/api', '/graphql', '/dmc-apis', '/preview', '/_next', '/flags', '/images'] as const
