import { DEFAULT_VARIANT } from '@/config/variant'
import { ItemCard } from '@/components/catalogue/ItemCard'
import { Pagination } from '@/components/search/Pagination'
import { dictionary } from '@/i18n'
import { pageFromQuery } from '@/lib/routing/list-query'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'
import { findGifts } from '@/data/gifts'
import { ListSection, itemHeadingLevel } from '@/components/catalogue/ListSection'

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
  return (
    <ListSection headingId={`${kind}-list-title`} title={title} headingClassName="mb-2 font-serif text-3xl text-brand-900">
      <p className="mb-8 text-ink/80">{t.itemCount(total)}</p>
      {items.length ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.slug}>
              <ItemCard item={item} facts={item.price_note ?? undefined} badge={item.featured ? t.favourite : undefined} headingLevel={itemHeadingLevel(title)} />
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
    </ListSection>
  )
}
