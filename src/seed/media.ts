import type { Payload } from 'payload'
import { seedSettings } from '@/site.config'
import { DEFAULT_COUNTRY } from '@/config/variant'
import { SEED_CONTEXT } from './context'
import { images, type ImageKey } from './images/catalogue'
import { germanAlt } from './images/alt-de'
import { drawAhead, renderImage, type ImageSpec } from './images/render'
import type { MediaIds } from './build'

/**
 * Makes sure every catalogue picture exists in `media`, keyed by file name. One query finds what
 * is already there, so a re-seed costs milliseconds; only missing pictures are drawn and uploaded.
 */
export async function ensureMedia(payload: Payload): Promise<MediaIds> {
  const entries = Object.entries(images) as [ImageKey, (typeof images)[ImageKey]][]
  const byFilename = await ensureImages(payload, entries.map(([, spec]) => spec))
  return Object.fromEntries(entries.map(([key, spec]) => [key, byFilename.get(spec.filename)!])) as MediaIds
}

/**
 * Uploads the pictures of `specs` that `media` does not hold yet (by file name) and returns every
 * one's id by file name. For pictures outside the shared catalogue (an album's many photographs).
 */
export async function ensureImages(payload: Payload, specs: ImageSpec[]): Promise<Map<string, number>> {
  const ids = await uploadedImages(payload, specs)
  const missing = specs.filter((spec) => !ids.has(spec.filename))
  if (missing.length) payload.logger.info(`Seeding: uploading ${missing.length} of ${specs.length} pictures (drawn, or copied from src/seed/drawn)`)

  // A few side by side: drawing a picture that is not shipped is CPU work in libvips threads, and each upload waits on the database.
  await forEachLimited(missing, seedSettings().concurrency, async (spec) => {
    const file = await renderImage(spec)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: spec.alt, country: DEFAULT_COUNTRY },
      file,
      locale: 'en',
      depth: 0,
      context: SEED_CONTEXT,
    })
    const altDe = germanAlt(spec)
    if (altDe) await payload.update({ collection: 'media', id: doc.id, locale: 'de', data: { alt: altDe }, depth: 0, context: SEED_CONTEXT })
    ids.set(spec.filename, doc.id)
  })
  return ids
}

/** The media ids of the pictures of `specs` already uploaded, by file name. */
async function uploadedImages(payload: Payload, specs: ImageSpec[]): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { in: specs.map((spec) => spec.filename) } },
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  return new Map(docs.flatMap((d) => (d.filename ? [[d.filename, d.id] as const] : [])))
}

/** Starts drawing those of `specs` that are not uploaded yet, in the background (render.ts drawAhead). */
export async function drawMissingAhead(payload: Payload, specs: ImageSpec[]): Promise<void> {
  const ids = await uploadedImages(payload, specs)
  drawAhead(specs.filter((spec) => !ids.has(spec.filename)))
}

async function forEachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items]
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item)
  })
  await Promise.all(workers)
}
