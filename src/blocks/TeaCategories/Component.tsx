import { DEFAULT_VARIANT } from '@/config/variant'
import { ItemCard } from '@/components/catalogue/ItemCard'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'
import { listCategories } from '@/data/catalogue/categories'

/**
 * One kind's tea categories (the data-layer spec's tea_formats, tea_types, tea_by_flavors and
 * tea_by_moods items: picture, title, description, link) as cards leading to each category's page.
 */
export async function TeaCategoriesBlock({ title, kind, variant = DEFAULT_VARIANT }: BlockProps<'teaCategories'>) {
  const categories = await listCategories(variant, kind)
  const t = dictionary(variant.locale).teaFilter
  const headingId = `${kind}-categories-title`
  return (
    <section aria-labelledby={headingId} className="page-section">
      <h2 id={headingId} className="mb-8 font-serif text-3xl text-brand-900">
        {title || t.kindTitles[kind]}
      </h2>
      {categories.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.slug}>
              <ItemCard item={{ url: category.url, name: category.title, summary: category.description ?? '', image: category.image }} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-lg">{t.noCategories}</p>
      )}
    </section>
  )
}
