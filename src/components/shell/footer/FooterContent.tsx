'use client'

import { NewsletterForm } from '@/components/forms/NewsletterForm'
import { useDictionary } from '@/i18n/client'
import { CookieSettingsButton } from './CookieSettingsButton'
import { CurrentYear } from './CurrentYear'
import { FooterColumns, type FooterColumn } from './FooterColumns'
import { FooterContact, type FooterContactFacts } from './FooterContact'
import { SocialLinksInline } from './SocialLinks'
import type { SocialLink } from './social'

export type FooterContentProps = {
  newsletter: { heading?: string; text?: string }
  contact: FooterContactFacts
  contactHref: string
  columns: FooterColumn[]
  social: SocialLink[]
  brandName: string
  renderedYear: number
}

/**
 * The footer's markup, drawn in the browser's module from plain data: a client component's props are all the
 * page's RSC payload carries of it, where a server-rendered footer put its whole element tree there beside the HTML.
 */
export function FooterContent({ newsletter, contact, contactHref, columns, social, brandName, renderedYear }: FooterContentProps) {
  const t = useDictionary().footer
  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 lg:py-14">
        <div className="grid gap-10 pb-8 lg:grid-cols-[3fr_2fr] lg:pb-10">
          <section aria-labelledby="footer-newsletter-heading">
            <h2 id="footer-newsletter-heading" className="font-serif text-2xl text-gold-400">
              {newsletter.heading || t.newsletter}
            </h2>
            {newsletter.text ? <p className="mt-2 max-w-xl text-white/90">{newsletter.text}</p> : null}
            <div className="mt-4 max-w-md">
              <NewsletterForm tone="dark" />
            </div>
          </section>
          <FooterContact contact={contact} contactHref={contactHref} />
        </div>
        <FooterColumns columns={columns} label={t.navigation} />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p data-copyright>
            © <CurrentYear renderedYear={renderedYear} /> {brandName}
          </p>
          <SocialLinksInline links={social} brandName={brandName} />
          <CookieSettingsButton className="min-h-11 self-start text-white/90 underline underline-offset-4 hover:text-gold-400 sm:self-auto" />
        </div>
      </div>
    </footer>
  )
}
