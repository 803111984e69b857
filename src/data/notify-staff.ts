import type { Payload } from 'payload'
import { emailSettings } from '@/site.config'

export type Notification = { subject: string; text: string; replyTo?: string }

/** Sends a notification to MAIL_TO through Payload's email adapter (nodemailer, or the console adapter's log). */
export async function sendNotification(payload: Payload, { subject, text, replyTo }: Notification): Promise<void> {
  await payload.sendEmail({ to: emailSettings().to, subject, text, replyTo })
}
