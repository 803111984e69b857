import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { eventEndError } from '@/cms/collections/media/Events'
import { pressSourceError } from '@/cms/collections/media/Press'
import { ShareLinks } from '@/components/share/ShareLinks'
import { shareUrl } from '@/components/share/share-urls'
import { escapeXml, rssDocument } from '@/lib/feeds/rss'
import { articleJsonLd, eventJsonLd } from '@/lib/media/json-ld'

const text = (words: string) => ({ root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: words }] }] } })

describe('what an editor must give', () => {
  it('a press item needs its text, a PDF or a link, and a link must be a full address', () => {
    expect(pressSourceError({})).toMatch(/^Write the text, upload a PDF or give the address/)
    expect(pressSourceError({ body: { root: { children: [{ type: 'paragraph', children: [] }] } } })).not.toBeNull()
    expect(pressSourceError({ body: text('The release.') })).toBeNull()
    expect(pressSourceError({ file: 12 })).toBeNull()
    expect(pressSourceError({ link: 'https://paper.example/piece' })).toBeNull()
    expect(pressSourceError({ link: 'paper.example/piece' })).toBe('A full http(s) URL')
  })

  it('an event may not end before it starts', () => {
    expect(eventEndError('2026-05-12T10:00:00Z', '2026-05-12T09:00:00Z')).toBe('The end must not be before the start')
    expect(eventEndError('2026-05-12T10:00:00Z', '2026-05-12T10:00:00Z')).toBeNull()
    expect(eventEndError(undefined, '2026-05-12T10:00:00Z')).toBeNull()
  })
})

describe('the RSS writer', () => {
  const xml = rssDocument({
    title: 'Tea & news',
    link: 'https://tea.example/media/news',
    description: 'From <the> estates',
    self: 'https://tea.example/media/news/rss.xml',
    language: 'en',
    items: [
      { title: 'Older', link: 'https://tea.example/media/news/older', description: 'A', published: new Date('2026-01-15T04:30:00Z') },
      { title: 'Ruhuna “notes” & more', link: 'https://tea.example/media/news/ruhuna', description: 'B\u0001', published: new Date('2026-07-23T04:30:00Z'), category: 'Tea' },
    ],
  })

  it('writes an RSS 2.0 channel with its required elements and a self link', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(true)
    expect(xml).toContain('<title>Tea &amp; news</title>')
    expect(xml).toContain('<link>https://tea.example/media/news</link>')
    expect(xml).toContain('<description>From &lt;the&gt; estates</description>')
    expect(xml).toContain('<atom:link href="https://tea.example/media/news/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toContain('<lastBuildDate>Thu, 23 Jul 2026 04:30:00 GMT</lastBuildDate>')
  })

  it('writes each item with title, link, guid, an RFC 822 date and a description, escaped', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(xml).toContain('<title>Ruhuna “notes” &amp; more</title>')
    expect(xml).toContain('<guid isPermaLink="true">https://tea.example/media/news/ruhuna</guid>')
    expect(xml).toContain('<pubDate>Thu, 15 Jan 2026 04:30:00 GMT</pubDate>')
    expect(xml).toContain('<category>Tea</category>')
    // A control character XML cannot carry is dropped.
    expect(xml).toContain('<description>B</description>')
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;')
  })
})

describe('share links', () => {
  it('builds each network’s share address from the page’s address and title', () => {
    const url = 'https://tea.example/media/news/a b'
    expect(shareUrl('facebook', url, 'T')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftea.example%2Fmedia%2Fnews%2Fa%20b')
    expect(shareUrl('x', url, 'Tea & more')).toBe('https://x.com/intent/post?url=https%3A%2F%2Ftea.example%2Fmedia%2Fnews%2Fa%20b&text=Tea%20%26%20more')
    expect(shareUrl('linkedin', url, 'T')).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Ftea.example%2Fmedia%2Fnews%2Fa%20b')
    expect(shareUrl('whatsapp', url, 'T')).toBe('https://wa.me/?text=T%20https%3A%2F%2Ftea.example%2Fmedia%2Fnews%2Fa%20b')
    expect(shareUrl('email', url, 'T')).toBe('mailto:?subject=T&body=T%0A%0Ahttps%3A%2F%2Ftea.example%2Fmedia%2Fnews%2Fa%20b')
  })

  it('renders plain links that name the item and the network, for counting clicks', () => {
    const html = renderToStaticMarkup(createElement(ShareLinks, { item: 'news:first-flush', url: 'https://tea.example/media/news/first-flush', title: 'First flush', locale: 'en' }))
    expect(html).toContain('<ul data-share-item="news:first-flush"')
    expect(html.match(/data-share-network="(\w+)"/g)).toEqual(['facebook', 'x', 'linkedin', 'whatsapp', 'email'].map((n) => `data-share-network="${n}"`))
    expect(html).toContain('aria-label="Share on Facebook (opens in a new tab)"')
    expect(html).toContain('aria-label="Share by email"')
    expect(html).not.toContain('<script')
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(4)
  })
})

describe('schema.org data', () => {
  it('describes our news as a NewsArticle by us, and coverage as an Article by its publication', () => {
    const ours = articleJsonLd({ headline: 'H', description: 'D', url: 'https://tea.example/n', images: ['https://tea.example/i.jpg'], published: '2026-03-12T04:30:00.000Z', publisher: { name: 'Dalumara' } })
    expect(ours).toMatchObject({ '@type': 'NewsArticle', headline: 'H', datePublished: '2026-03-12T04:30:00.000Z', author: { '@type': 'Organization', name: 'Dalumara' }, publisher: { name: 'Dalumara' }, image: ['https://tea.example/i.jpg'] })
    const coverage = articleJsonLd({ headline: 'H', description: null, url: 'u', images: [], published: 'p', publisher: { name: 'Dalumara' }, publication: 'The Colombo Courier' })
    expect(coverage).toMatchObject({ '@type': 'Article', publisher: { name: 'The Colombo Courier' }, about: { name: 'Dalumara' } })
    expect(coverage).not.toHaveProperty('image')
    expect(coverage).not.toHaveProperty('description')
  })

  it('describes an event with its dates and place', () => {
    expect(eventJsonLd({ name: 'Fair', description: 'D', url: 'u', images: [], start: 's', end: 'e', place: 'Colombo', organiser: 'Dalumara' })).toMatchObject({
      '@type': 'Event',
      startDate: 's',
      endDate: 'e',
      location: { '@type': 'Place', name: 'Colombo' },
      organizer: { name: 'Dalumara' },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    })
  })
})
