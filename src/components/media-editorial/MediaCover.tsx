import type { MediaCoversBlock } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { SiteOrWebLink } from './SiteOrWebLink'

type Cover = NonNullable<MediaCoversBlock['items']>[number]

/** One cover of the media landing: a large picture, its label, title and description, leading to a media listing. */
export function MediaCover({ cover, headingLevel, locale }: { cover: Cover; headingLevel: 'h2' | 'h3'; locale: Locale }) {
  const Heading = headingLevel
  return (
    <SiteOrWebLink href={cover.link} locale={locale} className="group flex h-full flex-col rounded-sm bg-white shadow-sm ring-1 ring-brand-900/10">
      <div className="relative aspect-[16/9] overflow-hidden rounded-t-sm bg-brand-100">
        <CmsImage media={cover.image} alt="" fill sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw" className="card-picture" />
      </div>
      {/* A div, not a span: the card's text holds a heading, which phrasing content may not. */}
      <div className="flex flex-1 flex-col p-6">
        {cover.header ? <span className={eyebrowClass}>{cover.header}</span> : null}
        <Heading className="mt-2 font-serif text-2xl leading-snug text-brand-900 underline-offset-4 group-hover:underline lg:text-3xl">{cover.title}</Heading>
        {cover.description ? <span className="mt-3 block line-clamp-3 text-ink/85">{cover.description}</span> : null}
      </div>
    </SiteOrWebLink>
  )
}
