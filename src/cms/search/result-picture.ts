/**
 * The picture a search result shows: the document's own card picture, found by the field names the
 * content collections use for it, most specific first. A relation is an id or, populated, a document.
 */
const PICTURE_FIELDS = ['image', 'cover_image', 'cover', 'thumbnail', 'photo', 'images', 'video_poster', 'header_image'] as const

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}

/** The first gallery row's picture when the field is a gallery (`images: [{ image }]`). */
const firstOf = (value: unknown): unknown => {
  if (!Array.isArray(value)) return value
  const row: unknown = value[0]
  return row && typeof row === 'object' && 'image' in row ? row.image : row
}

export function indexPicture(doc: Record<string, unknown>): number | null {
  for (const field of PICTURE_FIELDS) {
    const id = idOf(firstOf(doc[field]))
    if (id !== null) return id
  }
  return null
}
