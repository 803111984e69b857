import type { SocialWallItem } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { iconHref } from '@/components/shell/header/icon-sprite'
import { SOCIAL_NETWORK_NAMES } from '@/lib/media/social-networks'
import { dictionary } from '@/i18n'

/**
 * One social wall post: its picture, the network (its glyph with the network's name as text)
 * and the description, the whole card linking to the post in a new tab.
 */
export function SocialPost({ post, locale }: { post: SocialWallItem; locale: Locale }) {
  const network = SOCIAL_NETWORK_NAMES[post.icon_type]
  return (
    <a
      href={post.link}
      target="_blank"
      rel="noopener noreferrer"
      data-network={post.icon_type}
      className="group flex h-full flex-col overflow-hidden rounded-sm border border-brand-100 bg-white shadow-sm"
    >
      <div className="relative aspect-square overflow-hidden bg-brand-100">
        {/* The description says what the picture shows; repeating it as alt text would read it twice. */}
        <CmsImage media={post.image} alt="" fill sizes="(min-width: 1024px) 270px, (min-width: 640px) 30vw, 50vw" className="card-picture" />
      </div>
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="flex items-center gap-2 text-sm font-semibold text-brand-800">
          <svg aria-hidden="true" focusable="false" className="h-5 w-5 shrink-0">
            <use href={iconHref(`social-${post.icon_type}`)} />
          </svg>
          {network}
        </span>
        <span className="line-clamp-3 text-[0.95rem] text-ink/85 group-hover:underline">{post.description}</span>
      </span>
      <span className="sr-only">{dictionary(locale).shell.opensInNewTab}</span>
    </a>
  )
}
