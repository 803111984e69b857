import { getSiteIndex } from '@/data/site-index'

/**
 * The proxy's routing table (src/proxy.ts reads it over loopback and keeps it in memory): markets
 * and published page keys. Public, like a sitemap; never cached by browsers or CDNs, since the
 * data module's tagged cache already makes it cheap and keeps it fresh on publish.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await getSiteIndex(), { headers: { 'Cache-Control': 'no-store' } })
}
