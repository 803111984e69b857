import type { ReactNode } from 'react'
import { itemHeadingLevel } from '@/components/catalogue/ListSection'

/**
 * A list block's items as a grid of cards under the block's optional title; each card's heading sits
 * one level under that title, or is the page's h2 without one. Nothing at all when there are no items.
 */
export function CardGrid<T extends { slug: string }>({ title, items, card }: { title?: string | null; items: T[]; card: (item: T, headingLevel: 'h2' | 'h3') => ReactNode }) {
  if (!items.length) return null
  return (
    <section className="page-section">
      {title ? <h2 className="mb-10 font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
      <ul className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>{card(item, itemHeadingLevel(title))}</li>
        ))}
      </ul>
    </section>
  )
}
