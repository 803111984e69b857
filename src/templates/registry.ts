import { categoryKindPages, galleryGroupPages, pageTypes, type PageType, type PageTypeName } from '@/routes'
import * as ownTemplates from './registry.generated'
import { contentPageTemplate } from './ContentPageTemplate'
import { inspiredGalleryTemplate } from './InspiredGalleryTemplate'
import { teaCategoryTemplate } from './TeaCategoryTemplate'
import type { Template } from './types'

/** Page types served by Next.js routes of their own (the home page has no frame; search and sharing render per request). */
const OWN_ROUTES = ['home', 'search', 'socialShare'] as const satisfies readonly PageTypeName[]
type Served = Exclude<PageTypeName, (typeof OWN_ROUTES)[number]>

// A module's `<pageType>Template` export serves that page type; a name that is no page type is a type error here.
type Own = typeof ownTemplates
const own: { [K in keyof Own as K extends `${infer Name}Template` ? (Name extends PageTypeName ? Name : never) : never]: Template } = Object.fromEntries(
  Object.entries(ownTemplates).map(([name, template]) => [name.slice(0, -'Template'.length), template]),
) as never
void (ownTemplates satisfies { [K in keyof Own]: K extends `${infer Name}Template` ? (Name extends PageTypeName ? Template : never) : never })

/**
 * The template of each page type in src/routes.ts, keyed by its name: a list page without documents
 * of its own is a `pages` record rendered as a content page with its query; the families' members
 * share one template each; every other type has a `<name>Template` in src/templates.
 */
export const templates = {
  ...Object.fromEntries(
    Object.entries(pageTypes as Record<string, PageType>)
      .filter(([, type]) => !type.collection && type.query)
      .map(([name]) => [name, contentPageTemplate]),
  ),
  ...Object.fromEntries(Object.entries(categoryKindPages).map(([kind, { item }]) => [item, teaCategoryTemplate(kind as keyof typeof categoryKindPages)])),
  ...Object.fromEntries(Object.entries(galleryGroupPages).map(([group, { item }]) => [item, inspiredGalleryTemplate(group as keyof typeof galleryGroupPages)])),
  ...own,
} as Record<Served, Template>

const missing = Object.keys(pageTypes).filter((name) => !(OWN_ROUTES as readonly string[]).includes(name) && !(name in templates))
if (missing.length) throw new Error(`page types without a template: ${missing.join(', ')} (export a <name>Template from src/templates)`)
