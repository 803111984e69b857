import type { DataFromCollectionSlug, Field } from 'payload'
import type { Locale } from '@/config/variant'
import { AUDIO_CATEGORIES, AUDIO_CATEGORY_LABELS, VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS } from '@/lib/media/media-categories'
import { mediaItemUrl } from '@/lib/media/media-item-url'
import { slugField } from '../../fields/slug'
import { titleField } from '../../fields/text'
import { entryWithSeo } from '../../search/source'
import { defineContentCollection } from '../defineContentCollection'
import { subCategoryField, yearField } from './media-item-fields'

const KINDS = {
  'audio-items': { kind: 'audio', categories: AUDIO_CATEGORIES, categoryLabels: AUDIO_CATEGORY_LABELS },
  'video-items': { kind: 'video', categories: VIDEO_CATEGORIES, categoryLabels: VIDEO_CATEGORY_LABELS },
} as const

type MediaItemSlug = keyof typeof KINDS

/**
 * An audio or video item of the media section: its title, the slug of its anchor, the year and
 * sub-category its listing filters by, then its own fields. It has no page of its own: it is seen,
 * previewed and found by the site search at its anchor on its listing (mediaItemUrl), once it has the
 * year and sub-category.
 */
export function defineMediaItemCollection<S extends MediaItemSlug>({
  slug,
  labels,
  fields,
  search,
}: {
  slug: S
  labels: [singular: string, plural: string]
  fields: Field[]
  /** The result's type as visitors read it, its teaser and the rest of its text. */
  search: { label: Record<Locale, string>; excerpt: (item: DataFromCollectionSlug<S>) => string | null | undefined; text: (item: DataFromCollectionSlug<S>) => (string | null | undefined)[] }
}) {
  const { kind, categories, categoryLabels } = KINDS[slug]
  return defineContentCollection({
    slug,
    previewPath: (doc) => (doc.slug && doc.year && doc.sub_category ? mediaItemUrl(kind, doc as Parameters<typeof mediaItemUrl>[1]) : null),
    labels,
    group: 'Media centre',
    columns: ['year', 'sub_category'],
    defaultSort: '-year',
    fields: [
      titleField(),
      slugField({ description: 'Ends the link that leads straight to this item on the listing page, e.g. …#a-cup-in-the-snow. Lower-case words joined by hyphens.' }),
      yearField(),
      subCategoryField(categories, categoryLabels),
      ...fields,
    ],
    search: {
      label: search.label,
      priority: 2,
      toEntry: (item) => entryWithSeo(item, { title: item.title, url: mediaItemUrl(kind, item), excerpt: search.excerpt(item), text: search.text(item) }),
    },
  })
}
