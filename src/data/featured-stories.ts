import type { Where } from 'payload'
import type { FeaturedStory } from '@/payload-types'
import { pictureOf, type Picture } from '@/lib/media/picture'
import { isExternalLink } from '@/cms/fields/site-or-web-link'
import { FEATURED_STORY_TYPE_NAMES, type FeaturedStoryKind } from '@/lib/media/featured-story-types'
import { findList } from './content'
import type { Variant } from '@/config/variant'

/** What the featured_stories call and the featuredStories block choose by. */
export type FeaturedStoryFilters = { kind?: FeaturedStoryKind; isMedia?: boolean; page: number; size: number }

/** A page of a country's featured stories, newest first; without a kind, all of them. */
export async function findFeaturedStories(
  { kind, isMedia, page, size }: FeaturedStoryFilters,
  variant: Variant,
): Promise<{ docs: FeaturedStory[]; total: number }> {
  const and: Where[] = []
  if (kind) and.push({ type: { equals: kind } })
  if (isMedia !== undefined) and.push({ is_media: { equals: isMedia } })
  return findList({
    collection: 'featured-stories',
    variant,
    where: and.length ? { and } : undefined,
    sort: ['-date', 'slug'],
    page,
    size,
    depth: 1,
  })
}

/** One story as the REST call answers it (data-layer spec: featured stories grouped by type). */
export type FeaturedStoryItem = {
  slug: string
  /** Where the story leads: a site path or an external address. */
  url: string
  external: boolean
  title: string
  summary: string | null
  /** The spec's type name (`featured`, `tea_inspired`, `purpose`, `{brand}_conservation`, `sustainability`, `{foundation}`). */
  type: string
  date: string
  is_media: boolean
  image: Picture | null
}

export function toFeaturedStoryItem(doc: FeaturedStory): FeaturedStoryItem {
  return {
    slug: doc.slug,
    url: doc.link,
    external: isExternalLink(doc.link),
    title: doc.title,
    summary: doc.summary ?? null,
    type: FEATURED_STORY_TYPE_NAMES[doc.type],
    date: doc.date,
    is_media: Boolean(doc.is_media),
    image: pictureOf(doc.image),
  }
}
