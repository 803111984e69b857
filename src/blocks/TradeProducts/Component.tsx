import type { TradeProductsBlock as TradeProductsData } from '@/payload-types'
import { CmsImage } from '@/components/media/CmsImage'
import { TradeItems } from '@/components/trade/TradeItems'

/** The trade landing page's our_product: its banner picture and the product items. */
export function TradeProductsBlock({ id, title, banner_image, items }: TradeProductsData) {
  if (!items?.length) return null
  const headingId = `trade-products-${id ?? 'block'}`
  return (
    <section aria-labelledby={title ? headingId : undefined} className="page-section">
      {banner_image && typeof banner_image === 'object' ? (
        <div className="relative mb-10 aspect-[3/1] overflow-hidden rounded-sm">
          <CmsImage media={banner_image} fill sizes="(min-width: 1200px) 1152px, 100vw" className="object-cover" />
        </div>
      ) : null}
      {title ? (
        <h2 id={headingId} className="mb-8 font-serif text-3xl text-brand-900">
          {title}
        </h2>
      ) : null}
      <TradeItems items={items} headingLevel={title ? 'h3' : 'h2'} />
    </section>
  )
}
