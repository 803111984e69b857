/**
 * schema.org descriptions of the media detail pages, written into each page as JSON-LD (through
 * inlineJson, src/lib/catalogue/product-json-ld.ts): a `NewsArticle` for a news story, an `Article`
 * for a press item, a `BlogPosting` for a blog post, an `Event` for an event. URLs are absolute;
 * dates are ISO 8601 with their offset.
 */
type Publisher = { name: string; logo?: string }

export function articleJsonLd({ headline, description, url, images, published, modified, publisher, publication, blogPost, author }: {
  headline: string
  description: string | null
  url: string
  images: string[]
  published: string
  modified?: string | null
  publisher: Publisher
  /** A press item's outlet: the piece was published there, not by us. */
  publication?: string | null
  /** A post of our blog (`BlogPosting`). */
  blogPost?: boolean
  /** The writer, a person, where the piece names one. */
  author?: string | null
}): Record<string, unknown> {
  const organisation = { '@type': 'Organization', name: publisher.name, ...(publisher.logo ? { logo: { '@type': 'ImageObject', url: publisher.logo } } : {}) }
  return {
    '@context': 'https://schema.org',
    '@type': blogPost ? 'BlogPosting' : publication ? 'Article' : 'NewsArticle',
    headline: headline.slice(0, 110),
    ...(description ? { description } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(images.length ? { image: images } : {}),
    datePublished: published,
    ...(modified ? { dateModified: modified } : {}),
    publisher: publication ? { '@type': 'Organization', name: publication } : organisation,
    ...(publication ? { about: organisation } : { author: author ? { '@type': 'Person', name: author } : organisation }),
  }
}

export function eventJsonLd({ name, description, url, images, start, end, place, organiser }: {
  name: string
  description: string | null
  url: string
  images: string[]
  start: string
  end: string
  place: string
  organiser: string
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    ...(description ? { description } : {}),
    url,
    ...(images.length ? { image: images } : {}),
    startDate: start,
    endDate: end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: place, address: place },
    organizer: { '@type': 'Organization', name: organiser },
  }
}
