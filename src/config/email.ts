import { envFlag, envInt, envRaw, envString } from './env'

/**
 * Outgoing mail (the contact and CV notifications). With SMTP_HOST unset no mail server is
 * configured and Payload's console adapter logs each message instead of sending it.
 */
export function emailSettings() {
  const host = envString('SMTP_HOST')
  const port = envInt('SMTP_PORT', 587, { min: 1 })
  const user = envString('SMTP_USER')
  const pass = envRaw('SMTP_PASS')
  return {
    smtp: host
      ? {
          host,
          port,
          // Port 465 speaks TLS from the first byte; others upgrade with STARTTLS.
          secure: envFlag('SMTP_SECURE', port === 465),
          auth: user && pass ? { user, pass } : undefined,
        }
      : undefined,
    from: envString('MAIL_FROM') ?? 'website@dalumara.example',
    fromName: envString('MAIL_FROM_NAME') ?? 'Website',
    /** Who receives the notifications; unset: MAIL_FROM. */
    to: envString('MAIL_TO') ?? envString('MAIL_FROM') ?? 'website@dalumara.example',
  }
}
