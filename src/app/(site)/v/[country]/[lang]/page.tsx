import type { Metadata } from 'next'
import { getHome } from '@/data/pages'
import { getPublicSettings } from '@/data/settings'
import { HomeTemplate } from '@/templates/HomeTemplate'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { variantFrom, type VariantParams } from './params'

type Props = { params: Promise<VariantParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const home = await getHome(await variantFrom(params))
  return seoMetadata(home?.seo, { path: '/' })
}

export default async function HomePage({ params }: Props) {
  const variant = await variantFrom(params)
  const [home, { company }] = await Promise.all([getHome(variant), getPublicSettings(variant.locale)])
  return <HomeTemplate home={home} company={company} variant={variant} />
}
