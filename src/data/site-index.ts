import type { CollectionSlug } from 'payload'
import type { KeyIndex, SiteIndex } from '@/lib/routing/match'
import { pageTypes, type PageType } from '@/routes'
import { findKeys } from './content'
import { getMarkets } from './markets'
import { getRedirects } from './redirects'

/**
 * What the proxy needs to route a request without touching the database: the markets (countries
 * with their own content, and the languages each offers) and the published keys of every
 * collection that backs a page type, and the editors' redirects. Cached and tagged by the data module, so a publish
 * or a saved redirect refreshes it.
 */
export type { SiteIndex }

export async function getSiteIndex(): Promise<SiteIndex> {
  const indexed = new Map<string, string>()
  for (const type of Object.values(pageTypes as Record<string, PageType>)) {
    if (type.collection && type.key) indexed.set(type.collection, type.key)
  }
  const keys: KeyIndex = {}
  const [markets, redirects] = await Promise.all([
    getMarkets(),
    getRedirects(),
    ...[...indexed].map(async ([collection, keyField]) => {
      // No prototype: a key such as `constructor` is a slug like any other.
      const byKey: Record<string, string[]> = Object.create(null)
      for (const { key, country } of await findKeys(collection as CollectionSlug, keyField)) (byKey[key] ??= []).push(country)
      keys[collection] = byKey
    }),
  ])
  return { markets, keys, redirects }
}
