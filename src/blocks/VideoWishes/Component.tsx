import { listVideoWishes } from '@/data/video-wishes'
import { DEFAULT_VARIANT } from '@/config/variant'
import { CardGrid } from '@/components/listing/CardGrid'
import { VideoWishCard } from '@/components/tea-inspired/VideoWishCard'
import type { BlockProps } from '../block-props'

/** The video wishes page's list: one card per wish, each thumbnail opening the video popup. */
export async function VideoWishesBlock({ title, variant = DEFAULT_VARIANT }: BlockProps<'videoWishes'>) {
  const wishes = await listVideoWishes(variant)
  return <CardGrid title={title} items={wishes} card={(wish, headingLevel) => <VideoWishCard wish={wish} headingLevel={headingLevel} locale={variant.locale} />} />
}
