import type { TeaEstate } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'

/** Where an estate lies and what kind of garden it is, as a small description list. */
export function EstateFacts({ estate, locale }: { estate: TeaEstate; locale: Locale }) {
  const t = dictionary(locale).estates
  const rows = [
    estate.type ? [t.kind, estate.type === 'partner' ? t.partnerGarden : t.familyEstate] : null,
    estate.region ? [t.region, estate.region] : null,
    typeof estate.elevation === 'number' ? [t.elevationLabel, t.elevation(estate.elevation)] : null,
    [t.position, position(estate.latitude, estate.longitude)],
  ].filter((row): row is [string, string] => row !== null)
  return (
    <dl className="h-fit space-y-4 rounded-sm border border-brand-100 bg-brand-50 p-6">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm font-semibold uppercase tracking-wider text-brand-800">{term}</dt>
          <dd className="mt-1 text-ink/85">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const position = (lat: number, lng: number) =>
  `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(4)}° ${lng >= 0 ? 'E' : 'W'}`
