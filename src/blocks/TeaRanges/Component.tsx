import { DEFAULT_VARIANT } from '@/config/variant'
import { ItemCard } from '@/components/catalogue/ItemCard'
import type { BlockProps } from '../block-props'
import { listRanges } from '@/data/catalogue/ranges'
import { ListSection, itemHeadingLevel } from '@/components/catalogue/ListSection'

/** Every range the visitor's country sees, as cards linking to the range's page (a bounded list: no pages). */
export async function TeaRangesBlock({ title, variant = DEFAULT_VARIANT }: BlockProps<'teaRanges'>) {
  const { items } = await listRanges(variant, { page: 1, size: 0 })
  return (
    <ListSection headingId="tea-ranges-title" title={title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((range) => (
          <li key={range.slug}>
            <ItemCard item={{ url: range.url, name: range.name, summary: range.tagline ?? '', image: range.cover_image }} headingLevel={itemHeadingLevel(title)} />
          </li>
        ))}
      </ul>
    </ListSection>
  )
}
