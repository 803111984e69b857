import { RichText } from '@payloadcms/richtext-lexical/react'
import type { FounderMessageBlock as FounderMessageData, Media } from '@/payload-types'
import type { Locale } from '@/data/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/components/media/media-url'
import { uiText } from '@/components/ui/ui-text'
import { VideoThumbnails } from '@/components/video/VideoThumbnails'
import { richTextClass } from '../Content/rich-text'
import { richTextConverters } from '../Content/rich-text-converters'

/**
 * The founder's message: the founder's video beside the letter, signed with a signature image and
 * the founder's name. A YouTube video opens in the consent-aware popup (nothing loads from YouTube
 * before the visitor asks); an uploaded video file plays in a native player with controls.
 */
export function FounderMessageBlock({ locale = 'en', ...block }: FounderMessageData & { locale?: Locale }) {
  const t = uiText(locale)
  const poster = typeof block.video_poster === 'object' ? block.video_poster : null
  const file = typeof block.video_file === 'object' && block.video_file?.url ? (block.video_file as Media) : null
  const title = block.video_title || t.videoOfFounder(block.founder_name)

  const video = block.video_url ? (
    <VideoThumbnails locale={locale} videos={[{ image: poster, video_url: block.video_url, header: title }]} />
  ) : file ? (
    <figure>
      <video
        controls
        playsInline
        preload="none"
        poster={poster?.url ? mediaSrc(poster.url) : undefined}
        width={poster?.width ?? 1280}
        height={poster?.height ?? 720}
        className="aspect-video h-auto w-full rounded-sm bg-black"
        aria-label={title}
      >
        <source src={mediaSrc(file.url!)} type={file.mimeType ?? undefined} />
      </video>
      <figcaption className="mt-3 font-serif text-xl">{title}</figcaption>
    </figure>
  ) : poster ? (
    <div className="relative aspect-video overflow-hidden rounded-sm">
      <CmsImage media={poster} fill sizes="(min-width: 992px) 50vw, 100vw" className="object-cover" />
    </div>
  ) : null

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 lg:py-16">
      <div className={video ? 'grid items-start gap-10 lg:grid-cols-2 lg:gap-16' : 'mx-auto max-w-3xl'}>
        {video ? <div className="lg:sticky lg:top-32">{video}</div> : null}
        <div>
          {block.header ? <h2 className="font-serif text-3xl leading-tight text-brand-900 lg:text-4xl">{block.header}</h2> : null}
          {block.message ? <RichText data={block.message} converters={richTextConverters} className={`mt-6 ${richTextClass}`} /> : null}
          <footer className="mt-10">
            {block.signature ? (
              <CmsImage media={block.signature} sizes="240px" className="h-auto w-60" />
            ) : null}
            <p className="mt-3 font-serif text-xl text-brand-900">{block.founder_name}</p>
            {block.founder_role ? <p className="text-sm tracking-wide text-ink/80">{block.founder_role}</p> : null}
          </footer>
        </div>
      </div>
    </section>
  )
}
