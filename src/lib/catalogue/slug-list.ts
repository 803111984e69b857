/**
 * A product keeps the slugs of its moods, flavours and ingredients in one text column each,
 * written `|calm|bright|`: every slug between bars, so `|calm|` matches one whole slug and never
 * part of another (`calm` inside `becalmed`). Slugs hold only [a-z0-9-], so neither the bar nor a
 * LIKE wildcard can occur inside one. Why a text column and not the relationship's rows:
 * docs/catalogue.md ("How the filter is stored").
 */
const BAR = '|'

/** `['calm', 'bright']` → `|calm|bright|`; no slugs → null (the column stays empty). */
export function joinSlugs(slugs: readonly (string | null | undefined)[]): string | null {
  const clean = [...new Set(slugs.filter((slug): slug is string => Boolean(slug)))]
  return clean.length ? `${BAR}${clean.join(BAR)}${BAR}` : null
}

/** `|calm|bright|` → `['calm', 'bright']`. */
export function splitSlugs(joined: string | null | undefined): string[] {
  return (joined ?? '').split(BAR).filter(Boolean)
}

/** The pattern that finds one slug in a joined column (a LIKE/contains match). */
export const slugPattern = (slug: string) => `${BAR}${slug}${BAR}`
