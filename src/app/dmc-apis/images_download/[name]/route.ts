import { getAlbum } from '@/data/media/media-items'
import { pressKit, pressKitRequest } from '@/lib/press-kit/press-kit'
import { clientIp, pressKitLimit, rateLimit, tooManyRequests, withApiErrors } from '@/app/_api'
import { otherMethods } from '@/lib/api/methods'

/**
 * GET /dmc-apis/images_download/{name}?ids=1,2,3[&lang&country]: the press kit of an album, a zip
 * streamed from the stored originals of the chosen pictures (ids from images_by_name's `images`;
 * repeated `ids` parameters work too, so a plain GET form of checkboxes can ask for it) and a
 * captions.txt. 404 for an unknown album; 400 for no ids, malformed ids or ids of pictures that
 * are not in this album; 413 when the originals together exceed PRESS_KIT_MAX_BYTES; 429 with Retry-After
 * past a few downloads a minute from one client (each may be up to that size).
 */
export const GET = withApiErrors('images_download', async (request: Request, context: { params: Promise<{ name?: string }> }) => {
  const { slug, ids, variant } = pressKitRequest(request, (await context.params).name)
  return pressKit(await getAlbum(slug, variant), slug, ids, async () => {
    const limit = await rateLimit(`images_download:${clientIp(request)}`, pressKitLimit())
    if (!limit.allowed) throw tooManyRequests(limit)
  })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
