import type { TeaEstate } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { FactList, type Fact } from '@/components/ui/FactList'

/** Where an estate lies and what kind of garden it is, as a small description list. */
export function EstateFacts({ estate, locale }: { estate: TeaEstate; locale: Locale }) {
  const t = dictionary(locale).estates
  const facts: Fact[] = [
    [t.kind, estate.type ? (estate.type === 'partner' ? t.partnerGarden : t.familyEstate) : null],
    [t.region, estate.region],
    [t.elevationLabel, typeof estate.elevation === 'number' ? t.elevation(estate.elevation) : null],
    [t.position, position(estate.latitude, estate.longitude)],
  ]
  return <FactList facts={facts} columns={1} className="h-fit rounded-sm border border-brand-100 bg-brand-50 p-6" />
}

const position = (lat: number, lng: number) =>
  `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(4)}° ${lng >= 0 ? 'E' : 'W'}`
