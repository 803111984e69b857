import { clientIp, notFoundError, parseJsonBody, rateLimit, shareCountLimit, tooManyRequests, withApiErrors } from '@/app/_api'
import { countShare, isPublishedItem } from '@/data/share-clicks'
import { otherMethods } from '@/lib/api/methods'
import { shareCountBody } from '@/app/_api/share-count-body'
import { discardBody, MAX_JSON_BYTES } from '@/lib/api/submissions/read-body'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /dmc-apis/share_count with `{"item":"{collection}:{slug}","network":"facebook"}`: counts one
 * click on a share link (sent by the ShareCounter island with a keepalive fetch, which reads no
 * answer). JSON only: 415 for any other type. 200 `{data: {item, network, count}}`; 400 for an unknown collection or network or a
 * malformed body; 413 past 16 KB; 404 for an item without a published page; 429 over the per-IP limit. Nothing
 * about the visitor is stored.
 */
export const POST = withApiErrors('share_count', async (request: Request) => {
  const limit = await rateLimit(`share_count:${clientIp(request)}`, shareCountLimit())
  // Refused unread: the body is discarded first, so the connection stays usable (read-body.ts).
  if (!limit.allowed) throw tooManyRequests(limit, await discardBody(request, MAX_JSON_BYTES))
  const { item, network } = await parseJsonBody(request, shareCountBody)
  const key = `${item.collection}:${item.slug}`
  if (!(await isPublishedItem(item.collection, item.slug))) throw notFoundError(`No published item is named "${key}"`)
  const count = await countShare(item, network)
  return Response.json({ data: { item: key, network, count } }, { headers: noStore })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
