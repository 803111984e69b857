import { RichText } from '@/components/rich-text/RichText'
import type React from 'react'
import type { Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import type { Neighbour } from '@/data/media/listing'
import { inlineJson } from '@/lib/catalogue/product-json-ld'
import { MediaGallery } from '@/components/gallery/MediaGallery'
import { ShareLinks } from '@/components/share/ShareLinks'
import { FactList, type Fact } from '@/components/ui/FactList'
import { SmartLink } from '@/components/ui/SmartLink'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { dictionary } from '@/i18n'
import { ListLink } from '@/components/ui/ListLink'
import { TitledSection } from '@/components/ui/TitledSection'

type RichTextData = Parameters<typeof RichText>[0]['data']


/**
 * The one page layout of a media item (a news story, an event, a press item): its facts (date,
 * place, publication), the text, what else there is to read (a PDF, the original), the pictures in
 * the lightbox gallery, share links, the items before and after it, and its schema.org JSON-LD.
 */
export function MediaItemDetail({
  facts,
  body,
  extra,
  pictures,
  share,
  previous,
  next,
  back,
  jsonLd,
  locale,
}: {
  facts: Fact[]
  body: RichTextData | null
  /** Links to the piece elsewhere (press: the original, a PDF). */
  extra?: React.ReactNode
  pictures: (number | Media)[]
  share: { item: string; url: string; title: string }
  previous: Neighbour | null
  next: Neighbour | null
  back: { href: string; label: string }
  jsonLd: Record<string, unknown>
  locale: Locale
}) {
  const t = dictionary(locale).mediaCore
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 lg:py-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(jsonLd) }} />
      <FactList facts={facts} columns={3} className="border-b border-brand-100 pb-8" />

      {body ? <RichText data={body} className="mt-8" /> : null}
      {extra ? <div className="mt-8 flex flex-wrap gap-4">{extra}</div> : null}

      {pictures.length ? (
        <TitledSection id="media-item-pictures" title={t.pictures} className="mt-14">
          <MediaGallery media={pictures} locale={locale} className="mt-6" />
        </TitledSection>
      ) : null}

      <ShareLinks item={share.item} url={share.url} title={share.title} locale={locale} className="mt-14" />

      {previous || next ? (
        <nav aria-label={t.moreStories} className="mt-14 grid gap-4 border-t border-brand-100 pt-8 sm:grid-cols-2">
          {previous ? (
            <SmartLink href={previous.url} rel="prev" className="group block rounded-sm p-2">
              <span className={eyebrowClass}>← {t.previous}</span>
              <span className="mt-1 block font-serif text-lg text-brand-900 group-hover:underline">{previous.title}</span>
            </SmartLink>
          ) : (
            <span />
          )}
          {next ? (
            <SmartLink href={next.url} rel="next" className="group block rounded-sm p-2 sm:text-right">
              <span className={eyebrowClass}>{t.next} →</span>
              <span className="mt-1 block font-serif text-lg text-brand-900 group-hover:underline">{next.title}</span>
            </SmartLink>
          ) : null}
        </nav>
      ) : null}

      <ListLink href={back.href} label={back.label} back className="mt-14" />
    </article>
  )
}
