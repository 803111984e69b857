import { RichText } from '@/components/rich-text/RichText'
import type { Media, TeaEstate } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { MediaGallery } from '@/components/gallery/MediaGallery'
import { mediaSrc } from '@/lib/media/media-url'
import { SmartLink } from '@/components/ui/SmartLink'
import { VideoThumbnails } from '@/components/video/VideoThumbnails'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import { EstateFacts } from './EstateFacts'
import { ListLink } from '@/components/ui/ListLink'
import { TitledSection } from '@/components/ui/TitledSection'


/** The body of an estate's page: facts, description, pictures, film and the tour link. */
export function EstateDetail({ estate, locale }: { estate: TeaEstate; locale: Locale }) {
  const t = dictionary(locale).estates
  const video = estateVideo(estate)
  const pictures = (estate.images ?? []).map((row) => row.image)
  return (
    <div className="page-section">
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr] lg:gap-16">
        <div>
          <RichText data={estate.description} />
          {estate.tour?.url ? (
            <SmartLink
              href={estate.tour.url}
              className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-sm bg-brand-800 px-5 py-2 font-medium text-white transition hover:bg-brand-900"
            >
              {estate.tour.text || t.tour}
              <span aria-hidden="true">→</span>
            </SmartLink>
          ) : null}
        </div>
        <EstateFacts estate={estate} locale={locale} />
      </div>

      {pictures.length ? (
        <TitledSection id="estate-gallery" title={t.gallery} className="mt-14">
          <MediaGallery media={pictures} locale={locale} className="mt-6" />
        </TitledSection>
      ) : null}

      {video ? (
        <TitledSection id="estate-video" title={t.video} className="mt-14">
          <VideoThumbnails locale={locale} className="mt-6" videos={[{ image: video.thumbnail, video_url: video.url, captions: video.captions, header: video.title || estate.name }]} />
        </TitledSection>
      ) : null}

      <ListLink href={routes.family.teaGardens()} label={t.allEstates} back className="mt-14" />
    </div>
  )
}

/** The estate's film: a YouTube link or an uploaded file, with its thumbnail (else the cover picture). */
function estateVideo(estate: TeaEstate) {
  const file = typeof estate.video?.video_file === 'object' && estate.video.video_file?.url ? estate.video.video_file : null
  const url = estate.video?.video_url || (file ? mediaSrc(file.url!) : null)
  if (!url) return null
  const thumbnail = (typeof estate.video?.thumbnail === 'object' ? estate.video.thumbnail : null) ?? (estate.cover_image as Media | number)
  return { url, thumbnail, title: estate.video?.title, captions: estate.video?.captions }
}
