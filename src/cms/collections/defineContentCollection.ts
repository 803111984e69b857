import type { CollectionAdminOptions, CollectionConfig, CollectionSlug, Field } from 'payload'
import { createContent, deleteContent, publishedOrAuthenticated, updateContent } from '../access'
import { countryField } from '../fields/country'
import { seoField } from '../fields/seo'
import { slugFollowingTitle } from '../fields/slug'
import { revalidateDocumentHooks } from '../hooks/revalidate'
import { marketOverridesField, withMarketFilter } from '../admin/config'
import { marketOverrideEndpoint } from '../market-override/override-endpoint'
import { keepMarketEditorsInTheirMarkets, marketEditorsCreateInTheirMarket, translatorsChangeTranslationsOnly } from '../hooks/role-guards'
import { onlyPublishersChangeStatus } from '../hooks/publish-guard'
import type { SearchSource } from '../search/source'
import { previewAdmin, type PreviewPath } from '../preview'
import { recordSavedBy, savedByField } from '../fields/saved-by'
import { recordTranslationsDue, translationsDueField } from '../translations/needs-update'

/** How soon after an edit the admin saves a draft (and the live preview refreshes). */
const AUTOSAVE_MS = 800

type ContentCollectionOptions<S extends CollectionSlug> = Omit<CollectionConfig, 'slug' | 'fields' | 'access' | 'versions' | 'hooks' | 'labels' | 'admin'> & {
  slug: S
  /** The field a visitor's URL finds the document by: `slug` unless given (`path` for pages, `country` for the home page). */
  key?: string
  /** The admin's names for one document and for the collection. */
  labels?: [singular: string, plural: string]
  /** The admin's sidebar group (./content.ts orders the groups). */
  group: string
  /** The field the admin names a document by: unless given, `title`, or `name` in a collection with a name and no title. */
  useAsTitle?: string
  /** The list's columns between the title and the country and status that every list ends with. */
  columns?: string[]
  /** Further admin settings; `defaultColumns` here replaces the list built from `columns`. */
  admin?: Omit<CollectionAdminOptions, 'group' | 'useAsTitle'>
  /** The collection's own fields; the country field and the SEO group are added. */
  fields: Field[]
  /** Makes the collection part of the site search (src/cms/search). */
  search?: SearchSource<S>
  /**
   * Where a document is seen, for collections without page types of their own (a letter's anchor on
   * its list, a category's filtered list). Others are previewed at their page (src/lib/routing/document-path.ts).
   */
  previewPath?: PreviewPath
}

/**
 * A public content collection: per country (GLOBAL is every country's fallback), with the shared
 * SEO group, drafts, visitors reading published documents only and editors writing by role (../access/roles.ts:
 * market editors in their markets, translators their languages' fields), per-document
 * cache revalidation on publish (../hooks/revalidate.ts) and, when given, a site-search entry.
 * A collection declares only its own fields, its admin names, group and list columns, and its key and title field where
 * they are not the usual ones; a collection with an `order` field is listed by it.
 */
export function defineContentCollection<S extends CollectionSlug>({
  key = 'slug',
  fields,
  search,
  previewPath,
  labels,
  group,
  useAsTitle,
  columns,
  admin,
  ...config
}: ContentCollectionOptions<S>): CollectionConfig & { slug: S } {
  // A key is unique within a country; a collection keyed by the country has one document per country.
  const country = key === 'country' ? ({ ...countryField(), unique: true } as Field) : countryField()
  const has = (name: string) => fields.some((field) => 'name' in field && field.name === name)
  const hasOrder = has('order')
  useAsTitle ??= has('name') && !has('title') ? 'name' : 'title'
  return {
    ...(labels && { labels: { singular: labels[0], plural: labels[1] } }),
    ...(hasOrder && { defaultSort: 'order' }),
    ...config,
    // Preview in the document's market and language; per-market editing (the list's market links,
    // the sidebar's GLOBAL ⇄ market links, copying a GLOBAL record for a market).
    admin: withMarketFilter({
      ...previewAdmin(config.slug, previewPath),
      useAsTitle,
      ...(columns && { defaultColumns: [useAsTitle, ...columns, 'country', '_status'] }),
      group,
      ...admin,
    }),
    endpoints: [...(config.endpoints || []), marketOverrideEndpoint(key)],
    access: { read: publishedOrAuthenticated, create: createContent, update: updateContent, delete: deleteContent },
    // Autosave feeds the live preview (each change is saved as a draft, then the frame refreshes);
    // scheduled publishing runs through the jobs queue (src/cms/jobs.ts).
    versions: { drafts: { autosave: { interval: AUTOSAVE_MS }, schedulePublish: true }, maxPerDoc: 20 },
    hooks: withRoleGuards(revalidateDocumentHooks(key)),
    // Who saved each version, and which translations an English change left out of date (../translations/needs-update.ts).
    fields: [...slugFollowingTitle(fields, useAsTitle), country, marketOverridesField(), seoField(), savedByField(), translationsDueField()],
    custom: { ...config.custom, search, contentKey: key },
  }
}

/** The role guards run first: a refused save must not start the revalidation's bookkeeping, nor record who saved. */
function withRoleGuards<H extends { beforeChange: NonNullable<CollectionConfig['hooks']>['beforeChange'] }>(hooks: H): H & Pick<NonNullable<CollectionConfig['hooks']>, 'beforeOperation'> {
  return {
    ...hooks,
    beforeOperation: [marketEditorsCreateInTheirMarket, onlyPublishersChangeStatus],
    beforeChange: [keepMarketEditorsInTheirMarkets, translatorsChangeTranslationsOnly, recordSavedBy, recordTranslationsDue, ...(hooks.beforeChange ?? [])],
  }
}
