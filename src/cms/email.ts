import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { emailSettings } from '@/site.config'

/**
 * Payload's email adapter: nodemailer over SMTP when SMTP_HOST is set. Unset, Payload falls back
 * to its console adapter, which logs each message (recipient and subject) instead of sending it,
 * so a development machine or a test server never needs a mail server.
 *
 * The transport is not verified at start-up (skipVerify): a mail server that is down must not
 * delay or stop the site; a failed send is logged where it happens (src/lib/api/submissions).
 */
export function emailAdapter(): Promise<EmailAdapter> | undefined {
  const { smtp, from, fromName } = emailSettings()
  if (!smtp) return undefined
  return nodemailerAdapter({
    defaultFromAddress: from,
    defaultFromName: fromName,
    skipVerify: true,
    transportOptions: smtp,
  })
}
