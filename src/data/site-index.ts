import type { CollectionSlug } from 'payload'
import type { KeyIndex } from '@/lib/routing/match'
import { pageTypes } from '@/routes'
import { findKeys } from './content'
import { DEFAULT_COUNTRY, LOCALES, type Locale } from './variant'

export type MarketEntry = { code: string; languages: Locale[] }

/**
 * What the proxy needs to route a request without touching the database: the markets (countries
 * with their own content, and the languages each offers) and the published keys of every
 * collection that backs a page type. Cached and tagged by the data module, so a publish refreshes it.
 */
export type SiteIndex = { markets: MarketEntry[]; keys: KeyIndex }

export async function getSiteIndex(): Promise<SiteIndex> {
  const indexed = new Map<string, string>()
  for (const type of Object.values(pageTypes)) {
    if ('collection' in type) indexed.set(type.collection, type.key)
  }
  const keys: KeyIndex = {}
  await Promise.all(
    [...indexed].map(async ([collection, keyField]) => {
      const byKey: Record<string, string[]> = {}
      for (const { key, country } of await findKeys(collection as CollectionSlug, keyField)) (byKey[key] ??= []).push(country)
      keys[collection] = byKey
    }),
  )
  return { markets: [{ code: DEFAULT_COUNTRY, languages: [...LOCALES] }], keys }
}
