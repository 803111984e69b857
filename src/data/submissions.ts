import type { Payload } from 'payload'
import { getPayloadClient } from '@/data/payload'
import { sendNotification, type Notification } from './notify-staff'

export type SubmissionCollection = 'contact-submissions' | 'cv-submissions'

export type StoredSubmission = {
  collection: SubmissionCollection
  data: Record<string, unknown>
  /** The upload of an upload collection (the CV). */
  file?: { data: Buffer; mimetype: string; name: string; size: number }
  notification: Notification
}

type Send = (payload: Payload, notification: Notification) => Promise<void>

/**
 * Stores a submission first, then notifies. The row is written (and committed) before any email
 * is tried, and a failed email only marks it `failed` and is logged: the visitor's message is
 * already safe, so they are told it arrived. `send` is replaceable for the tests.
 */
export async function storeThenNotify(submission: StoredSubmission, send: Send = sendNotification): Promise<{ id: number | string; notification: 'sent' | 'failed' }> {
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: submission.collection,
    data: { ...submission.data, notification: 'pending' } as never,
    file: submission.file,
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
  })
  let notification: 'sent' | 'failed' = 'sent'
  try {
    await send(payload, submission.notification)
  } catch (error) {
    notification = 'failed'
    payload.logger.error({ err: error, msg: `${submission.collection} ${doc.id}: stored, but the notification email failed` })
  }
  await payload
    .update({ collection: submission.collection, id: doc.id, data: { notification }, overrideAccess: true, depth: 0, disableTransaction: true })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `${submission.collection} ${doc.id}: could not record the notification` }))
  return { id: doc.id, notification }
}
