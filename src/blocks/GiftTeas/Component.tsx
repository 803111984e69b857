import { DEFAULT_VARIANT } from '@/config/variant'
import { ItemCard } from '@/components/catalogue/ItemCard'
import { Pagination } from '@/components/search/Pagination'
import { dictionary } from '@/i18n'
import { pageFromQuery } from '@/lib/routing/list-query'
import { routes } from '@/routes'
import type { BlockProps } from '../types'
import { findGifts } from '@/data/gifts'

/**
 * The gifts (or the teaware) sold in the visitor's country, as cards, paginated with plain links
 * (?page=2): the address of a later page is rendered per request with it (src/lib/routing/list-query.ts),
 * so paging needs no JavaScript.
 */
export async function GiftTeasBlock({ title, kind, page_size, variant = DEFAULT_VARIANT, query }: BlockProps<'giftTeas'>) {
  const size = page_size || 9
  const page = pageFromQuery(query)
  const { items, total } = await findGifts(kind, { page, size }, variant)
  const dict = dictionary(variant.locale)
  const t = dict.catalogue
  const listPath = kind === 'teaware' ? routes.products.teawares : routes.products.giftOfTeas()
  const headingId = `${kind}-list-title`
  return (
    <section aria-labelledby={title ? headingId : undefined} className="mx-auto max-w-6xl px-4 py-12 lg:py-16">
      {title ? (
        <h2 id={headingId} className="mb-2 font-serif text-3xl text-brand-900">
          {title}
        </h2>
      ) : null}
      <p className="mb-8 text-ink/80">{t.itemCount(total)}</p>
      {items.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.slug}>
              <ItemCard item={item} facts={item.price_note ?? undefined} badge={item.featured ? t.favourite : undefined} headingLevel={title ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-lg">{t.emptyList}</p>
      )}
      <Pagination
        page={Math.min(page, Math.max(1, Math.ceil(total / size)))}
        totalPages={Math.ceil(total / size)}
        copy={dict.search}
        hrefFor={(p) => (p > 1 ? `${listPath}?page=${p}` : listPath)}
      />
    </section>
  )
}
