import type { Media, PressCategory, PressItem } from '@/payload-types'
import { dictionary } from '@/i18n'
import { pageTypes, routes } from '@/routes'
import { listFilters } from '@/lib/listing/types'
import { collectionTag } from '@/config/cache-tags'
import { findAll, findBySlug, findList } from '../content'
import type { Variant } from '@/config/variant'
import { pictureOf, picturesOf, type Picture } from '@/lib/media/picture'
import { allOf, categoryRef, dateWhere, defineListing, neighbourLink, neighboursOf, yearOptions, type CategoryRef, type ListingFilters, type Neighbour } from './listing'

export type PressCategoryRef = CategoryRef

/** A category of the press list with its sub-categories (GET /dmc-apis/press_categories). */
export type PressCategoryItem = PressCategoryRef & { url: string; sub_categories: (PressCategoryRef & { url: string })[] }

/** One press item in a list (GET /dmc-apis/press, the press listing). */
export type PressListItem = {
  slug: string
  url: string
  title: string
  date: string
  category: PressCategoryRef | null
  sub_category: PressCategoryRef | null
  publication: string | null
  summary: string
  image: Picture | null
  /** Where the original is: the address elsewhere, if any. */
  link: string | null
}

export type PressFile = { url: string; filename: string; filesize: number | null }

export type PressDetail = PressListItem & {
  body: NonNullable<PressItem['body']> | null
  file: PressFile | null
  images: Picture[]
  previous: Neighbour | null
  next: Neighbour | null
}

/** The press list filtered to a category (and sub-category): a category's `url`. */
export const pressCategoryUrl = (category: string, subCategory?: string) =>
  `${routes.media.inPress()}?category=${encodeURIComponent(category)}${subCategory ? `&subCategory=${encodeURIComponent(subCategory)}` : ''}`

export function toPressListItem(doc: PressItem): PressListItem {
  return {
    slug: doc.slug,
    url: routes.media.inPress(doc.slug),
    title: doc.title,
    date: doc.date,
    category: categoryRef(doc.category, doc.category_slug),
    sub_category: categoryRef(doc.sub_category, doc.sub_category_slug),
    publication: doc.publication ?? null,
    summary: doc.summary,
    image: pictureOf(doc.images?.[0]?.image),
    link: doc.link || null,
  }
}

/** A page of a country's press items, newest first; categories by slug, checked by the caller. */
export async function findPress(filters: ListingFilters, variant: Variant): Promise<{ items: PressListItem[]; total: number }> {
  const { docs, total } = await findList({
    collection: 'press',
    variant,
    where: allOf([
      ...dateWhere(filters),
      ...(filters.category ? [{ category_slug: { equals: filters.category } }] : []),
      ...(filters.subCategory ? [{ sub_category_slug: { equals: filters.subCategory } }] : []),
    ]),
    sort: ['-date', 'slug'],
    page: filters.page,
    size: filters.size,
    depth: 1,
    // Items embed their categories' names.
    tags: [collectionTag('press-categories')],
  })
  return { items: docs.map(toPressListItem), total }
}

/** The categories of a country's press list with their sub-categories, in the editors' order. */
export async function listPressCategories(variant: Variant): Promise<PressCategoryItem[]> {
  const docs = await findAll('press-categories', variant, { sort: ['order', 'slug'] })
  const parentSlug = (doc: PressCategory) => (doc.parent && typeof doc.parent === 'object' ? doc.parent.slug : null)
  return docs
    .filter((doc) => !doc.parent)
    .map((category) => ({
      slug: category.slug,
      name: category.name,
      url: pressCategoryUrl(category.slug),
      sub_categories: docs
        .filter((doc) => parentSlug(doc) === category.slug)
        .map((sub) => ({ slug: sub.slug, name: sub.name, url: pressCategoryUrl(category.slug, sub.slug) })),
    }))
}

export function getPress(slug: string, variant: Variant): Promise<PressItem | null> {
  return findBySlug('press', slug, variant)
}

function fileOf(file: number | Media | null | undefined): PressFile | null {
  if (!file || typeof file !== 'object' || !file.url) return null
  return { url: file.url, filename: file.filename ?? 'press.pdf', filesize: file.filesize ?? null }
}

export async function toPressDetail(doc: PressItem, variant: Variant): Promise<PressDetail> {
  const around = await neighboursOf('press', variant, { field: 'date', value: doc.date, slug: doc.slug }, neighbourLink(routes.media.inPress))
  return {
    ...toPressListItem(doc),
    body: doc.body ?? null,
    file: fileOf(doc.file),
    images: picturesOf(doc.images?.map((row) => row.image)),
    ...around,
  }
}

/** The press listing: by year, month, category and sub-category. */
export const pressListing = defineListing<PressListItem>({
  name: 'press',
  endpoint: '/dmc-apis/press',
  collection: 'press',
  tags: [collectionTag('press-categories')],
  defaultSize: 9,
  filters: listFilters(pageTypes.pressList),
  card: { title: 'title', date: 'date', image: 'image', teaser: 'summary', meta: 'publication', dateStyle: 'day' },
  read: findPress,
  options: async (variant) => {
    const [years, categories] = await Promise.all([yearOptions('press', variant), listPressCategories(variant)])
    return {
      year: years,
      category: categories.map((category) => ({ value: category.slug, label: category.name })),
      subCategory: categories.flatMap((category) => category.sub_categories.map((sub) => ({ value: sub.slug, label: sub.name, parent: category.slug }))),
    }
  },
  copy: (locale) => {
    const t = dictionary(locale).mediaCore
    return { itemOne: t.pressItem, itemOther: t.pressItems }
  },
})
