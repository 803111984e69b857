import type { ReactNode } from 'react'
import type { Picture } from '@/lib/media/picture'
import { ItemCard } from './ItemCard'
import { ListSection, itemHeadingLevel } from './ListSection'

export type CardListItem = { key: string; url: string; name: string; summary: string; image: Picture | null; facts?: string }

/**
 * A titled grid of cards (products, ingredients, recipes, Tea Inspired image groups): the shared
 * frame of the list blocks. The cards' headings sit one level under the title, or are the page's h2s without one.
 */
export function CardList({ id, title, items, empty, children }: { id: string; title?: string | null; items: CardListItem[]; empty: string; children?: ReactNode }) {
  return (
    <ListSection headingId={`${id}-title`} title={title}>
      {items.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.key}>
              <ItemCard item={item} facts={item.facts} headingLevel={itemHeadingLevel(title)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-lg">{empty}</p>
      )}
      {/* What follows the grid inside the section: page links. */}
      {children}
    </ListSection>
  )
}
