import { envFlag, envInt, envRaw, envString } from './env'

/**
 * Outgoing mail (the contact and CV notifications). With SMTP_HOST unset no mail server is
 * configured and Payload's console adapter logs each message instead of sending it. SMTP_SECURE: TLS from the
 * first byte (otherwise STARTTLS when offered). SMTP_TIMEOUT_MS bounds each wait for the mail server; past it the
 * submission, stored before any mail is tried, is kept and marked `failed`.
 * @default SMTP_HOST unset (mail is logged)
 * @default SMTP_SECURE `true` on port 465
 */
export function emailSettings() {
  const host = envString('SMTP_HOST')
  const port = envInt('SMTP_PORT', 587, { min: 1 })
  const user = envString('SMTP_USER')
  const pass = envRaw('SMTP_PASS')
  // nodemailer waits up to 2 minutes to connect and 10 for an idle socket: a hung mail server would hold the form's answer.
  const timeout = envInt('SMTP_TIMEOUT_MS', 10_000, { min: 1 })
  return {
    smtp: host
      ? {
          host,
          port,
          // Port 465 speaks TLS from the first byte; others upgrade with STARTTLS.
          secure: envFlag('SMTP_SECURE', port === 465),
          auth: user && pass ? { user, pass } : undefined,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        }
      : undefined,
    /** The sender of the notifications, and its name. */
    from: envString('MAIL_FROM') ?? 'website@dalumara.example',
    /** The sender's name. */
    fromName: envString('MAIL_FROM_NAME') ?? 'Website',
    /** Who receives the notifications; unset: MAIL_FROM. */
    to: envString('MAIL_TO') ?? envString('MAIL_FROM') ?? 'website@dalumara.example',
  }
}
