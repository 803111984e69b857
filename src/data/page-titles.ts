import type { CollectionSlug } from 'payload'
import type { Variant } from '@/config/variant'
import { matchPageType } from '@/lib/routing/match'
import { pageTypes, type PageType } from '@/routes'
import { aliasOf, aliasTargetPath } from '@/lib/routing/aliases'
import { getRedirects } from './redirects'
import { findOne } from './content'
import { getPayloadClient } from './payload'

/**
 * The title of the page at a site path (decoded), in the variant's language with English filling
 * gaps, or null when the path has no page of its own. A page type with documents (content pages too) reads its
 * title field (the collection's `useAsTitle`); a list page without a collection reads its
 * `pages` record; an alias reads the page it leads to. For labels built from a path, such as the
 * breadcrumb's levels: through findOne, so the read is the cached one the page itself makes.
 */
export async function findPageTitle(path: string, variant: Variant): Promise<string | null> {
  const alias = aliasOf(path, await getRedirects())
  const target = alias ? aliasTargetPath(alias) : path
  if (target === null) return null
  const match = matchPageType(target)
  if (!match) return null
  const type: PageType = pageTypes[match.name]
  const keyed = type.collection && type.key ? { collection: type.collection as CollectionSlug, field: type.key, value: match.params[type.key] } : null
  const read = keyed ?? (type.query ? { collection: 'pages' as const, field: 'path', value: target } : null)
  if (!read?.value) return null
  const doc = await findOne({ collection: read.collection, variant, key: { field: read.field, value: read.value } })
  if (!doc) return null
  const titleField = (await getPayloadClient()).collections[read.collection]?.config.admin.useAsTitle ?? 'title'
  const title = (doc as unknown as Record<string, unknown>)[titleField]
  return typeof title === 'string' && title.trim() ? title.trim() : null
}
