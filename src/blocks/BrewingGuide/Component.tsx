import { RichText } from '@/components/rich-text/RichText'
import type { BrewingGuideBlock as BrewingGuideData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { featureVideo } from '@/components/video/feature-video'
import { dictionary } from '@/i18n'
import { groupGuideSections } from './rule-groups'
import { ReadMoreLink } from '@/components/ui/ReadMoreLink'

type Section = NonNullable<BrewingGuideData['sections']>[number]
type Level = 2 | 3 | 4
const headingClass: Record<Level | 5, string> = {
  2: 'font-serif text-3xl leading-tight text-brand-900 lg:text-4xl',
  3: 'font-serif text-2xl leading-snug text-brand-900',
  4: 'font-serif text-xl text-brand-900',
  5: 'font-semibold text-brand-900',
}

/**
 * The brewing guide: an optional video, then the sections in order. Content sections stand where
 * they are; rule sections are grouped by rule number into numbered rules ("Rule 1", "Rule 2"…),
 * an ordered list whose items each hold the rule's sections (./rule-groups.ts).
 */
export function BrewingGuideBlock({ locale = 'en', id, ...block }: BrewingGuideData & { locale?: Locale }) {
  const t = dictionary(locale).teaKnowledge
  const video = featureVideo({
    url: block.video_url,
    file: block.video_file,
    poster: block.video_poster,
    title: block.video_title || t.brewingVideo,
    locale,
    sizes: '(min-width: 1024px) 896px, 100vw',
  })
  const parts = groupGuideSections(block.sections ?? [])
  if (!video && !parts.length) return null
  const prefix = `brewing-${id ?? 'guide'}`

  return (
    <div className="page-section">
      {video ? <div className="mx-auto mb-14 max-w-4xl">{video}</div> : null}
      <div className="space-y-16">
        {parts.map((part, i) =>
          part.kind === 'content' ? (
            <GuideSection key={part.section.id ?? i} section={part.section} level={2} locale={locale} />
          ) : (
            <ol key={`rules-${part.groups[0]!.index}`} className="space-y-16" data-brewing-rules="">
              {part.groups.map(({ index, sections: [first, ...more] }) => {
                const titleId = `${prefix}-rule-${index}`
                const title = first!.has_header && first!.header ? first!.header : null
                return (
                  <li key={index} value={index} className="border-t border-brand-100 pt-10">
                    <h2 id={titleId} className={`scroll-mt-28 ${headingClass[2]}`}>
                      <span className={`mb-2 block ${eyebrowClass}`}>{t.rule(index)}</span>
                      {title ? <> {title}</> : null}
                    </h2>
                    <GuideSection section={first!} level={2} underHeading locale={locale} />
                    {more.map((section, j) => (
                      <GuideSection key={section.id ?? j} section={section} level={3} locale={locale} className="mt-10" />
                    ))}
                  </li>
                )
              })}
            </ol>
          ),
        )}
      </div>
    </div>
  )
}

/**
 * One section: its heading (unless the rule's heading already shows it), rich text, optional link
 * and picture, then its sub-sections one heading level below the nearest heading.
 */
function GuideSection({
  section,
  level,
  underHeading = false,
  locale,
  className = '',
}: {
  section: Section
  level: Level
  /** The rule's heading (at `level`) already introduces this section and shows its header. */
  underHeading?: boolean
  locale: Locale
  className?: string
}) {
  const Heading = `h${level}` as const
  const header = section.has_header && section.header && !underHeading ? section.header : null
  const subLevel = (header || underHeading ? level + 1 : level) as Level | 5
  const image = typeof section.image === 'object' ? section.image : null
  const subs = section.sub_contents ?? []

  const text = (
    <div>
      {header ? <Heading className={headingClass[level]}>{header}</Heading> : null}
      {section.content ? <RichText data={section.content} className="mt-5" /> : null}
      <ReadMoreLink data={section} locale={locale} className="mt-6 inline-flex min-h-11 items-center gap-2 border-b border-brand-800 pb-1 font-medium text-brand-800 transition hover:gap-3 hover:text-brand-900" />
    </div>
  )

  return (
    <div className={className}>
      {image ? (
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          {text}
          <div className="relative aspect-[3/2] overflow-hidden rounded-sm lg:mt-5">
            <CmsImage media={image} fill sizes="(min-width: 992px) 50vw, 100vw" className="object-cover" />
          </div>
        </div>
      ) : (
        <div className="max-w-3xl">{text}</div>
      )}
      {subs.length ? (
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {subs.map((sub, i) => {
            const SubHeading = `h${Math.min(subLevel, 5)}` as 'h3' | 'h4' | 'h5'
            const subImage = typeof sub.image === 'object' ? sub.image : null
            return (
              <div key={sub.id ?? i} className="rounded-sm bg-brand-50 p-6 ring-1 ring-brand-100">
                {subImage ? (
                  <div className="relative mb-5 aspect-[3/2] overflow-hidden rounded-sm">
                    <CmsImage media={subImage} fill sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" className="object-cover" />
                  </div>
                ) : null}
                {sub.has_header && sub.header ? <SubHeading className={headingClass[subLevel]}>{sub.header}</SubHeading> : null}
                {sub.contents ? <RichText data={sub.contents} className="mt-3" /> : null}
              </div>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}
