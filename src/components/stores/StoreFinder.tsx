'use client'

import { useId, useState } from 'react'
import { LocationMap } from '@/components/map/LocationMap'
import type { MapTiles } from '@/components/map/types'
import { useDictionary } from '@/i18n/client'

export type Store = { name: string; lat: number; lng: number; description: string | null; address: string | null; url: string | null }
export type StoreCountry = { code: string; name: string; stores: Store[] }

/**
 * Where to buy: choosing a country shows its shops as a list (the keyboard and screen-reader path)
 * and centres the map on them. The map is remounted per country, so it opens fitted to that
 * country's shops; the list below it is announced politely when it changes.
 */
export function StoreFinder({ countries, initial, tiles }: { countries: StoreCountry[]; initial: string; tiles: MapTiles }) {
  const t = useDictionary().stores
  const [code, setCode] = useState(initial)
  const selectId = useId()
  const country = countries.find((c) => c.code === code) ?? countries[0]!
  return (
    <div className="mt-8">
      <label htmlFor={selectId} className="block font-semibold text-brand-900">{t.chooseCountry}</label>
      <select
        id={selectId}
        value={country.code}
        onChange={(event) => setCode(event.target.value)}
        className="mt-2 min-h-11 w-full max-w-sm rounded-sm border border-brand-300 bg-white px-3 py-2 text-ink"
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>{c.name}</option>
        ))}
      </select>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LocationMap
          key={country.code}
          label={t.mapOf(country.name)}
          tiles={tiles}
          zoom={12}
          markers={country.stores.map((store) => ({ lat: store.lat, lng: store.lng, label: store.name, href: store.url ?? undefined }))}
        />
        <div aria-live="polite">
          <h3 className="font-serif text-2xl text-brand-900">{t.storesIn(country.name, country.stores.length)}</h3>
          <ul className="mt-4 space-y-5">
            {country.stores.map((store) => (
              <li key={`${store.name}-${store.lat}`} className="border-l-4 border-gold-400 pl-4">
                <p className="font-semibold text-brand-900">
                  {store.url ? (
                    <a href={store.url} className="underline underline-offset-4 hover:text-brand-700">{store.name}</a>
                  ) : (
                    store.name
                  )}
                </p>
                {store.description ? <p className="mt-1 text-ink/85">{store.description}</p> : null}
                {store.address ? <p className="mt-1 whitespace-pre-line text-sm text-ink/75">{store.address}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
