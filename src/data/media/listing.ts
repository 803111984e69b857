import type { CollectionSlug, Where } from 'payload'
import type { ListingCopy, ListingItem, ListingOptions, ListingSpec, FilterOption } from '@/lib/listing/types'
import { findList } from '../content'
import type { Locale, Variant } from '@/config/variant'

/**
 * The server half of a media listing (the engine: src/components/listing/ListingSection.tsx).
 * A listing is a declaration: its collection, which filters it offers, how it reads a page of
 * items, the filters' choices and how an item becomes a card (`card`, from ListingSpec). The list
 * block, the per-request page render and the REST call (src/app/_api/listing-endpoint.ts) all take
 * it, so news, events, press and every later media list share one mechanism.
 */

/** A page of a listing, its filters already checked against their choices. */
export type ListingFilters = { page: number; size: number; year?: number; month?: number; category?: string; subCategory?: string }

export type ListingDefinition<Item extends ListingItem = ListingItem> = ListingSpec & {
  /** The collection listed: its publishes refresh the listing (and tag the REST call). */
  collection: CollectionSlug
  /** Other collections whose data the items embed (a press item's category name). */
  tags?: string[]
  /** Items per page when neither the block nor the caller says. */
  defaultSize: number
  read: (filters: ListingFilters, variant: Variant) => Promise<{ items: Item[]; total: number }>
  /** The choices of the declared filters; the engine adds the twelve months for `month`. */
  options: (variant: Variant) => Promise<ListingOptions>
  copy: (locale: Locale) => ListingCopy
  /** A sentence said once above the items, where a listing needs one (the language of its recordings). */
  note?: (locale: Locale) => string | null
}

/** Ties a listing's item type to its card fields (a name that is not a field of the item is a type error). */
export function defineListing<Item extends ListingItem>(
  listing: Omit<ListingDefinition<Item>, 'card'> & { card: { [K in keyof ListingSpec['card']]: K extends 'dateStyle' ? ListingSpec['card'][K] : Extract<keyof Item, string> } },
): ListingDefinition<Item> {
  return listing as ListingDefinition<Item>
}

/** The serialisable part of a definition, for the browser island. */
export const listingSpec = ({ name, endpoint, filters, card, renderer }: ListingDefinition<ListingItem>): ListingSpec => ({ name, endpoint, filters, card, ...(renderer ? { renderer } : {}) })

/** The years the REST calls accept for `year` (outside: a 400). */
export const LISTING_YEARS = { min: 1900, max: 2100 } as const

/** The `year`/`month` filter on the fields datePartFields() keeps (src/cms/fields/date-parts.ts). */
export function dateWhere({ year, month }: Pick<ListingFilters, 'year' | 'month'>): Where[] {
  return [...(year ? [{ year: { equals: year } }] : []), ...(month ? [{ month: { equals: month } }] : [])]
}

export const allOf = (conditions: Where[]): Where | undefined => (conditions.length ? { and: conditions } : undefined)

/** The years that have items in a country, newest first: the year filter's choices. */
export async function yearOptions(collection: CollectionSlug, variant: Variant): Promise<FilterOption[]> {
  const { docs } = await findList({ collection, variant, select: { year: true, slug: true }, size: 0, depth: 0 })
  const years = new Set((docs as { year?: number | null }[]).map((doc) => doc.year).filter((year): year is number => typeof year === 'number'))
  return [...years].sort((a, b) => b - a).map((year) => ({ value: String(year), label: String(year) }))
}

/** January to December in the visitor's language. */
export function monthOptions(locale: Locale): FilterOption[] {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: name.format(new Date(Date.UTC(2000, i, 15))) }))
}

/** Every declared filter's choices: the listing's own, plus the months. */
export async function listingOptions(listing: ListingDefinition<ListingItem>, variant: Variant): Promise<ListingOptions> {
  const own = await listing.options(variant)
  return listing.filters.includes('month') && !own.month ? { ...own, month: monthOptions(variant.locale) } : own
}

/** A neighbouring item of a detail page: previous (older or earlier) and next (newer or later). */
export type Neighbour = { slug: string; url: string; title: string }

/** The usual `toNeighbour` of neighboursOf: the item's slug, its page (`urlOf`) and its title. */
export const neighbourLink =
  (urlOf: (slug: string) => string) =>
  (doc: Record<string, unknown>): Neighbour => ({ slug: String(doc.slug), url: urlOf(String(doc.slug)), title: String(doc.title ?? doc.slug) })

/** An item's category from an editable categories collection (press, blog): `{slug, name}`. */
export type CategoryRef = { slug: string; name: string }

/**
 * The category a relationship names, populated or not: its name when the read populated it, else
 * the slug the item keeps a copy of (slugCopyField) as its name, so a card still says something.
 */
export function categoryRef(value: number | { slug: string; name: string } | null | undefined, slug: string | null | undefined): CategoryRef | null {
  if (value && typeof value === 'object') return { slug: value.slug, name: value.name }
  return slug ? { slug, name: slug } : null
}

/**
 * The items before and after one in a dated list of a country (the list rule applies), by
 * `field` and then slug, so items of the same date still have a fixed order.
 */
export async function neighboursOf(
  collection: CollectionSlug,
  variant: Variant,
  { field, value, slug }: { field: string; value: string; slug: string },
  toNeighbour: (doc: Record<string, unknown>) => Neighbour,
): Promise<{ previous: Neighbour | null; next: Neighbour | null }> {
  const side = (before: boolean) =>
    findList({
      collection,
      variant,
      where: { or: [{ [field]: { [before ? 'less_than' : 'greater_than']: value } }, { and: [{ [field]: { equals: value } }, { slug: { [before ? 'less_than' : 'greater_than']: slug } }] }] },
      sort: before ? [`-${field}`, '-slug'] : [field, 'slug'],
      size: 1,
      depth: 0,
      select: { slug: true, title: true, [field]: true },
    }).then(({ docs }) => (docs[0] ? toNeighbour(docs[0] as unknown as Record<string, unknown>) : null))
  const [previous, next] = await Promise.all([side(true), side(false)])
  return { previous, next }
}
