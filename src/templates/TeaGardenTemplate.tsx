import { getEstate } from '@/data/estates'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { PageBanner } from '@/components/shell/PageBanner'
import { EstateDetail } from '@/components/estates/EstateDetail'
import type { Template } from './types'
import { bySlug } from './by-slug'

/** A tea estate's own page (routes.family.teaGardens(slug)): description, gallery, video and tour link. */
export const teaGardenTemplate: Template = bySlug(getEstate, (estate, { variant }) => ({
  metadata: seoMetadata(estate.seo, { path: routes.family.teaGardens(estate.slug), fallbackTitle: estate.name }),
  title: estate.name,
  banner: <PageBanner title={estate.name} image={estate.cover_image} intro={estate.summary} />,
  body: <EstateDetail estate={estate} locale={variant.locale} />,
}))
