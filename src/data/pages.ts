import { findList, findOne } from './content'
import type { Variant } from '@/config/variant'
import type { Home, Page } from '@/payload-types'

/** A content page by site path: the country's own record if it has one, else the GLOBAL one. */
export function getPage(path: string, variant: Variant): Promise<Page | null> {
  return findOne({ collection: 'pages', variant, key: { field: 'path', value: path } })
}

/** The home page for a country, falling back to GLOBAL. */
export function getHome(variant: Variant): Promise<Home | null> {
  return findOne({ collection: 'home', variant })
}

export type ChildPage = { path: string; title: string }

/**
 * The published content pages under a path (every `pages` record whose path starts with
 * `path + '/'`), by path: a range's sub-pages, for its "In this range" links. The country rule
 * of lists applies (the country's own record of a path replaces GLOBAL's).
 */
export async function findChildPages(path: string, variant: Variant): Promise<ChildPage[]> {
  const prefix = `${path.replace(/\/+$/, '')}/`
  const { docs } = await findList({
    collection: 'pages',
    variant,
    keyField: 'path',
    // `like` matches anywhere in the path; the prefix check below keeps only the pages under it.
    where: { path: { like: prefix } },
    sort: 'path',
    size: 0,
    depth: 0,
    select: { path: true, title: true },
  })
  return docs.filter((doc) => doc.path.startsWith(prefix)).map((doc) => ({ path: doc.path, title: doc.title }))
}
