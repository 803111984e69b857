import { countryName } from '@/config/countries'
import { getPublicSettings } from '@/data/settings'
import { DEFAULT_VARIANT } from '@/config/variant'
import { StoreFinder } from '@/components/islands'
import type { StoreCountry } from '@/components/stores/StoreFinder'
import type { BlockProps } from '../block-props'

/** The shops of every country that has some, for the store finder (country choice, map and list). */
export async function WhereToBuyBlock({ title, description, default_country, stores, variant = DEFAULT_VARIANT }: BlockProps<'whereToBuy'>) {
  if (!stores?.length) return null
  const { mapTiles } = await getPublicSettings(variant.locale)
  const byCountry = new Map<string, StoreCountry>()
  for (const store of stores) {
    const entry = byCountry.get(store.country) ?? { code: store.country, name: countryName(store.country), stores: [] }
    entry.stores.push({
      name: store.name,
      lat: store.latitude,
      lng: store.longitude,
      description: store.description ?? null,
      address: store.address ?? null,
      url: store.url ?? null,
    })
    byCountry.set(store.country, entry)
  }
  const countries = [...byCountry.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'))
  const initial = default_country && byCountry.has(default_country) ? default_country : countries[0]!.code
  return (
    <section className="page-section">
      {title ? <h2 className="font-serif text-3xl text-brand-900">{title}</h2> : null}
      {description ? <p className="mt-4 max-w-3xl text-lg text-ink/85">{description}</p> : null}
      <StoreFinder countries={countries} initial={initial} tiles={mapTiles} />
    </section>
  )
}
