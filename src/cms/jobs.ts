import type { Config } from 'payload'
import { jobSettings } from '@/config/jobs'
import { PICTURE_SIZES_QUEUE, pictureSizesTask } from './uploads/picture-sizes'

/** Due jobs taken per run: scheduled publishes are quick, and a minute's backlog is rarely more. */
const JOBS_PER_RUN = 50

/**
 * The jobs queue: Payload's scheduled publish, and making uploaded pictures' sizes (its own queue, one job
 * at a time, so a picture library's first sizes never hold up a due publish). The scheduled publish is (drafts' `schedulePublish`,
 * src/cms/collections/defineContentCollection.ts): the admin's "Schedule" queues it with the time,
 * and every instance with JOBS_AUTORUN on runs what is due each JOBS_CRON tick, as the user who
 * scheduled it (so the role rules apply at publish time too). A publish from a job has no Next.js
 * request around it; src/cms/hooks/revalidate.ts shares its cache revalidation through the database.
 */
export const jobs: NonNullable<Config['jobs']> = {
  autoRun: () => {
    const { autoRun, cron } = jobSettings()
    if (!autoRun) return []
    return [
      { cron, limit: JOBS_PER_RUN, queue: 'default', silent: true },
      { cron, limit: 1, queue: PICTURE_SIZES_QUEUE, silent: true },
    ]
  },
  tasks: [pictureSizesTask],
  // A finished job has done its work; the document's versions keep the history.
  deleteJobOnComplete: true,
}
