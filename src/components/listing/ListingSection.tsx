import { ListingBrowser } from '@/components/islands'
import { listingOptions, listingSpec, type ListingDefinition } from '@/data/media/listing'
import { DEFAULT_VARIANT, type Variant } from '@/config/variant'
import type { ListQuery } from '@/lib/routing/list-query'
import { siteConfig } from '@/site.config'
import { readListingState } from './listing-state'
import type { ListingItem } from '@/lib/listing/types'

/**
 * THE MEDIA LISTING ENGINE: one mechanism behind every media list (news, events, press, blog
 * posts, albums, audio, video). A listing page with filters and pages that works without
 * JavaScript (a GET form and plain page links, rendered per request) and, in the browser, applies
 * filter changes after 500 ms, asks the listing's REST call and records each view in the history
 * (the address can be shared; Back restores the view before).
 *
 * Adding a listing:
 * 1. Definition (src/data/media/<name>.ts), through `defineListing` (src/data/media/listing.ts):
 *      export const newsListing = defineListing<NewsItem>({
 *        name: 'news', endpoint: '/dmc-apis/news', collection: 'news', defaultSize: 9,
 *        filters: listFilters(pageTypes.newsList),              // its page type's query (step 4) but the page
 *        card: { title: 'title', date: 'date', image: 'image', teaser: 'summary' },   // item fields per card part
 *        read: (filters, variant) => …,                         // a page of REST items ({slug, url, …}) for checked filters
 *        options: async (variant) => ({ year: await yearOptions('news', variant), subCategory: [...] }),  // months come free
 *        copy: (locale) => ({ itemOne: 'news item', itemOther: 'news items' }),
 *        note: (locale) => …,                                   // optional: a sentence said once above the items
 *      })
 *    Dated collections keep `year`/`month` beside the date with datePartFields() (src/cms/fields/date-parts.ts);
 *    `dateWhere` and `yearOptions` there build reads and options; `pictureOf` (src/lib/media/picture.ts) the pictures.
 * 2. REST call: `export const GET = listingEndpoint(newsListing)` (src/app/_api/listing-endpoint.ts):
 *    declared filters only, 400 for a bad year, month, category or sub-category.
 * 3. Block: src/blocks/<Name>List/config.ts = listingBlock({...}) (src/blocks/block-config.ts), and
 *    Component.tsx = `(props) => <ListingSection listing={newsListing} title={props.title}
 *    size={props.page_size} variant={props.variant} query={props.query} path={props.path} id={props.id} />`.
 * 4. Page type with `query: ['year', 'month', 'subCategory', 'page']` in src/routes.ts (any of year, month,
 *    category, subCategory, and page: the one statement of the filters), rendered by contentPageTemplate;
 *    and a `pages` record at that path holding the block.
 *
 * Pieces: types.ts (ListingSpec, CardFields: the serialisable half), listing-state.ts (address ⇄
 * state rules shared by server and island), ListingBrowser.tsx (the island), ListingCard.tsx (title,
 * date, picture, teaser clamped to three lines), card-dates.ts (dates in SITE_TIME_ZONE).
 */
export async function ListingSection<Item extends ListingItem>({
  listing,
  title,
  size,
  variant = DEFAULT_VARIANT,
  query,
  path,
  id,
}: {
  listing: ListingDefinition<Item>
  title?: string | null
  size?: number | null
  variant?: Variant
  query?: ListQuery
  path?: string
  /** The block's id, so two listings on one page have distinct heading ids. */
  id?: string | null
}) {
  const general = listing as unknown as ListingDefinition<ListingItem>
  const options = await listingOptions(general, variant)
  const pageSize = size || listing.defaultSize
  // Unknown values count as no filter, so what is read (and cached) stays a bounded set.
  const state = readListingState(query ?? {}, listing.filters, options)
  const first = await listing.read(
    {
      page: state.page,
      size: pageSize,
      year: state.year ? Number(state.year) : undefined,
      month: state.month ? Number(state.month) : undefined,
      category: state.category || undefined,
      subCategory: state.subCategory || undefined,
    },
    variant,
  )
  const headingId = `listing-${listing.name}-${id ?? 'list'}`
  const note = listing.note?.(variant.locale)
  return (
    <section aria-labelledby={title ? headingId : undefined} className="page-section">
      {title ? (
        <h2 id={headingId} className="mb-8 font-serif text-3xl text-brand-900">
          {title}
        </h2>
      ) : null}
      {note ? <p className="mb-6 text-sm text-ink/75">{note}</p> : null}
      <ListingBrowser
        spec={listingSpec(general)}
        initial={first}
        initialState={state}
        options={options}
        size={pageSize}
        copy={listing.copy(variant.locale)}
        variant={variant}
        timeZone={siteConfig.SITE_TIME_ZONE}
        listPath={path ?? ''}
        headingLevel={title ? 'h3' : 'h2'}
      />
    </section>
  )
}
