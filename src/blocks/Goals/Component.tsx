import type { GoalsBlock as GoalsData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { cardColours } from '@/lib/accessibility/colour-contrast'

/** Numbered goal cards in the editor's colours; the text colour follows the card's for contrast. */
export function GoalsBlock({ title, intro, goals, locale = 'en' }: GoalsData & { locale?: Locale }) {
  if (!goals?.length) return null
  const t = dictionary(locale).purpose
  const Heading = title ? 'h3' : 'h2'
  return (
    <section className="page-section">
      {title ? <h2 className="font-serif text-3xl text-brand-900">{title}</h2> : null}
      {intro ? <p className="mt-4 max-w-3xl text-lg text-ink/80">{intro}</p> : null}
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {goals.map((goal, i) => (
          <li key={goal.id ?? i} className="flex flex-col rounded-sm p-6" style={cardColours(goal.colour)}>
            <Heading className="font-serif text-xl leading-snug">
              <span className="block font-sans text-sm font-semibold uppercase tracking-[0.18em]">
                {t.goal} <span className="text-4xl tracking-normal">{goal.number}</span>
              </span>{' '}
              <span className="mt-3 block">{goal.title}</span>
            </Heading>
            {goal.text ? <p className="mt-3">{goal.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
