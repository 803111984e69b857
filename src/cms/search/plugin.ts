import { searchPlugin } from '@payloadcms/plugin-search'
import type { CollectionAfterChangeHook, CollectionConfig, Config, Plugin } from 'payload'
import { searchIndexConfig } from './config'

/**
 * The search plugin, made to index every language on each save. On its own the plugin writes
 * only the locale the editor saved in, so a page written in English would stay unfindable
 * from the German site although the page itself falls back to English. Here the plugin's
 * sync hook runs once more for every other locale (as an update of the same index row), and
 * the localized read inside it applies the usual fallback.
 */
export function siteSearchPlugin(): Plugin {
  const base = searchPlugin(searchIndexConfig)
  return async (incoming: Config) => {
    const config = await base(incoming)
    const locales = config.localization ? config.localization.locales.map((l) => (typeof l === 'string' ? l : l.code)) : []
    if (locales.length < 2) return config
    const defaultLocale = config.localization ? config.localization.defaultLocale : undefined
    return {
      ...config,
      collections: config.collections?.map((collection) =>
        searchIndexConfig.collections?.includes(collection.slug) ? syncEveryLocale(collection, locales, defaultLocale) : collection,
      ),
    }
  }
}

function syncEveryLocale(collection: CollectionConfig, locales: string[], defaultLocale?: string): CollectionConfig {
  const hooks = collection.hooks?.afterChange ?? []
  // The plugin appends its sync hook last.
  const sync = hooks.at(-1)
  if (!sync) return collection
  const syncAll: CollectionAfterChangeHook = async (args) => {
    const req = args.req as { locale?: string; context?: { syncedDocsSet?: unknown } }
    const saved = req.locale
    const only = searchLocalesOf(req.context)
    // The plugin skips documents it has synced earlier "in this request", remembering them in the
    // context object; callers that reuse one context object across writes (a seed script) would
    // otherwise never get a later change into the index.
    const synced = req.context?.syncedDocsSet
    if (synced instanceof Set) for (const locale of locales) synced.delete(`${collection.slug}:${args.doc.id}:${locale}`)
    const first = saved && locales.includes(saved) ? saved : defaultLocale
    try {
      req.locale = first
      await sync(args)
      for (const locale of locales) {
        if (locale === first || (only && !only.includes(locale))) continue
        req.locale = locale
        // The row exists (or was rightly skipped) after the first pass: only update it.
        await sync({ ...args, operation: 'update' })
      }
    } finally {
      req.locale = saved
    }
    return args.doc
  }
  return { ...collection, hooks: { ...collection.hooks, afterChange: [...hooks.slice(0, -1), syncAll] } }
}

/**
 * A writer that saves every language itself (the seed: English, then German onto the same document) names the
 * languages whose index entries this save leaves final, `context.searchLocales`; the others are written by its
 * next save. The saved language is always synced.
 */
function searchLocalesOf(context: unknown): readonly string[] | undefined {
  const value = (context as { searchLocales?: unknown } | undefined)?.searchLocales
  return Array.isArray(value) ? value : undefined
}
