import { countries } from 'countries-list'
import type { Rewrite } from 'next/dist/lib/load-custom-routes'

/**
 * Maps every public path onto the internal per-variant segment /v/{country}/{lang}/…, chosen from
 * the visitor's `country` and `lang` cookies (unknown values fall back to GLOBAL and en). Each
 * variant of a page is then its own static, tag-revalidated cache entry, and no page reads cookies
 * (which would make it dynamic). Done with config rewrites rather than a proxy (middleware): they
 * run inside the router, with no extra function call per request.
 */
const COUNTRY = `(?<country>GLOBAL|${Object.keys(countries).join('|')})`
const LANG = '(?<lang>en|de)'

// Everything except Payload, the REST contract, previews, Next internals, files with an extension,
// and the internal /v/ segment itself (rewrites chain, so it must not be rewritten twice).
export const SITE_PATH = '/:path((?!(?:api|admin|graphql|dmc-apis|preview|_next|flags|images|v)(?:/|$))(?!.*\\.[A-Za-z0-9]+$).*)'

type Cookie = { type: 'cookie'; key: string; value: string }
const countryCookie: Cookie = { type: 'cookie', key: 'country', value: COUNTRY }
const langCookie: Cookie = { type: 'cookie', key: 'lang', value: LANG }

type Variant = { has: Cookie[]; missing?: { type: 'cookie'; key: string }[]; country: string; lang: string }

const variants: Variant[] = [
  // Fast path first. Next.js compiles each rule's pattern again on every request until one matches,
  // and most requests (first visits, crawlers, the CDN) carry neither cookie.
  { has: [], missing: [{ type: 'cookie', key: 'country' }, { type: 'cookie', key: 'lang' }], country: 'GLOBAL', lang: 'en' },
  { has: [countryCookie, langCookie], country: ':country', lang: ':lang' },
  { has: [countryCookie], country: ':country', lang: 'en' },
  { has: [langCookie], country: 'GLOBAL', lang: ':lang' },
  // Cookies with unknown values.
  { has: [], country: 'GLOBAL', lang: 'en' },
]

// SITE_PATH also matches "/" (with an empty :path), so one rule per variant covers the home page too.
export const variantRewrites: Rewrite[] = variants.map(({ has, missing, country, lang }) => ({
  source: SITE_PATH,
  has,
  ...(missing ? { missing } : {}),
  destination: `/v/${country}/${lang}/:path`,
}))
