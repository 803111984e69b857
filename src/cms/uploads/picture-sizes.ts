import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, TaskConfig } from 'payload'
import { RESIZABLE_IMAGE_TYPES } from '@/config/images'
import { jobSettings } from '@/config/jobs'
import { hasAllSizes, makeAllSizes } from '@/lib/media/sizes/make'
import { pictureStore } from '@/lib/media/sizes/store'

/**
 * Every width a page asks for of an uploaded picture is made ahead, in the background: a save queues a
 * `pictureSizes` job for its file and returns; the server's jobs queue makes them at its next tick. A job
 * without a file is the sweep: it makes the sizes of every picture that lacks them (a database seeded by
 * another process, files saved while no server ran the queue), within a time budget, queuing itself again
 * while any are left. Sizes are stored beside the original (src/lib/media/sizes) and served as files at
 * /img/…; a page that asks before they are ready gets its size made on request, once.
 */
export const PICTURE_SIZES_TASK = 'pictureSizes'
export const PICTURE_SIZES_QUEUE = 'pictures'
/** One job's share of the work; the next job (queued by this one) goes on where it stopped. */
const JOB_BUDGET_MS = 50_000
const PAGE = 100

/** Makes the sizes of every picture that lacks them, oldest first; true when it stopped with some left. */
export async function makeMissingPictureSizes(payload: Payload, budgetMs = Number.POSITIVE_INFINITY): Promise<boolean> {
  const started = Date.now()
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'media',
      where: { mimeType: { in: [...RESIZABLE_IMAGE_TYPES] } },
      select: { filename: true },
      sort: 'id',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const { filename } of docs) {
      if (!filename || (await hasAllSizes(filename))) continue
      if (Date.now() - started > budgetMs) return true
      const result = await makeAllSizes(filename)
      if (result === 'missing') payload.logger.warn(`Picture sizes: the file ${filename} is missing from the media store`)
    }
    if (!hasNextPage) return false
  }
}

/** Queues a sweep unless one is already queued (or, `besidesRunning`, unless one is waiting to start). */
export async function queuePictureSweep(payload: Payload, { besidesRunning = false } = {}) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: PICTURE_SIZES_TASK }, completedAt: { exists: false }, hasError: { not_equals: true } },
    select: { input: true, processing: true },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  const sweeps = docs.filter((job) => !(job.input as { file?: string } | null)?.file && !(besidesRunning && job.processing))
  if (sweeps.length === 0) await payload.jobs.queue({ task: PICTURE_SIZES_TASK, input: {}, queue: PICTURE_SIZES_QUEUE })
}

export const pictureSizesTask: TaskConfig<typeof PICTURE_SIZES_TASK> = {
  slug: PICTURE_SIZES_TASK,
  label: 'Make picture sizes',
  inputSchema: [{ name: 'file', type: 'text' }],
  retries: 2,
  handler: async ({ input, req }) => {
    const file = input?.file
    if (file) {
      if (!(await hasAllSizes(file))) await makeAllSizes(file)
    } else if (await makeMissingPictureSizes(req.payload, JOB_BUDGET_MS)) {
      await queuePictureSweep(req.payload, { besidesRunning: true })
    }
    return { output: {} }
  },
}

/** A new file (an upload, or a replaced one) gets its sizes made; a replaced file's sizes go with it. */
export const queueSizesOfNewFile: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const before = (previousDoc as { filename?: string } | undefined)?.filename
  const now = (doc as { filename?: string }).filename
  if (!now || now === before) return doc
  if (before) await pictureStore().remove(before)
  // The seed's hundreds of pictures are one sweep (or made by the seed itself), not a job each.
  if (req.context.pictureSizesLater) return doc
  await req.payload.jobs.queue({ task: PICTURE_SIZES_TASK, input: { file: now }, queue: PICTURE_SIZES_QUEUE, req })
  return doc
}

/** Deleting a picture deletes its sizes; sizes that could not be removed are logged, never a failed delete. */
export const deleteSizesOfFile: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const filename = (doc as { filename?: string }).filename
  if (!filename) return
  try {
    await pictureStore().remove(filename)
  } catch (error) {
    req.payload.logger.warn(`Picture sizes: could not remove the sizes of ${filename} (${(error as Error).message})`)
  }
}

/**
 * A server that runs the queue looks once at start for pictures without sizes: those of a database seeded
 * by another process, or saved while no server ran the queue. It never stops the start.
 */
export async function queuePictureSizesOnStart(payload: Payload) {
  if (!jobSettings().autoRun) return
  try {
    await queuePictureSweep(payload)
  } catch (error) {
    payload.logger.warn(`Picture sizes: could not queue the start-up check (${(error as Error).message})`)
  }
}
