import { collectionTag } from '@/config/cache-tags'
import type { Redirects, RedirectStatus } from '@/lib/routing/aliases'
import { cachedRead } from './cached'
import { getPayloadClient } from './payload'

/** More than a site keeps by hand; the site index carries them all to every proxy. */
export const MAX_REDIRECTS = 2000

/**
 * The editors' redirects (the admin's Redirects), each address with where it leads and its status.
 * Read through the tagged cache, expired when a redirect is saved or deleted, and carried to the
 * proxy by the site index, so a request never queries the database for them.
 */
export const getRedirects = cachedRead('redirects', [collectionTag('redirects')], async (): Promise<Redirects> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    limit: MAX_REDIRECTS,
    pagination: false,
    sort: 'from',
    select: { from: true, to: true, type: true },
  })
  const redirects: Redirects = Object.create(null)
  for (const doc of docs) {
    const to = doc.to?.url
    if (!doc.from || !to) continue
    redirects[doc.from] = { to, status: Number(doc.type) === 307 ? 307 : (308 satisfies RedirectStatus) }
  }
  return redirects
})
