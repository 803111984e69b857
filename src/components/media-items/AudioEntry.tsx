'use client'

import type { ItemRendererProps } from '@/lib/listing/types'
import { AudioPlayerView } from '@/components/podcasts/AudioPlayerView'
import type { AudioListItem } from '@/data/media/media-items'
import { SHARED_FILE_LOCALE } from '@/config/variant'
import { useDictionary } from '@/i18n/client'
import { mediaItemAnchor } from '@/lib/media/media-item-anchor'
import { recordingLength } from '@/lib/media/recording-length'
import { MetaLine } from '@/components/ui/MetaLine'

/**
 * One audio item of the audio listing: title, year, category and length, its player (native
 * controls, loaded with the page, never lazily) and its transcript behind a disclosure, marked as
 * in the recording's language.
 */
export function AudioEntry({ item: raw, locale, headingLevel }: ItemRendererProps) {
  const item = raw as unknown as AudioListItem
  const dict = useDictionary()
  const t = dict.mediaItems
  const Heading = headingLevel
  const minutes = item.duration_seconds ? recordingLength(item.duration_seconds, dict.podcasts) : null
  const facts = [String(item.year), t.audioCategories[item.sub_category] ?? item.sub_category, minutes ? t.length(minutes) : null]
  const paragraphs = item.transcript.split('\n').filter((line) => line.trim())
  return (
    <article id={mediaItemAnchor('audio', item.slug)} className="scroll-mt-24 rounded-sm border border-brand-100 bg-white p-5 shadow-sm lg:p-6">
      <Heading className="font-serif text-2xl text-brand-900">{item.title}</Heading>
      <MetaLine parts={facts} className="mt-1 text-sm text-ink/80" />
      {item.summary ? <p className="mt-3 text-ink/85">{item.summary}</p> : null}
      <AudioPlayerView
        audio={{ url: item.audio_url, filename: item.filename, mimeType: item.mime_type, filesize: item.filesize }}
        title={item.title}
        locale={locale}
        words={dict.podcasts}
      />
      {paragraphs.length ? (
        <details className="mt-4 rounded-sm border border-brand-100 p-4 open:bg-brand-50">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">{t.transcript}</summary>
          <div lang={SHARED_FILE_LOCALE} className="mt-3 space-y-2 text-ink/90">
            {paragraphs.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        </details>
      ) : null}
    </article>
  )
}
