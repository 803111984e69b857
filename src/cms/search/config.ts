import type { SearchPluginConfig } from '@payloadcms/plugin-search/types'
import type { Field } from 'payload'
import { DEFAULT_LOCALE, isLocale } from '@/data/variant'
import { indexFields, searchCollections, searchSourceFor } from './sources'

/**
 * The site-wide search index (@payloadcms/plugin-search): one row per published document of
 * every collection in ./sources.ts, with localized title, excerpt, body and type, and the
 * document's site path and country. Drafts are never indexed, and unpublishing removes the row.
 */
const indexOnly = { readOnly: true }

const extraFields: Field[] = [
  { name: 'excerpt', type: 'textarea', localized: true, admin: indexOnly },
  { name: 'body', type: 'textarea', localized: true, admin: indexOnly },
  { name: 'url', type: 'text', index: true, admin: indexOnly },
  { name: 'type', type: 'text', localized: true, admin: indexOnly },
  { name: 'country', type: 'text', index: true, defaultValue: 'GLOBAL', admin: indexOnly },
]

export const searchIndexConfig: SearchPluginConfig = {
  collections: searchCollections,
  localize: true,
  syncDrafts: false,
  deleteDrafts: true,
  defaultPriorities: Object.fromEntries(searchCollections.map((slug) => [slug, searchSourceFor(slug)?.priority ?? 0])),
  searchOverrides: {
    admin: { group: 'Settings', defaultColumns: ['title', 'type', 'url', 'country'] },
    // Visitors may read the index: it holds published text only.
    access: { read: () => true },
    fields: ({ defaultFields }) => [...defaultFields, ...extraFields],
  },
  beforeSync: ({ collectionSlug, originalDoc, searchDoc, req }) => {
    const locale = isLocale(req.locale) ? req.locale : DEFAULT_LOCALE
    const fields = indexFields(collectionSlug, originalDoc, locale)
    return fields ? { ...searchDoc, ...fields } : searchDoc
  },
}
