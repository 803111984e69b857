import { sitePathOrUrl } from '@/cms/fields/url'
import { defineBlock } from '../block-config'

/**
 * The home page's first screen: what the brand offers (a featured tea and its pack shot), a button to the teas and
 * one to the shop, and proof to trust it (the company's founding year and its estates, which the site settings and
 * the estates give, then the editor's own lines: awards, certificates). Placed first on the home page it is shown
 * above the hero slider.
 */
export const Offer = defineBlock({
  slug: 'offer',
  labels: ['Offer (first screen)', 'Offers (first screen)'],
  fields: [
    { name: 'eyebrow', type: 'text', localized: true },
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'product',
      type: 'text',
      required: true,
      admin: { description: 'The featured tea: the last part of its address, e.g. kirikanda-watte. Its pack shot and name are shown.' },
    },
    { name: 'primary_link', type: 'text', required: true, validate: sitePathOrUrl(), admin: { description: 'The main button, e.g. to the teas: /our-products/our-teas/tea-ranges' } },
    { name: 'primary_label', type: 'text', localized: true, required: true },
    {
      name: 'shop_link',
      type: 'text',
      validate: sitePathOrUrl({ optional: true }),
      admin: { description: 'The second button. Empty: the shop address of the site settings, or the online shops page when none is set.' },
    },
    { name: 'shop_label', type: 'text', localized: true, required: true },
    {
      name: 'proofs',
      type: 'array',
      maxRows: 3,
      admin: { description: 'Short lines shown after the founding year and the number of estates, e.g. an award and its year.' },
      fields: [{ name: 'text', type: 'text', localized: true, required: true }],
    },
  ],
})
