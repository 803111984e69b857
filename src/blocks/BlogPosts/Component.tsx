import { blogListing, findBlogPosts, findFeaturedPosts, type BlogListItem } from '@/data/media/blog'
import { DEFAULT_VARIANT, type Locale } from '@/config/variant'
import { ReadingList, type ReadingEntry } from '@/components/blog/ReadingList'
import { CardRow } from '@/components/listing/CardRow'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'
import { ListLink } from '@/components/ui/ListLink'

/** A post as a reading-list entry: its opening paragraphs, category, writer and reading time. */
export function postReadingEntry(post: BlogListItem, locale: Locale): ReadingEntry {
  return {
    key: post.slug,
    href: post.url,
    title: post.title,
    date: post.date,
    meta: [post.byline, dictionary(locale).mediaBlog.minutes(post.reading_minutes)].filter(Boolean).join(' · '),
    teaser: post.long_teaser || post.short_description,
    picture: post.image,
  }
}

/** The featured or newest blog posts as cards or as a reading list, with a link to the blog listing. */
export async function BlogPostsBlock({ id, title, selection, count, layout, show_all_link, variant = DEFAULT_VARIANT }: BlockProps<'blogPosts'>) {
  const t = dictionary(variant.locale).mediaBlog
  const size = count || 3
  const { items } = selection === 'featured' ? await findFeaturedPosts(size, variant) : await findBlogPosts({ page: 1, size }, variant)
  const heading = title || (selection === 'featured' ? t.featuredPosts : t.latestPosts)
  const headingId = `blog-posts-${id ?? selection}`
  const more = show_all_link !== false ? { href: routes.media.teaBlog(), label: t.allPosts } : undefined
  if (layout !== 'reading') {
    return <CardRow id={headingId} title={heading} items={items} fields={blogListing.card} locale={variant.locale} more={more} empty={t.noPosts} />
  }
  return (
    <section aria-labelledby={headingId} data-blog-posts={selection} className="mx-auto max-w-5xl px-4 py-12 lg:py-16">
      <h2 id={headingId} className="mb-10 font-serif text-3xl text-brand-900 lg:text-4xl">
        {heading}
      </h2>
      {items.length ? <ReadingList entries={items.map((post) => postReadingEntry(post, variant.locale))} headingLevel="h3" locale={variant.locale} /> : <p className="text-lg">{t.noPosts}</p>}
      {more ? (
        <ListLink href={more.href} label={more.label} className="mt-10" />
      ) : null}
    </section>
  )
}
