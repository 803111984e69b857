import { cache } from 'react'
import type { Locale } from '@/config/variant'
import { listQueryOf } from '@/lib/routing/list-query'
import { matchPageType } from '@/lib/routing/match'
import { templates } from './registry'
import type { TemplatePage } from './types'

/**
 * The page at a site path: its page type from the route table, rendered by that type's template.
 * Once per request (React cache), shared by generateMetadata and the page. Null is a 404.
 * `search` (a list page's address query, per-request renders only) is a string so the cache can key on it.
 */
export const resolvePage = cache(async (path: string, country: string, locale: Locale, search?: string): Promise<TemplatePage | null> => {
  const match = matchPageType(path)
  if (!match || match.name === 'home' || match.name === 'search' || match.name === 'socialShare') return null
  const query = search === undefined ? undefined : listQueryOf(match.name, new URLSearchParams(search))
  return templates[match.name]({ path, variant: { country, locale }, params: match.params, query })
})
