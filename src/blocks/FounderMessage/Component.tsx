import { RichText } from '@/components/rich-text/RichText'
import type { FounderMessageBlock as FounderMessageData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { uiText } from '@/components/ui/ui-text'
import { featureVideo } from '@/components/video/feature-video'

/**
 * The founder's message: the founder's video beside the letter (featureVideo: YouTube in the
 * consent-aware popup, or an uploaded file), signed with a signature image and the founder's name.
 */
export function FounderMessageBlock({ locale = 'en', ...block }: FounderMessageData & { locale?: Locale }) {
  const t = uiText(locale)
  const title = block.video_title || t.videoOfFounder(block.founder_name)
  const video = featureVideo({ url: block.video_url, file: block.video_file, captions: block.captions, poster: block.video_poster, title, locale })

  return (
    <section className="page-section">
      <div className={video ? 'grid items-start gap-10 lg:grid-cols-2 lg:gap-16' : 'mx-auto max-w-3xl'}>
        {video ? <div className="lg:sticky lg:top-32">{video}</div> : null}
        <div>
          {block.header ? <h2 className="font-serif text-3xl leading-tight text-brand-900 lg:text-4xl">{block.header}</h2> : null}
          {block.message ? <RichText data={block.message} className="mt-6" /> : null}
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
