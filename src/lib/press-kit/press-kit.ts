import type { ImageAlbum, Media } from '@/payload-types'
import type { Variant } from '@/config/variant'
import { ApiError, badRequest, notFoundError } from '@/lib/api/errors'
import { parseQuery, variantOf, variantShape } from '@/lib/api/query'
import { fileSize } from '@/lib/media/file-facts'
import { limits } from '@/site.config'
import { openStoredMedia, storedMediaExists } from './stored-file'
import { zipStream, type ZipEntry } from './zip-stream'

/** At most this many pictures per download: an album holds at most 100 (ImageAlbums' maxRows). */
export const MAX_PRESS_KIT_IDS = 100

const ID = /^\d{1,9}$/

/** The album's slug, the chosen ids (each once, in the order given) and the variant from a download request. */
export function pressKitRequest(request: Request, rawName: string | undefined): { slug: string; ids: number[]; variant: Variant } {
  let slug: string
  try {
    slug = decodeURIComponent(rawName ?? '').trim()
  } catch {
    throw badRequest('The address contains a malformed %-escape', 'invalid_path')
  }
  const query = parseQuery(request.url, variantShape(['lang', 'country']))
  const values = new URL(request.url).searchParams
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  if (!values.length) throw badRequest('ids is required: the ids of the pictures to download, comma-separated', 'invalid_query')
  const malformed = values.find((value) => !ID.test(value))
  if (malformed !== undefined) throw badRequest(`ids must be picture ids (whole numbers); "${malformed.slice(0, 20)}" is not`, 'invalid_query')
  const ids = [...new Set(values.map(Number))]
  if (ids.length > MAX_PRESS_KIT_IDS) throw badRequest(`ids may name at most ${MAX_PRESS_KIT_IDS} pictures`, 'invalid_query')
  return { slug, ids, variant: variantOf(query) }
}

/**
 * The press-kit answer: a zip of the chosen pictures' stored originals plus captions.txt, or the
 * error that says why not. Only pictures of this album can be chosen, so the route can never be
 * used to fetch other stored files; the size is checked before the first byte is sent. `admit`
 * runs once the request has passed every check, before any file is read (the per-client limit).
 */
export async function pressKit(album: ImageAlbum | null, slug: string, ids: number[], admit: () => Promise<void> = async () => {}): Promise<Response> {
  if (!album) throw notFoundError(`No image album is named "${slug}"`)
  const pictures = new Map<number, { media: Media; caption: string | null; alt: string }>()
  for (const row of album.images ?? []) {
    const media = row.image
    if (media && typeof media === 'object' && media.filename) pictures.set(media.id, { media, caption: row.caption ?? null, alt: row.alt || media.alt })
  }
  const foreign = ids.filter((id) => !pictures.has(id))
  if (foreign.length) throw badRequest(`Not pictures of this album: ${foreign.slice(0, 10).join(', ')}`, 'invalid_query')

  const chosen = ids.map((id) => pictures.get(id)!)
  const total = chosen.reduce((sum, { media }) => sum + (media.filesize ?? 0), 0)
  const cap = limits.pressKitMaxBytes()
  if (total > cap) {
    throw new ApiError(
      413,
      'too_large',
      `The chosen pictures come to ${fileSize(total)}; a download may hold at most ${fileSize(cap)}. Please choose fewer pictures.`,
    )
  }

  const missing = (await Promise.all(chosen.map(async ({ media }) => ((await storedMediaExists({ ...media, filename: media.filename! })) ? null : media.filename)))).filter(Boolean)
  if (missing.length) {
    console.error(`[dmc-apis/images_download] stored files missing for album ${slug}: ${missing.join(', ')}`)
    throw new ApiError(500, 'file_missing', 'A picture’s original file could not be found; please try again later or choose other pictures.')
  }

  await admit()
  const captions = chosen.map(({ media, caption, alt }) => [media.filename, caption, `Alt text: ${alt}`].filter(Boolean).join('\n')).join('\n\n')
  const entries: ZipEntry[] = [
    ...chosen.map(({ media }) => ({ name: media.filename!, mtime: new Date(media.updatedAt), open: () => capped(openStoredMedia({ ...media, filename: media.filename! }), cap) })),
    { name: 'captions.txt', open: async () => [new TextEncoder().encode(`${album.title}\n\n${captions}\n`)] },
  ]
  return new Response(zipStream(entries), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${slug}-press-kit.zip"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/**
 * Stops a file that turns out larger than its record said (a replaced file, a wrong size): the
 * download then breaks off rather than exceed the cap.
 */
async function capped(file: Promise<AsyncIterable<Uint8Array>>, cap: number): Promise<AsyncIterable<Uint8Array>> {
  const source = await file
  return (async function* () {
    let read = 0
    for await (const chunk of source) {
      read += chunk.byteLength
      if (read > cap) throw new Error('A stored file is larger than the press-kit limit')
      yield chunk
    }
  })()
}
