import { findOne } from './content'
import type { Variant } from './variant'
import type { Home, Page } from '@/payload-types'

/** A content page by site path: the country's own record if it has one, else the GLOBAL one. */
export function getPage(path: string, variant: Variant): Promise<Page | null> {
  return findOne({ collection: 'pages', variant, key: { field: 'path', value: path } })
}

/** The home page for a country, falling back to GLOBAL. */
export function getHome(variant: Variant): Promise<Home | null> {
  return findOne({ collection: 'home', variant })
}
