import type { CardGridBlock as CardGridData } from '@/payload-types'
import { Card, cardGridClass } from '@/components/cards/Card'

/** A titled grid of linked cards (explore items, range tiles, site-map sections). */
export function CardGridBlock({ title, items }: CardGridData) {
  if (!items?.length) return null
  return (
    <section className="page-section">
      {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900">{title}</h2> : null}
      <ul className={cardGridClass}>
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <Card image={item.image} title={item.title} description={item.description} link={item.link} />
          </li>
        ))}
      </ul>
    </section>
  )
}
