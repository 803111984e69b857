import Image from 'next/image'
import type { Media } from '@/payload-types'
import { DEFAULT_VARIANT } from '@/config/variant'
import { LocationMap } from '@/components/islands'
import { mediaSrc } from '@/lib/media/media-url'
import { dictionary } from '@/i18n'
import type { BlockProps } from '../block-props'
import { ListSection } from '@/components/catalogue/ListSection'

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/**
 * A map with a marker per place and the list of the same places beside it. Each marker's popup
 * links to its entry in the list, so the list stays the one place that tells about a location.
 */
export async function TeaLocationsBlock({ id, title, intro, places, variant = DEFAULT_VARIANT }: BlockProps<'teaLocations'>) {
  if (!places?.length) return null
  const { getPublicSettings } = await import('@/data/settings')
  const settings = await getPublicSettings(variant.locale)
  const t = dictionary(variant.locale).families
  const anchor = (title: string, i: number) => `place-${slugOf(title) || i + 1}`
  return (
    <ListSection headingId={`locations-${id ?? 'map'}-title`} title={title} headingClassName="mb-4 font-serif text-3xl text-brand-900">
      {intro ? <p className="mb-8 max-w-3xl text-lg text-ink/80">{intro}</p> : null}
      <div className="grid gap-8 lg:grid-cols-2">
        <LocationMap
          label={title ? t.mapOf(title) : t.mapLabel}
          tiles={settings.mapTiles}
          markers={places.map((place, i) => ({ lat: place.latitude, lng: place.longitude, label: place.title, href: `#${anchor(place.title, i)}` }))}
        />
        <ul aria-label={t.placesList} className="space-y-6">
          {places.map((place, i) => {
            const image = place.image && typeof place.image === 'object' ? (place.image as Media) : null
            return (
              <li key={place.id ?? i} id={anchor(place.title, i)} className="flex gap-4 scroll-mt-32">
                {image?.url ? (
                  <Image src={mediaSrc(image.url)} alt="" width={120} height={120} className="h-24 w-24 shrink-0 rounded-sm object-cover" />
                ) : null}
                <div>
                  <h3 className="font-serif text-xl text-brand-900">{place.title}</h3>
                  {place.description ? <p className="mt-1 text-ink/80">{place.description}</p> : null}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </ListSection>
  )
}
