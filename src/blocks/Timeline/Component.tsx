import type { TimelineBlock as TimelineData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'

/**
 * The family's history by year. Each card sits in a slot of fixed height and opens downward over
 * the cards below on hover or keyboard focus (:focus-within), so the page around it never moves.
 * Pure CSS: no script, and the opening is animated only for visitors who have not asked for less motion.
 * The full text is always in the document, so screen readers read it whether or not the card is open.
 */
export function TimelineBlock({ title, time_line, id }: TimelineData & { locale?: Locale }) {
  const entries = [...(time_line ?? [])].sort((a, b) => a.year - b.year)
  if (!entries.length) return null
  const prefix = `timeline-${id ?? 'block'}`
  return (
    <section className="page-section">
      {title ? <h2 className="mb-10 font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
      <ol className="grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry, i) => {
          const [first, ...more] = (entry.images ?? []).filter((image) => typeof image === 'object')
          const yearId = `${prefix}-${i}-year`
          const titleId = `${prefix}-${i}-title`
          return (
            <li key={entry.id ?? i} className="relative h-[19rem]">
              <article
                tabIndex={0}
                aria-labelledby={`${yearId} ${titleId}`}
                data-timeline-card=""
                className="group absolute inset-x-0 top-0 max-h-[19rem] overflow-hidden rounded-sm bg-white shadow-sm ring-1 ring-brand-100 hover:z-10 hover:max-h-[60rem] hover:shadow-xl focus-within:z-10 focus-within:max-h-[60rem] focus-within:shadow-xl motion-safe:transition-[max-height,box-shadow] motion-safe:duration-500"
              >
                <div className="relative aspect-[16/9] bg-brand-100">
                  {first ? <CmsImage media={first} fill sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" /> : null}
                  <p id={yearId} className="absolute left-4 top-4 rounded-full bg-brand-900 px-4 py-1 font-serif text-lg text-white">
                    {entry.year}
                  </p>
                </div>
                <div className="p-5">
                  <h3 id={titleId} className="font-serif text-xl text-brand-900">
                    {entry.title}
                  </h3>
                  <p className="mt-3 text-ink/85">{entry.content}</p>
                  {more.length ? (
                    <ul className="mt-4 grid grid-cols-2 gap-3">
                      {more.map((image, j) => (
                        <li key={j} className="relative aspect-[3/2] overflow-hidden rounded-sm">
                          <CmsImage media={image} fill sizes="(min-width: 992px) 16vw, 50vw" className="object-cover" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                {/* Says "there is more" while the card is closed. */}
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white to-transparent group-hover:opacity-0 group-focus-within:opacity-0"
                />
              </article>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
