import type { CollectionSlug } from 'payload'
import { pagePath } from '@/lib/routing/document-path'
import { pageTypes, routes, type PageType } from '@/routes'
import { findIndexableKeys } from './content'
import { DEFAULT_COUNTRY } from '@/config/variant'

export type SitemapEntry = { path: string; lastModified?: string }

/**
 * Every page a search engine should know, for the default variant: the home page, then each
 * published document of each page type that has a collection, its path built from the type's
 * pattern, the document's key and the fields the type names for its other parameters. Documents marked prevent_indexing are left out; so are other
 * countries' own documents (their paths answer only in that country's variant), and second addresses
 * (`alternate` page types), whose canonical is another type's path.
 */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const types = Object.values(pageTypes as Record<string, PageType>).filter(
    (type): type is PageType & { collection: string; key: string } => Boolean(type.collection && type.key) && !type.testOnly && !type.alternate,
  )
  const perType = await Promise.all(
    types.map(async (type) => {
      const paramFields: Record<string, string> = type.fields ?? {}
      const only: Record<string, string> = type.only ?? {}
      const keys = await findIndexableKeys(type.collection as CollectionSlug, type.key, [...Object.values(paramFields), ...Object.keys(only)])
      return keys
        .filter(({ country }) => country === DEFAULT_COUNTRY)
        .flatMap(({ key, updatedAt, fields }): SitemapEntry[] => {
          const path = pagePath(type, key, fields)
          return path ? [{ path, lastModified: updatedAt }] : []
        })
    }),
  )
  const seen = new Set<string>([routes.home])
  const pages = perType.flat().filter(({ path }) => !seen.has(path) && (seen.add(path), true))
  return [{ path: routes.home }, ...pages.sort((a, b) => a.path.localeCompare(b.path))]
}
