import type { VideoGridBlock as VideoGridData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { VideoThumbnails } from '@/components/video/VideoThumbnails'

/** Featured videos under an optional title: thumbnails that open the video popup. */
export function VideoGridBlock({ title, videos, locale = 'en' }: VideoGridData & { locale?: Locale }) {
  if (!videos?.length) return null
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900">{title}</h2> : null}
      <VideoThumbnails videos={videos} locale={locale} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" />
    </section>
  )
}
