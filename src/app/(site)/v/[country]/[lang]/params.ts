import { notFound } from 'next/navigation'
import { isCountry } from '@/config/countries'
import { isLocale, type Variant } from '@/config/variant'

export type VariantParams = { country: string; lang: string }

/** Turns the internal route params into a Variant; anything invalid is a 404. */
export async function variantFrom(params: Promise<VariantParams>): Promise<Variant> {
  const { country, lang } = await params
  if (!isCountry(country) || !isLocale(lang)) notFound()
  return { country, locale: lang }
}
