import { listVideoWishes } from '@/data/video-wishes'
import { DEFAULT_VARIANT } from '@/config/variant'
import { VideoWishCard } from '@/components/tea-inspired/VideoWishCard'
import type { BlockProps } from '../block-props'

/** The video wishes page's list: one card per wish, each thumbnail opening the video popup. */
export async function VideoWishesBlock({ title, variant = DEFAULT_VARIANT }: BlockProps<'videoWishes'>) {
  const wishes = await listVideoWishes(variant)
  if (!wishes.length) return null
  return (
    <section className="page-section">
      {title ? <h2 className="mb-10 font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
      <ul className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {wishes.map((wish) => (
          <li key={wish.slug}>
            <VideoWishCard wish={wish} headingLevel={title ? 'h3' : 'h2'} locale={variant.locale} />
          </li>
        ))}
      </ul>
    </section>
  )
}
