import type { TextField, UploadField } from 'payload'

/** Payload's answer from a validator: true, or what to tell the editor. */
type Check = (value: unknown) => true | string

/** A validator: the value matches `pattern`, or (when `optional`) is empty. */
const matching =
  (pattern: RegExp, message: string) =>
  ({ optional = false }: { optional?: boolean } = {}): Check =>
  (value) =>
    (optional && !value) || (typeof value === 'string' && pattern.test(value)) || message

/** A full https address (shop links, embedded players). */
export const httpsUrl = ({ optional, message = 'A full https URL' }: { optional?: boolean; message?: string } = {}) =>
  matching(/^https:\/\//, message)({ optional })

/** A full http(s) address without spaces. */
export const httpUrl = matching(/^https?:\/\/\S+$/, 'A full http(s) URL')

/** A link an editor types: a site path starting with / or a full http(s) address. */
export const sitePathOrUrl = ({ optional, message = 'Use a site path starting with / or a full http(s) URL' }: { optional?: boolean; message?: string } = {}) =>
  matching(/^(\/|https?:\/\/)/, message)({ optional })

/** A full http(s) address without spaces, or nothing. */
export function httpUrlError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? null : 'A full http(s) URL'
}

/** An address that starts like a full http(s) one, or nothing. */
export function httpUrlStartError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  return typeof value === 'string' && /^https?:\/\//.test(value) ? null : 'A full http(s) URL'
}

/**
 * Something a visitor opens that is either an uploaded file or an address elsewhere: a wrong
 * address is refused first, then a missing pair (`missing` tells the editor what to give).
 */
export function fileOrLinkError(file: unknown, link: unknown, missing: string, linkError: (value: unknown) => string | null = httpUrlStartError): string | null {
  return linkError(link) ?? (file || link ? null : missing)
}

/**
 * The upload and the address field of such a pair; the address field checks both, so the editor
 * sees the message beside the address.
 */
export function fileOrLinkFields({
  file,
  link,
  error,
}: {
  file: UploadField
  link: Omit<TextField, 'type' | 'validate'>
  error: (file: unknown, link: unknown) => string | null
}): [UploadField, TextField] {
  return [
    file,
    {
      ...link,
      type: 'text',
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => error(siblingData?.[file.name], value) ?? true,
    } as TextField,
  ]
}
