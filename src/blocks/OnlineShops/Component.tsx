import { countryName } from '@/config/countries'
import { DEFAULT_VARIANT } from '@/config/variant'
import { OpensInNewTab } from '@/components/ui/OpensInNewTab'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'

/** The online shops as cards: the brand's own first, then the marketplaces, each with where it delivers. */
export function OnlineShopsBlock({ title, shops, variant = DEFAULT_VARIANT }: BlockProps<'onlineShops'>) {
  if (!shops?.length) return null
  const t = dictionary(variant.locale).onlineShops
  const ordered = [...shops].sort((a, b) => Number(b.kind === 'brand') - Number(a.kind === 'brand'))
  const Heading = title ? 'h3' : 'h2'
  return (
    <section className="page-section">
      {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900">{title}</h2> : null}
      <ul className="grid gap-6 md:grid-cols-2">
        {ordered.map((shop) => (
          <li key={shop.id ?? shop.url} className="flex flex-col rounded-sm border border-brand-100 bg-brand-50 p-6">
            <p className={eyebrowClass}>{shop.kind === 'brand' ? t.ourShop : t.marketplace}</p>
            <Heading className="mt-2 font-serif text-2xl text-brand-900">{shop.name}</Heading>
            {shop.description ? <p className="mt-3 text-ink/85">{shop.description}</p> : null}
            <p className="mt-3 text-sm text-ink/75">
              {shop.delivers_to?.length ? t.deliversTo(shop.delivers_to.map((code) => countryName(code, variant.locale)).join(', ')) : t.worldwide}
            </p>
            <a
              href={shop.url}
              target="_blank"
              rel="noopener"
              className="mt-5 inline-flex min-h-11 w-fit items-center gap-2 rounded-sm bg-brand-800 px-5 py-2 font-medium text-white transition hover:bg-brand-900"
            >
              {t.visit(shop.name)}
              <OpensInNewTab />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
