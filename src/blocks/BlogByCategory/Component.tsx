import { blogListing, latestPostsByCategory } from '@/data/media/blog'
import { DEFAULT_VARIANT } from '@/config/variant'
import { ListingCard } from '@/components/listing/ListingCard'
import { SmartLink } from '@/components/ui/SmartLink'
import { eyebrowLinkClass } from '@/components/ui/eyebrow'
import { dictionary } from '@/i18n'
import { siteConfig } from '@/site.config'
import type { BlockProps } from '../block-props'

/**
 * The blog landing's browse section: every category with posts, in the editors' order, with its
 * newest posts as cards and a link to the blog listing filtered to it.
 */
export async function BlogByCategoryBlock({ id, title, per_category, variant = DEFAULT_VARIANT }: BlockProps<'blogByCategory'>) {
  const groups = await latestPostsByCategory(per_category || 3, variant)
  if (!groups.length) return null
  const t = dictionary(variant.locale).mediaBlog
  const headingId = `blog-by-category-${id ?? 'block'}`
  return (
    <section aria-labelledby={headingId} className="page-section">
      <h2 id={headingId} className="font-serif text-3xl text-brand-900 lg:text-4xl">
        {title || t.byCategory}
      </h2>
      {groups.map((group) => {
        const groupId = `${headingId}-${group.slug}`
        return (
          <section key={group.slug} aria-labelledby={groupId} data-blog-category={group.slug} className="mt-12">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 border-b border-brand-100 pb-3">
              <h3 id={groupId} className="font-serif text-2xl text-brand-900">
                {group.name}
              </h3>
              <SmartLink href={group.url} className={eyebrowLinkClass}>
                {t.allInCategory(group.name)} →
              </SmartLink>
            </div>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.posts.map((post) => (
                <li key={post.slug}>
                  <ListingCard item={post} fields={blogListing.card} locale={variant.locale} timeZone={siteConfig.SITE_TIME_ZONE} headingLevel="h4" />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </section>
  )
}
