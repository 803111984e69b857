import { listEstates } from '@/data/estates'
import { getPublicSettings } from '@/data/settings'
import { DEFAULT_VARIANT } from '@/config/variant'
import { Card, cardGridClass } from '@/components/cards/Card'
import { LocationMap } from '@/components/islands'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'

/**
 * The visitor's country's tea estates as linked cards (the keyboard and screen-reader path) and
 * a map with a marker per estate that links to the same page.
 */
export async function TeaEstatesBlock({ title, show_map, variant = DEFAULT_VARIANT }: BlockProps<'teaEstates'>) {
  const [estates, settings] = await Promise.all([listEstates(variant), getPublicSettings(variant.locale)])
  if (!estates.length) return null
  const t = dictionary(variant.locale).estates
  return (
    <section className="page-section">
      {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900">{title}</h2> : null}
      <ul className={cardGridClass}>
        {estates.map((estate) => (
          <li key={estate.slug}>
            <Card
              image={estate.cover_image}
              title={estate.name}
              description={[estate.type === 'partner' ? t.partnerGarden : t.familyEstate, estate.region].filter(Boolean).join(' · ') + (estate.summary ? ` — ${estate.summary}` : '')}
              link={routes.family.teaGardens(estate.slug)}
            />
          </li>
        ))}
      </ul>
      {show_map !== false ? (
        <div className="mt-12">
          <LocationMap
            label={t.mapLabel}
            tiles={settings.mapTiles}
            markers={estates.map((estate) => ({ lat: estate.latitude, lng: estate.longitude, label: estate.name, href: routes.family.teaGardens(estate.slug) }))}
          />
        </div>
      ) : null}
    </section>
  )
}
