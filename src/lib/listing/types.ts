/**
 * The serialisable half of a media listing's definition: what the browser island needs to ask the
 * listing's REST call and draw its cards. The server half (reads, filter options) is
 * `ListingDefinition` in src/data/media/listing.ts, which extends this one. No imports of server
 * code here: the island imports this module.
 */

/** The filters a listing may declare, named as in its REST call and its page's address. */
export const LISTING_FILTERS = ['year', 'month', 'category', 'subCategory'] as const
export type ListingFilter = (typeof LISTING_FILTERS)[number]

/**
 * A listing's filters: the parameters its page type's address carries (`query` in src/routes.ts) but
 * the page, in their order. Stated once there; a name that is no listing filter is a type error.
 */
export const listFilters = <const Query extends readonly (ListingFilter | 'page')[]>(pageType: { query: Query }): readonly ListingFilter[] =>
  pageType.query.filter((key): key is ListingFilter => key !== 'page')

/** One choice of a filter. A sub-category may name its category (`parent`): it is offered under it only. */
export type FilterOption = { value: string; label: string; parent?: string }
export type ListingOptions = Partial<Record<ListingFilter, FilterOption[]>>

/** What a listing shows: one value per declared filter ('' for none) and the page (from 1). */
export type ListingState = Record<ListingFilter, string> & { page: number }

/**
 * How an item of the REST answer becomes a card: the names of the item's fields that hold each
 * part. `image` must hold `{url, alt, width, height}` (or null); `date` an ISO date-time or a year;
 * `end` (events) an ISO date-time; `meta` a short line of text (a place, a publication).
 */
export type CardFields = {
  title: string
  teaser?: string
  image?: string
  date?: string
  end?: string
  meta?: string
  /** How the date reads: a day (news), a start–end range with times (events), or the year alone. */
  dateStyle?: 'day' | 'range' | 'year'
  /** A field holding `true` when an event runs whole days (its range is shown without times). */
  allDay?: string
}

/**
 * Listings whose items are not link cards draw them with a renderer of their own, named here and
 * registered in ./renderers.tsx (the audio list's players, the video list's popup thumbnails).
 */
export const ITEM_RENDERERS = ['audio', 'video'] as const
export type ItemRendererName = (typeof ITEM_RENDERERS)[number]

export type ListingSpec = {
  /** Names the listing in the page (`data-listing`) and keys the island's requests. */
  name: string
  /** The REST list call the island asks, e.g. '/dmc-apis/news'. Its items carry `slug` and `url`. */
  endpoint: string
  /** The filters the listing offers, in the order of its form. */
  filters: readonly ListingFilter[]
  card: CardFields
  /** Draw each item with this renderer (./renderers.tsx) instead of the link card. */
  renderer?: ItemRendererName
}

/** One REST list item: its page's address and the fields the card names. */
export type ListingItem = { slug: string; url: string } & Record<string, unknown>

/** Words the server picks for one listing (plain strings: they cross to the browser). */
export type ListingCopy = {
  /** "news item" / "news items": how the count under the filters reads. */
  itemOne: string
  itemOther: string
  /** Filter labels and their "any" choices where the listing wants its own (e.g. "Topic"). */
  filters?: Partial<Record<ListingFilter, { label: string; any: string }>>
}

/** What a renderer draws one item from: the REST item, as the link card gets it. */
export type ItemRendererProps = { item: ListingItem; locale: string; timeZone: string; headingLevel: 'h2' | 'h3' }
