import { getAccessory } from '@/data/accessories'
import { isSoldIn } from '@/data/catalogue/sold-items'
import { routes } from '@/routes'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { bySlug } from './by-slug'
import { itemDetailPage } from './item-detail-page'
import type { Fact } from '@/components/ui/FactList'

/** A tea accessory's page (routes.products.accessories(slug)): material and category, description, pictures, packs. */
export const accessoryTemplate: Template = bySlug(getAccessory, (accessory, { variant }) => {
  const t = dictionary(variant.locale).catalogue
  const facts: Fact[] = [
    [t.material, t.materials[accessory.material]],
    [t.category, typeof accessory.category === 'object' ? accessory.category?.name : null],
  ]
  return itemDetailPage(accessory, {
    path: routes.products.accessories(accessory.slug),
    facts,
    soldHere: isSoldIn(accessory, variant),
    variant,
    back: { href: routes.products.accessories(), label: t.allAccessories },
  })
})
