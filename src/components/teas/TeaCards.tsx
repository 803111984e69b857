import type { ProductItem } from '@/data/catalogue/products'
import { ItemCard } from '@/components/catalogue/ItemCard'

/** Teas as cards (picture, name, type and format, summary), each a link to the tea's page. */
export function TeaCards({ items, favourite, headingLevel = 'h3' }: { items: ProductItem[]; favourite?: string; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.slug}>
          <ItemCard
            item={{ url: item.url, name: item.name, summary: item.summary ?? '', image: item.image }}
            facts={[item.type?.title, item.format?.title].filter(Boolean).join(' · ') || undefined}
            badge={item.featured && favourite ? favourite : undefined}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
