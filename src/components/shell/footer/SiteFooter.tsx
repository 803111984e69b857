import { getFooter } from '@/data/navigation'
import { getPublicSettings } from '@/data/settings'
import type { Variant } from '@/config/variant'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import { FooterContent } from './FooterContent'
import { socialLinks } from './social'

/** The footer of every page: newsletter, contact, link columns, social links and the legal line. */
export async function SiteFooter({ variant }: { variant: Variant }) {
  const [footer, { company }] = await Promise.all([getFooter(variant.locale), getPublicSettings(variant.locale)])
  const social = socialLinks(company.social)
  const brandName = siteConfig.BRAND_NAME
  return (
    <FooterContent
      newsletter={{ heading: footer.newsletter_heading || undefined, text: footer.newsletter_text || undefined }}
      contact={{ address: company.address, phone: company.phone, email: company.email }}
      contactHref={routes.contact}
      columns={(footer.columns ?? []).map((column) => ({
        heading: column.heading,
        links: (column.links ?? []).map(({ label, url }) => ({ label, url })),
      }))}
      social={social}
      brandName={brandName}
      renderedYear={new Date().getFullYear()}
    />
  )
}
