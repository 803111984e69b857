import type { ProductDetail } from '@/data/catalogue/products'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { FactSection } from './FactSection'

/** A tea's tasting notes: how the leaf and the cup look, smell and taste. */
export function TastingNotes({ notes, locale }: { notes: ProductDetail['tasting_notes']; locale: Locale }) {
  const t = dictionary(locale).teas
  return (
    <FactSection
      id="tea-tasting"
      title={t.tastingNotes}
      listClassName="mt-6 sm:grid-cols-1"
      facts={[
        [t.appearance, notes.appearance],
        [t.aroma, notes.aroma],
        [t.taste, notes.taste],
      ]}
    />
  )
}

/** A tea's brewing guide: water temperature, steeping time, amount per cup and milk. */
export function BrewingGuide({ brewing, locale }: { brewing: NonNullable<ProductDetail['brewing']>; locale: Locale }) {
  const t = dictionary(locale).teas
  const amount = [brewing.amount_grams ? t.grams(brewing.amount_grams) : null, brewing.amount_note].filter(Boolean).join(' · ')
  return (
    <FactSection
      id="tea-brewing"
      title={t.brewing}
      facts={[
        [t.temperature, brewing.water_temperature_c ? t.degrees(brewing.water_temperature_c) : null],
        [t.time, brewing.steep_minutes ? t.minutes(brewing.steep_minutes) : null],
        [t.amount, amount],
        [t.milk, brewing.milk ? t.milkOptions[brewing.milk] : null],
      ]}
    />
  )
}
