import { getSiteIndex } from '@/data/site-index'
import { withApiErrors } from '@/app/_api'

/**
 * The proxy's routing table (src/proxy.ts reads it over loopback and keeps it in memory): markets
 * and published page keys. Public, like a sitemap; never cached by browsers or CDNs, since the
 * data module's tagged cache already makes it cheap and keeps it fresh on publish. While the
 * database is down (and the cache holds no copy) it answers 503, and the proxy keeps its last index.
 */
export const dynamic = 'force-dynamic'

export const GET = withApiErrors('site-index', async () => Response.json(await getSiteIndex(), { headers: { 'Cache-Control': 'no-store' } }))
