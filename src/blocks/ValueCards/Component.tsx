import type { ValueCardsBlock as ValueCardsData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { ExpandableCard } from './ExpandableCard'

/** Value cards: a grid of cards, each opening to its longer text. Pictures are rendered here, on the server. */
export function ValueCardsBlock({ title, intro, cards }: ValueCardsData & { locale?: Locale }) {
  if (!cards?.length) return null
  return (
    <section className="page-section">
      {title ? <h2 className="font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
      {intro ? <p className="mt-4 max-w-3xl text-lg text-ink/85">{intro}</p> : null}
      <ul className={`grid items-start gap-8 sm:grid-cols-2 lg:grid-cols-3 ${title || intro ? 'mt-10' : ''}`}>
        {cards.map((card, i) => (
          <li key={card.id ?? i}>
            <ExpandableCard
              title={card.title}
              shortText={card.short_text}
              longText={card.long_text}
              image={card.image ? <CmsImage media={card.image} fill sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" /> : null}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
