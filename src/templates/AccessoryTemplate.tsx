import { getAccessory } from '@/data/accessories'
import { isSoldIn } from '@/data/catalogue/sold-items'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { ItemDetail } from '@/components/catalogue/ItemDetail'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { bySlug } from './by-slug'
import type { Fact } from '@/components/ui/FactList'

/** A tea accessory's page (routes.products.accessories(slug)): material and category, description, pictures, packs. */
export const accessoryTemplate: Template = bySlug(getAccessory, (accessory, { variant }) => {
  const t = dictionary(variant.locale).catalogue
  const facts: Fact[] = [
    [t.material, t.materials[accessory.material]],
    [t.category, typeof accessory.category === 'object' ? accessory.category?.name : null],
  ]
  return {
    metadata: seoMetadata(accessory.seo, { path: routes.products.accessories(accessory.slug), fallbackTitle: accessory.name }),
    title: accessory.name,
    banner: false,
    body: (
      <ItemDetail
        name={accessory.name}
        summary={accessory.summary}
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
})
