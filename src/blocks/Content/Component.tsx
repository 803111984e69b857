import { RichText } from '@/components/rich-text/RichText'
import type { ContentBlock as ContentBlockData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { uiText } from '@/components/ui/ui-text'
import { VideoThumbnails } from '@/components/video/VideoThumbnails'
import { ReadMoreLink } from '@/components/ui/ReadMoreLink'

/**
 * The spec's shared content block: heading, sub-heading, rich text, quote, link, and a picture
 * (or a video that opens in the popup) beside or above the text.
 */
export function ContentBlock({ locale = 'en', ...block }: ContentBlockData & { locale?: Locale }) {
  const image = typeof block.image === 'object' ? block.image : null
  const video = block.has_video && block.video_url ? block.video_url : null
  const position = block.image_position ?? 'right'
  const hasMedia = Boolean(image || video)
  const side = hasMedia && position !== 'top'

  const media = video && image ? (
    <VideoThumbnails locale={locale} videos={[{ image, video_url: video, header: block.header || uiText(locale).videosTitle }]} />
  ) : image ? (
    <div className="content-picture">
      <CmsImage media={image} fill sizes={side ? '(min-width: 992px) 50vw, 100vw' : '(min-width: 1200px) 1152px, 100vw'} className="object-cover" />
    </div>
  ) : null

  return (
    <section className="page-section">
      {/* The layout's classes (content-block.css) are one word each: a page shows several content blocks. */}
      <div className={side ? 'content-columns' : 'mx-auto max-w-3xl'}>
        {media && !side ? <div className="mb-8">{media}</div> : null}
        {media && side ? <div className={position === 'left' ? 'lg:order-first' : 'lg:order-last'}>{media}</div> : null}
        <div>
          {block.has_header && block.header ? <h2 className="content-heading">{block.header}</h2> : null}
          {block.has_sub_heading && block.sub_heading ? (
            <p className={`mt-3 ${eyebrowClass}`}>{block.sub_heading}</p>
          ) : null}
          {block.content ? <RichText data={block.content} className="mt-6" /> : null}
          {block.quote ? (
            <figure className="mt-8 border-l-2 border-gold-400 pl-6">
              <blockquote className="font-serif text-2xl italic leading-snug text-brand-900">
                <p>“{block.quote}”</p>
              </blockquote>
              {block.author ? <figcaption className="mt-3 text-sm tracking-wide text-ink/75">— {block.author}</figcaption> : null}
            </figure>
          ) : null}
          <ReadMoreLink data={block} locale={locale} />
        </div>
      </div>
    </section>
  )
}
