import { listSocialWall } from '@/data/social-wall'
import { DEFAULT_VARIANT } from '@/config/variant'
import { SocialPost } from '@/components/media-editorial/SocialPost'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'

/** The social wall: the newest posts of the page's country as a grid of links to the posts. */
export async function SocialWallBlock({ id, title, intro, count, variant = DEFAULT_VARIANT }: BlockProps<'socialWall'>) {
  const posts = await listSocialWall(variant, count || 12)
  if (!posts.length) return null
  const headingId = `social-wall-${id ?? 'posts'}`
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : dictionary(variant.locale).mediaEditorial.socialWall}
      data-social-wall
      className="bg-brand-50"
    >
      <div className="page-section">
        {title ? (
          <h2 id={headingId} className="font-serif text-3xl text-brand-900 lg:text-4xl">
            {title}
          </h2>
        ) : null}
        {intro ? <p className="mt-3 max-w-3xl text-ink/85">{intro}</p> : null}
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {posts.map((post) => (
            <li key={post.slug}>
              <SocialPost post={post} locale={variant.locale} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
