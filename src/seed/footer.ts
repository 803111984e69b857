import type { Payload } from 'payload'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import { withRowIds } from './build'
import { SEED_CONTEXT } from './context'
import { columnsIn, w, type LinkColumnSeed } from './nav-words'
import type { Locale } from './types'

const brand = siteConfig.BRAND_NAME

/**
 * The footer's link columns (site.md: brand sites, PR and videos, associate companies,
 * hospitality, policies), all taken from the route table, every label in English and German.
 * External brand sites are left out until real ones exist: an unset link is hidden, never invented.
 * The contact details and social links are the company's, in the site settings (./site-settings.ts).
 */
const columns: LinkColumnSeed[] = [
  {
    heading: w('Brand sites', 'Markenseiten'),
    links: [
      [w(`${brand} Online`, `${brand} Online`), routes.online],
      [w('The Tea Journal', 'Das Tee-Journal'), routes.teaJournal],
      [w(`${brand} tea blog`, `${brand} Tee-Blog`), routes.media.teaBlog()],
      [w('Where to buy', 'Wo Sie uns kaufen'), routes.products.whereToBuy],
      [w(`${brand} for trade`, 'Handelspartner'), routes.trade],
    ],
  },
  {
    heading: w('PR and videos', 'Presse und Videos'),
    links: [
      [w(`${brand} in the press`, `${brand} in der Presse`), routes.media.inPress()],
      [w('News', 'Neuigkeiten'), routes.media.news()],
      [w('Events', 'Veranstaltungen'), routes.media.events()],
      [w('Videos', 'Videos'), routes.media.videos],
      [w('Images', 'Bilder'), routes.media.images()],
    ],
  },
  {
    heading: w('Associate companies', 'Partnerunternehmen'),
    links: [
      [w(`The ${brand} Foundation`, `${brand}-Stiftung`), routes.purpose.foundation],
      [w(`${brand} Conservation`, `${brand} Naturschutz`), routes.purpose.conservation],
      [w('Leisure and hospitality', 'Freizeit und Gastlichkeit'), routes.family.leisureHospitality],
      [w('Our tea gardens', 'Unsere Teegärten'), routes.family.teaGardens()],
    ],
  },
  {
    heading: w('Hospitality', 'Gastlichkeit'),
    links: [
      [w('Hospitality and food service', 'Hotellerie und Gastronomie'), routes.teaInspired.hospitality],
      [w('Real high tea', 'Echter High Tea'), routes.teaInspired.realHighTea],
      [w('The tea lounge', 'Die Tea Lounge'), routes.teaInspired.teaLounge],
      [w(`${brand} tea for fine dining`, 'Tee für die gehobene Küche'), routes.tradeFor.fineDining],
      [w(`${brand} tea for premium retailers`, 'Tee für den Fachhandel'), routes.tradeFor.premiumRetailers],
    ],
  },
  {
    heading: w('Policies', 'Richtlinien'),
    links: [
      [w('Privacy and cookie policy', 'Datenschutz und Cookies'), routes.policies.privacyAndCookies],
      [w('Terms and conditions', 'Allgemeine Geschäftsbedingungen'), routes.policies.terms],
      [w('Business ethics policy', 'Richtlinie zur Geschäftsethik'), routes.policies.businessEthics],
      [w('Anti-bribery and corruption policy', 'Richtlinie gegen Bestechung'), routes.policies.antiBribery],
      [w('Human rights policy', 'Richtlinie zu Menschenrechten'), routes.policies.humanRights],
      [w('Site map', 'Sitemap'), routes.siteMap],
    ],
  },
]

const newsletter = {
  heading: w('Letters from the tea garden', 'Briefe aus dem Teegarten'),
  text: w(
    `Once a month the ${brand} family writes about the new season's pluckings, brewing tips from our tasters and news from the estates. No spam, and you can unsubscribe at any time.`,
    `Einmal im Monat schreibt die Familie ${brand} über die Pflückungen der neuen Saison, Zubereitungstipps unserer Verkoster und Neuigkeiten von den Plantagen. Keine Werbeflut, und Sie können sich jederzeit abmelden.`,
  ),
}

/** The footer global's words in one language (links, headings and newsletter copy). */
export function footerSeed(locale: Locale = 'en') {
  return {
    columns: columnsIn(columns, locale),
    newsletter_heading: newsletter.heading[locale],
    newsletter_text: newsletter.text[locale],
  }
}

/**
 * Writes the footer global in English and its German labels onto the same rows, unless it already
 * has columns: running the seed again changes nothing, and never overwrites what an editor has
 * written since. A footer seeded before it had German gets its German labels once, as long as no
 * one has translated its first heading yet.
 */
export async function seedFooter(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'footer', locale: 'en', depth: 0 })
  if (!current.columns?.length) {
    const saved = await payload.updateGlobal({ slug: 'footer', locale: 'en', data: footerSeed('en'), depth: 0, context: SEED_CONTEXT })
    await writeGerman(payload, saved)
    payload.logger.info('Seeding: footer written')
    return
  }
  const german = await payload.findGlobal({ slug: 'footer', locale: 'de', fallbackLocale: false, depth: 0 })
  if (german.columns?.[0]?.heading) {
    payload.logger.info('Seeding: footer already has content, left as is')
    return
  }
  await writeGerman(payload, current)
  payload.logger.info('Seeding: footer German labels written')
}

/** German onto the saved rows; only when they are still the seed's own (same columns and links), so an editor's rows get no stray words. */
async function writeGerman(payload: Payload, saved: { columns?: { links?: unknown[] | null }[] | null }) {
  const seeded = footerSeed('de')
  const sameShape =
    saved.columns?.length === seeded.columns.length && seeded.columns.every((column, i) => saved.columns?.[i]?.links?.length === column.links.length)
  if (!sameShape) return
  await payload.updateGlobal({ slug: 'footer', locale: 'de', data: withRowIds(seeded, saved), depth: 0, context: SEED_CONTEXT })
}
