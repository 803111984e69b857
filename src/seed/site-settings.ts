import type { Payload } from 'payload'
import { companyFacts } from './content/company-facts'

/**
 * Writes the company's facts into the site settings unless a founding year is already there:
 * running the seed again changes nothing, and an admin's own facts are never overwritten.
 */
export async function seedSiteSettings(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'site-settings', locale: 'en', depth: 0 })
  if (current.company?.founded) {
    payload.logger.info('Seeding: company facts already set, left as is')
    return
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: { company: { ...companyFacts, social: companyFacts.social.map((link) => ({ ...link })) } },
    context: { disableRevalidate: true },
  })
  payload.logger.info('Seeding: company facts written')
}
