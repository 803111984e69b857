import { getAccessory } from '@/data/accessories'
import { isSoldIn } from '@/data/catalogue/sold-items'
import { seoMetadata } from '@/lib/seo'
import { routes } from '@/routes'
import { ItemDetail } from '@/components/catalogue/ItemDetail'
import { PageBanner } from '@/components/shell/PageBanner'
import { dictionary } from '@/i18n'
import type { Template } from './types'

/** A tea accessory's page (routes.products.accessories(slug)): material and category, description, pictures, packs. */
export const accessoryTemplate: Template = async ({ variant, params }) => {
  const slug = params.slug
  if (!slug) return null
  const accessory = await getAccessory(slug, variant)
  if (!accessory) return null
  const t = dictionary(variant.locale).catalogue
  const category = typeof accessory.category === 'object' ? accessory.category?.name : null
  const facts: [string, string][] = [[t.material, t.materials[accessory.material]]]
  if (category) facts.push([t.category, category])
  return {
    metadata: seoMetadata(accessory.seo, { path: routes.products.accessories(accessory.slug), fallbackTitle: accessory.name }),
    title: accessory.name,
    banner: <PageBanner title={accessory.name} intro={accessory.summary} />,
    body: (
      <ItemDetail
        description={accessory.description}
        images={accessory.images}
        facts={facts}
        packs={accessory.packs}
        soldHere={isSoldIn(accessory, variant)}
        variant={variant}
        back={{ href: routes.products.accessories(), label: t.allAccessories }}
      />
    ),
  }
}
