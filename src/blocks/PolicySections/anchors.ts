/**
 * In-page anchors for a policy's sections: the title as a slug ("your-rights"), numbered only to
 * keep a repeated or empty title unique. Never starting with a digit, so they are valid CSS ids too.
 */
export function sectionAnchors(titles: string[]): string[] {
  const used = new Set<string>()
  return titles.map((title, i) => {
    const slug = title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[-0-9]+|-$/g, '')
      .slice(0, 60)
    const anchor = !slug ? `section-${i + 1}` : used.has(slug) ? `${slug}-${i + 1}` : slug
    used.add(anchor)
    return anchor
  })
}
