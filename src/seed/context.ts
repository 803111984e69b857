import type { Locale } from './types'

/**
 * Passed on every seed write: the seed runs outside a Next.js server (or before it starts),
 * so there is no page cache to revalidate, and thousands of tag expiries would be noise; its pictures'
 * sizes are made by the seed or by one sweep after it (src/cms/uploads/picture-sizes.ts), not a job each.
 */
export const SEED_CONTEXT = { disableRevalidate: true, pictureSizesLater: true } as const

/**
 * A seed write of one language of a document the seed writes in English and then, `translated`, in German onto the
 * same rows: each save indexes only its own language for the site search (src/cms/search/plugin.ts), so no entry
 * is written twice. A document written in English only indexes every language (German falls back to English).
 */
export function seedWriteContext(locale: Locale, translated: boolean) {
  return translated ? { ...SEED_CONTEXT, searchLocales: [locale] } : SEED_CONTEXT
}
