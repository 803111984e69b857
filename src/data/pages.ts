import { collectionTag } from './cache-tags'
import { cachedRead } from './cached'
import { getPayloadClient } from './payload'
import { DEFAULT_COUNTRY, type Variant } from './variant'
import type { Home, Page } from '@/payload-types'

/** A content page by site path: the country's own record if it has one, else the GLOBAL one. */
export const getPage = cachedRead(
  'page-by-path',
  [collectionTag('pages')],
  async (draft, path: string, variant: Variant): Promise<Page | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: path }, country: { in: uniq([variant.country, DEFAULT_COUNTRY]) } },
      locale: variant.locale,
      fallbackLocale: 'en',
      draft,
      overrideAccess: draft,
      depth: 1,
      limit: 2,
    })
    return pickCountry(docs, variant.country)
  },
)

/** The home page for a country, falling back to GLOBAL. */
export const getHome = cachedRead(
  'home',
  [collectionTag('home')],
  async (draft, variant: Variant): Promise<Home | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'home',
      where: { country: { in: uniq([variant.country, DEFAULT_COUNTRY]) } },
      locale: variant.locale,
      fallbackLocale: 'en',
      draft,
      overrideAccess: draft,
      depth: 1,
      limit: 2,
    })
    return pickCountry(docs, variant.country)
  },
)

export function pickCountry<T extends { country: string }>(docs: T[], country: string): T | null {
  return docs.find((d) => d.country === country) ?? docs.find((d) => d.country === DEFAULT_COUNTRY) ?? null
}

const uniq = (values: string[]) => [...new Set(values)]
