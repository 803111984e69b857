import type { Payload } from 'payload'
import { seedSettings } from '@/site.config'
import { SEED_CONTEXT } from './context'
import { images, type ImageKey } from './images/catalogue'
import { renderImage } from './images/render'
import type { MediaIds } from './build'

/**
 * Makes sure every catalogue picture exists in `media`, keyed by file name. One query finds what
 * is already there, so a re-seed costs milliseconds; only missing pictures are drawn and uploaded.
 */
export async function ensureMedia(payload: Payload): Promise<MediaIds> {
  const entries = Object.entries(images) as [ImageKey, (typeof images)[ImageKey]][]
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { in: entries.map(([, spec]) => spec.filename) } },
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  const existing = new Map(docs.map((d) => [d.filename, d.id]))
  const ids = {} as MediaIds
  const missing = entries.filter(([key, spec]) => {
    const id = existing.get(spec.filename)
    if (id !== undefined) ids[key] = id
    return id === undefined
  })
  if (missing.length) payload.logger.info(`Seeding: drawing ${missing.length} of ${entries.length} images`)

  // Drawing and resizing are CPU work in libvips threads, so a few run side by side.
  await forEachLimited(missing, seedSettings().concurrency, async ([key, spec]) => {
    const file = await renderImage(spec)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: spec.alt },
      file,
      locale: 'en',
      depth: 0,
      context: SEED_CONTEXT,
    })
    ids[key] = doc.id
  })
  return ids
}

async function forEachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items]
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item)
  })
  await Promise.all(workers)
}
