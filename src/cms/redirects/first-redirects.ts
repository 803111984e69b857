import { routes } from '@/routes'
import { siteConfig } from '@/site.config'

const b = siteConfig.BRAND_SLUG

/**
 * The site's first redirects, from before editors had them: older and menu spellings of pages. The
 * migration that makes the Redirects collection writes them, into new databases and older ones alike.
 */
export const firstRedirects: { from: string; to: string; type: '308' | '307' }[] = [
  { from: routes.careersMenu, to: routes.careers, type: '308' },
  // The menu's Tea Inspired section link: the section's home page.
  { from: routes.teaInspired.root, to: routes.teaInspired.home, type: '308' },
  { from: `${routes.policies.root}/${b}-business-ethics-policy`, to: routes.policies.businessEthics, type: '308' },
  { from: `${routes.policies.root}/${b}-anti-bribary-policy`, to: routes.policies.antiBribery, type: '308' },
  { from: `${routes.policies.root}/${b}-human-rights-policy`, to: routes.policies.humanRights, type: '308' },
  // The menu treats awards as part of quality and certifications: one page, opened on its awards list.
  { from: routes.family.awards, to: `${routes.family.qualityCertifications}#awards`, type: '308' },
  // A tea's address without its name (the name is optional there): the teas it would have named.
  { from: routes.products.productDetails(), to: routes.products.ranges, type: '308' },
  { from: routes.products.teaFormatDetails(), to: routes.products.formats(), type: '308' },
]
