/**
 * An RSS 2.0 document (https://www.rssboard.org/rss-specification): the channel's title, link and
 * description, and items with title, link, guid, pubDate (RFC 822) and description. Generic, so
 * the news feed and the blog's share it. Every text is XML-escaped; links must be absolute.
 */
export type RssItem = {
  title: string
  /** Absolute URL of the item's page; also its permanent guid. */
  link: string
  description: string
  published: Date
  category?: string | null
  /** The writer's name (dc:creator: RSS 2.0's own <author> must be an e-mail address). */
  creator?: string | null
}

export type RssChannel = {
  title: string
  /** Absolute URL of the site page the feed belongs to. */
  link: string
  description: string
  /** Absolute URL of the feed itself (atom:link rel="self", which validators ask for). */
  self: string
  /** RFC 5646 tag, e.g. en. */
  language: string
  items: RssItem[]
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids (control characters other than tab and line breaks) are dropped.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

/** RFC 822 date-time as RSS 2.0 wants it (four-digit year), in GMT: "Wed, 04 Mar 2026 10:00:00 GMT". */
export const rfc822 = (date: Date) => date.toUTCString()

export function rssDocument({ title, link, description, self, language, items }: RssChannel): string {
  const newest = items.reduce<Date | null>((latest, item) => (!latest || item.published > latest ? item.published : latest), null)
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`
  const entries = items.map((item) =>
    [
      '    <item>',
      `      ${tag('title', item.title)}`,
      `      ${tag('link', item.link)}`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      ${tag('pubDate', rfc822(item.published))}`,
      ...(item.category ? [`      ${tag('category', item.category)}`] : []),
      ...(item.creator ? [`      ${tag('dc:creator', item.creator)}`] : []),
      `      ${tag('description', item.description)}`,
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // The Dublin Core namespace only where an item names its writer.
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"${items.some((item) => item.creator) ? ' xmlns:dc="http://purl.org/dc/elements/1.1/"' : ''}>`,
    '  <channel>',
    `    ${tag('title', title)}`,
    `    ${tag('link', link)}`,
    `    ${tag('description', description)}`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    `    ${tag('language', language)}`,
    ...(newest ? [`    ${tag('lastBuildDate', rfc822(newest))}`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** The HTTP answer for a feed document. */
export function rssResponse(xml: string, cacheControl: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': cacheControl } })
}
