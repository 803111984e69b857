/**
 * What a download link says about its file before the click (WCAG 2.4.4): the kind of file and its
 * size in the visitor's number format. One module for every download (certificates, reports, e-books).
 */
const KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/zip': 'ZIP',
  'audio/mpeg': 'MP3',
  'audio/wav': 'WAV',
  'video/mp4': 'MP4',
}

/** The kind from the MIME type (known names first, then its subtype), else from the file name. */
export function fileKind(mimeType?: string | null, filename?: string | null): string {
  const type = mimeType?.toLowerCase().split(';')[0]?.trim()
  if (type && KINDS[type]) return KINDS[type]
  const extension = filename?.match(/\.([a-z0-9]+)$/i)?.[1]
  if (extension) return extension.toUpperCase()
  const subtype = type?.split('/')[1]?.split('+')[0]
  return subtype && subtype !== 'octet-stream' ? subtype.toUpperCase() : ''
}

/** kB below a megabyte (never less than 1 kB), MB above; one decimal below ten. */
export function fileSize(bytes: number | null | undefined, locale = 'en'): string {
  if (!bytes || !Number.isFinite(bytes) || bytes < 0) return ''
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1000, 1), 'kilobyte']
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)
}
