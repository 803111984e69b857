import type { Payload } from 'payload'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'

const brand = siteConfig.BRAND_NAME

/**
 * The footer's link columns (site.md: brand sites, PR and videos, associate companies,
 * hospitality, policies), all taken from the route table. External brand sites are left out
 * until real ones exist: an unset link is hidden, never invented. The contact details and social
 * links are the company's, in the site settings (./site-settings.ts).
 */
export const footerSeed = {
  columns: [
    {
      heading: 'Brand sites',
      links: [
        { label: `${brand} Online`, url: routes.online },
        { label: 'The Tea Journal', url: routes.teaJournal },
        { label: `${brand} Tea Blog`, url: routes.media.teaBlog() },
        { label: 'Where to buy', url: routes.products.whereToBuy },
        { label: 'Trade partners', url: routes.trade },
      ],
    },
    {
      heading: 'PR and videos',
      links: [
        { label: `${brand} in the press`, url: routes.media.inPress() },
        { label: 'News', url: routes.media.news() },
        { label: 'Events', url: routes.media.events() },
        { label: 'Videos', url: routes.media.videos },
        { label: 'Image gallery', url: routes.media.images() },
      ],
    },
    {
      heading: 'Associate companies',
      links: [
        { label: `${brand} Foundation`, url: routes.purpose.foundation },
        { label: `${brand} Conservation`, url: routes.purpose.conservation },
        { label: 'Leisure and hospitality', url: routes.family.leisureHospitality },
        { label: 'Our tea gardens', url: routes.family.teaGardens() },
      ],
    },
    {
      heading: 'Hospitality',
      links: [
        { label: 'Hospitality and food service', url: routes.teaInspired.hospitality },
        { label: 'Real High Tea', url: routes.teaInspired.realHighTea },
        { label: 'The Tea Lounge', url: routes.teaInspired.teaLounge },
        { label: 'Tea for fine dining', url: routes.tradeFor.fineDining },
        { label: 'Tea for premium retailers', url: routes.tradeFor.premiumRetailers },
      ],
    },
    {
      heading: 'Policies',
      links: [
        { label: 'Privacy and cookie policy', url: routes.policies.privacyAndCookies },
        { label: 'Terms and conditions', url: routes.policies.terms },
        { label: 'Business ethics policy', url: routes.policies.businessEthics },
        { label: 'Anti-bribery policy', url: routes.policies.antiBribery },
        { label: 'Human rights policy', url: routes.policies.humanRights },
        { label: 'Site map', url: routes.siteMap },
      ],
    },
  ],
  newsletter_heading: 'Letters from the tea garden',
  newsletter_text: `Once a month the ${brand} family writes about the new season's pluckings, brewing tips from our tasters and news from the estates. No spam, and you can unsubscribe at any time.`,
}

/**
 * Writes the footer global (English) unless it already has columns: running the seed again
 * changes nothing, and never overwrites what an editor has written since.
 */
export async function seedFooter(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'footer', locale: 'en', depth: 0 })
  if (current.columns?.length) {
    payload.logger.info('Seeding: footer already has content, left as is')
    return
  }
  await payload.updateGlobal({ slug: 'footer', locale: 'en', data: footerSeed, context: { disableRevalidate: true } })
  payload.logger.info('Seeding: footer written')
}
