import type { CaffeineLevel } from '@/lib/catalogue/kinds'
import type { ImageKey } from '../images/catalogue'

/** The ids the catalogue's products link to, by slug. */
export type CatalogueIds = {
  categories: Map<string, number>
  ranges: Map<string, number>
  ingredients: Map<string, number>
  estates: Map<string, number>
  /** Recipes (seeded before the catalogue), for the demo teas' related recipes. */
  recipes?: Map<string, number>
}

/**
 * Everything about one seeded product except ids: put together from the range it belongs to and
 * the words of its name (a "Ginger" tea has ginger in it and tastes spicy). Pure, so the demo
 * products and the scale fixture (./scale.ts) are made the same way.
 */
export type ProductPlan = {
  slug: string
  name: string
  range: string
  format: string
  type: string
  moods: string[]
  flavours: string[]
  ingredients: string[]
  caffeine: CaffeineLevel
  isInfusion: boolean
  /** The quality season of a seasonal flush tea (the T-series' seasonal flush page); null for every other tea. */
  flush: 'western' | 'uva' | null
  featured: boolean
  origin: string
  estate: string | null
  summary: string
  description: string[]
  tasting: { appearance: string; aroma: string; taste: string }
  brewing: { water_temperature_c: number | null; steep_minutes: number | null; amount_grams: number | null; amount_note: string; milk: 'no' | 'optional' | 'recommended' }
  /** Shared pictures after the tea's own pack shot (./pack-shots.ts): its cup, then its range. */
  images: ImageKey[]
  packs: { label: string; weight_grams: number; sku: string; shop_links: { country: string; url: string }[] }[]
  soldEverywhere: boolean
  soldIn: string[]
  /** The German of the texts above; the name is the brand's own, in German as in English (a local pack's aside). */
  de: {
    name: string
    summary: string
    description: string[]
    tasting: { appearance: string; aroma: string; taste: string }
    amount_note: string
    packLabels: string[]
  }
}
