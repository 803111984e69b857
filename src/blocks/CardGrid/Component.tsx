import type { CardGridBlock as CardGridData } from '@/payload-types'
import { Card } from '@/components/cards/Card'

/** A titled grid of linked cards (explore items, range tiles, site-map sections). */
export function CardGridBlock({ title, items }: CardGridData) {
  if (!items?.length) return null
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 lg:py-16">
      {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900">{title}</h2> : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.id ?? i}>
            <Card image={item.image} title={item.title} description={item.description} link={item.link} />
          </li>
        ))}
      </ul>
    </section>
  )
}
