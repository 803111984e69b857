import { getFooter } from '@/data/navigation'
import { getPublicSettings } from '@/data/settings'
import type { Variant } from '@/config/variant'
import { dictionary } from '@/i18n'
import { NewsletterForm } from '@/components/forms/NewsletterForm'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import { CookieSettingsButton } from './CookieSettingsButton'
import { CurrentYear } from './CurrentYear'
import { FooterColumns } from './FooterColumns'
import { FooterContact } from './FooterContact'
import { SocialLinksInline, SocialPanel } from './SocialLinks'
import { socialLinks } from './social'

/** The footer of every page: newsletter, contact, link columns, social links and the legal line; and the social panel. */
export async function SiteFooter({ variant }: { variant: Variant }) {
  const [footer, { company }] = await Promise.all([getFooter(variant.locale), getPublicSettings(variant.locale)])
  const social = socialLinks(company.social)
  const brandName = siteConfig.BRAND_NAME
  const t = dictionary(variant.locale).footer
  return (
    <>
      <footer className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 lg:py-14">
          <div className="grid gap-10 pb-8 lg:grid-cols-[3fr_2fr] lg:pb-10">
            <section aria-labelledby="footer-newsletter-heading">
              <h2 id="footer-newsletter-heading" className="font-serif text-2xl text-gold-400">
                {footer.newsletter_heading || t.newsletter}
              </h2>
              {footer.newsletter_text ? <p className="mt-2 max-w-xl text-white/90">{footer.newsletter_text}</p> : null}
              <div className="mt-4 max-w-md">
                <NewsletterForm tone="dark" />
              </div>
            </section>
            <FooterContact contact={company} contactHref={routes.contact} t={t} />
          </div>
          <FooterColumns
            columns={(footer.columns ?? []).map((column) => ({
              heading: column.heading,
              links: (column.links ?? []).map(({ label, url }) => ({ label, url })),
            }))}
            label={t.navigation}
          />
        </div>
        <div className="border-t border-white/15">
          <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p data-copyright>
              © <CurrentYear renderedYear={new Date().getFullYear()} /> {brandName}
            </p>
            <SocialLinksInline links={social} brandName={brandName} />
            <CookieSettingsButton className="self-start text-white/90 underline underline-offset-4 hover:text-gold-400 sm:self-auto" />
          </div>
        </div>
      </footer>
      {/* A landmark of its own, outside the footer: complementary landmarks belong at the top level. */}
      <SocialPanel links={social} brandName={brandName} />
    </>
  )
}
