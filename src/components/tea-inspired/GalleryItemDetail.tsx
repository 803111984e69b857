import { RichText } from '@/components/rich-text/RichText'
import type { InspiredGallery } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { MediaGallery } from '@/components/gallery/MediaGallery'
import { Portrait } from '@/components/media/Portrait'
import { ShareLinks } from '@/components/share/ShareLinks'
import { dictionary } from '@/i18n'
import { galleryUrl } from '@/lib/tea-inspired/gallery-groups'
import { siteConfig } from '@/site.config'
import { ListLink } from '@/components/ui/ListLink'
import { TitledSection } from '@/components/ui/TitledSection'

/**
 * The page body of a Tea Inspired gallery item (a photographer, an album, a tea-inspired-me entry,
 * an artist): its text, its pictures in the shared lightbox gallery (thumbnails are buttons; the
 * lightbox takes arrows and Escape and gives focus back), share links counted as
 * `inspired-galleries:{slug}`, and the way back to its group's list. An item about a person shows
 * their portrait in the column the text leaves free (below it on phones).
 */
export function GalleryItemDetail({ item, locale }: { item: InspiredGallery; locale: Locale }) {
  const t = dictionary(locale).inspiredGalleries
  const pictures = (item.images ?? []).map((row) => row.image)
  const url = galleryUrl(item.group, item.slug)
  return (
    <div className="page-section">
      <div className="grid gap-10 lg:grid-cols-3">
        {item.long_description ? <RichText data={item.long_description} className="max-w-3xl lg:col-span-2" /> : null}
        {typeof item.portrait === 'object' && item.portrait ? (
          <figure className="flex flex-col items-center gap-4 lg:items-start">
            <Portrait media={item.portrait} className="size-48 lg:size-64" sizes="16rem" />
            <figcaption className="font-serif text-xl text-brand-900">{item.title}</figcaption>
          </figure>
        ) : null}
      </div>

      {pictures.length ? (
        <TitledSection id="inspired-gallery-pictures" title={t.pictures} className={item.long_description ? 'mt-14' : ''}>
          <MediaGallery media={pictures} locale={locale} className="mt-6" />
        </TitledSection>
      ) : null}

      <ShareLinks item={`inspired-galleries:${item.slug}`} url={new URL(url, siteConfig.SITE_URL).href} title={item.title} locale={locale} className="mt-14" />

      <ListLink href={galleryUrl(item.group)} label={t.backTo[item.group]} back className="mt-14" />
    </div>
  )
}
