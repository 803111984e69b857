import type { FeaturedStory } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { SiteOrWebLink } from './SiteOrWebLink'

/** A featured story: picture, date, title and summary, the whole card leading to where the story is told. */
export function StoryCard({ story, headingLevel, locale }: { story: FeaturedStory; headingLevel: 'h2' | 'h3'; locale: Locale }) {
  const Heading = headingLevel
  const date = new Date(story.date)
  return (
    <SiteOrWebLink href={story.link} locale={locale} className="group block rounded-sm">
      <div className="relative aspect-[3/2] overflow-hidden rounded-sm bg-brand-100">
        {/* The title names the link; the picture is decoration here. */}
        <CmsImage media={story.image} alt="" fill sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw" className="card-picture" />
      </div>
      <time dateTime={story.date.slice(0, 10)} className="mt-4 block text-sm text-ink/75">
        {new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}
      </time>
      <Heading className="mt-1 font-serif text-xl leading-snug text-brand-900 underline-offset-4 group-hover:underline lg:text-2xl">{story.title}</Heading>
      {story.summary ? <span className="mt-2 block line-clamp-3 text-[0.95rem] text-ink/85">{story.summary}</span> : null}
    </SiteOrWebLink>
  )
}
