const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether a value can be the last segment of an item's address. */
export const isSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value)

/** The longest address segment made from a title; a longer title is cut at a word. */
const MAX_SLUG_FROM_TITLE = 60

/** A title as an address segment: "Afternoon tea à la française!" → "afternoon-tea-a-la-francaise" (empty when nothing is left). */
export function slugFromTitle(title: string): string {
  const words = title
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > MAX_SLUG_FROM_TITLE && slug) break
    slug = next.slice(0, MAX_SLUG_FROM_TITLE)
  }
  return slug
}
