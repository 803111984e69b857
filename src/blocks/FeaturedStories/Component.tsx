import { findFeaturedStories, toFeaturedStoryItem } from '@/data/featured-stories'
import { DEFAULT_VARIANT } from '@/config/variant'
import { ReadingList } from '@/components/blog/ReadingList'
import { StoryCard } from '@/components/media-editorial/StoryCard'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'

/** The newest featured stories of the chosen type in the page's country (media-only when asked), as cards or a reading list. */
export async function FeaturedStoriesBlock({ id, title, story_type, count, media_only, layout, variant = DEFAULT_VARIANT }: BlockProps<'featuredStories'>) {
  const { docs } = await findFeaturedStories({ kind: story_type, isMedia: media_only ? true : undefined, page: 1, size: count || 3 }, variant)
  if (!docs.length) return null
  const headingId = `featured-stories-${id ?? story_type}`
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : dictionary(variant.locale).mediaEditorial.featuredStories}
      data-featured-stories={story_type}
      className="page-section"
    >
      {title ? (
        <h2 id={headingId} className="mb-8 font-serif text-3xl text-brand-900 lg:text-4xl">
          {title}
        </h2>
      ) : null}
      {layout === 'reading' ? (
        <ReadingList
          entries={docs.map(toFeaturedStoryItem).map((story) => ({ key: story.slug, href: story.url, title: story.title, date: story.date, teaser: story.summary, picture: story.image }))}
          headingLevel={title ? 'h3' : 'h2'}
          locale={variant.locale}
        />
      ) : (
        <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {docs.map((story) => (
            <li key={story.slug}>
              <StoryCard story={story} headingLevel={title ? 'h3' : 'h2'} locale={variant.locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
