import { contentEditors } from '../access'
import type { SearchPluginConfig } from '@payloadcms/plugin-search/types'
import type { Field } from 'payload'
import { indexFields, searchCollections, searchSourceFor } from './sources'

/**
 * The site-wide search index (@payloadcms/plugin-search): one row per published document of
 * every collection in ./sources.ts, with localized title, excerpt and body, its type, and the
 * document's site path and country. Drafts are never indexed, and unpublishing removes the row.
 */
const indexOnly = { readOnly: true }

const extraFields: Field[] = [
  { name: 'excerpt', type: 'textarea', localized: true, admin: indexOnly },
  { name: 'body', type: 'textarea', localized: true, admin: indexOnly },
  { name: 'url', type: 'text', index: true, admin: indexOnly },
  // The English label, for editors; visitors get their language's label from ./sources at query time.
  { name: 'type', type: 'text', admin: indexOnly },
  { name: 'country', type: 'text', index: true, defaultValue: 'GLOBAL', admin: indexOnly },
  // The source collection's slug (the result's type) and the filter words of ./tags.ts.
  { name: 'collection', type: 'text', admin: indexOnly },
  { name: 'tags', type: 'text', admin: indexOnly },
  // The result's thumbnail: the document's card picture (./picture.ts).
  { name: 'image', type: 'upload', relationTo: 'media', admin: indexOnly },
]

export const searchIndexConfig: SearchPluginConfig = {
  collections: searchCollections,
  localize: true,
  syncDrafts: false,
  deleteDrafts: true,
  defaultPriorities: Object.fromEntries(searchCollections.map((slug) => [slug, searchSourceFor(slug)?.priority ?? 0])),
  searchOverrides: {
    labels: { singular: 'Search index entry', plural: 'Search index' },
    admin: { group: 'System', defaultColumns: ['title', 'type', 'url', 'country'] },
    // Visitors may read the index: it holds published text only.
    // The index is written by the sync (past access); by hand only by admins and editors.
    access: { read: () => true, create: contentEditors, update: contentEditors, delete: contentEditors },
    fields: ({ defaultFields }) => [...defaultFields, ...extraFields],
  },
  // `originalDoc` is already read in the language being synced (with the English fallback).
  beforeSync: ({ collectionSlug, originalDoc, searchDoc }) => {
    const fields = indexFields(collectionSlug, originalDoc)
    return fields ? { ...searchDoc, ...fields } : searchDoc
  },
}
