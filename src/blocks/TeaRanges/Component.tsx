import { DEFAULT_VARIANT } from '@/config/variant'
import { ItemCard } from '@/components/catalogue/ItemCard'
import type { BlockProps } from '../types'
import { listRanges } from '@/data/catalogue/ranges'

/** Every range the visitor's country sees, as cards linking to the range's page (a bounded list: no pages). */
export async function TeaRangesBlock({ title, variant = DEFAULT_VARIANT }: BlockProps<'teaRanges'>) {
  const { items } = await listRanges(variant, { page: 1, size: 0 })
  return (
    <section aria-labelledby={title ? 'tea-ranges-title' : undefined} className="mx-auto max-w-6xl px-4 py-12 lg:py-16">
      {title ? (
        <h2 id="tea-ranges-title" className="mb-8 font-serif text-3xl text-brand-900">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((range) => (
          <li key={range.slug}>
            <ItemCard item={{ url: range.url, name: range.name, summary: range.tagline ?? '', image: range.cover_image }} headingLevel={title ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
    </section>
  )
}
