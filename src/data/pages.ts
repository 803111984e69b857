import { collectionTag } from './cache-tags'
import { cachedRead } from './cached'
import { getPayloadClient } from './payload'
import { countryOrGlobal, pickCountry } from './country-fallback'
import type { Variant } from './variant'
import type { Home, Page } from '@/payload-types'

/** A content page by site path: the country's own record if it has one, else the GLOBAL one. */
export const getPage = cachedRead(
  'page-by-path',
  [collectionTag('pages')],
  async (draft, path: string, variant: Variant): Promise<Page | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ path: { equals: path } }, countryOrGlobal(variant)] },
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
      where: countryOrGlobal(variant),
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
