'use client'

import { useDictionary } from '@/i18n/client'
import { SmartLink } from '@/components/ui/SmartLink'

export type FooterContactFacts = { address?: string; phone?: string; email?: string }

/** The company's address, phone and email (site settings; each shown only when set), and the contact page. */
export function FooterContact({ contact, contactHref }: { contact: FooterContactFacts; contactHref: string }) {
  const t = useDictionary().footer
  const { phone, email } = contact
  return (
    <section aria-labelledby="footer-contact-heading">
      <h2 id="footer-contact-heading" className="font-serif text-xl text-gold-400">
        {t.contact}
      </h2>
      <address className="mt-3 space-y-2 text-white/90 not-italic">
        {contact.address ? <p className="whitespace-pre-line">{contact.address}</p> : null}
        {phone ? (
          <p>
            <span className="sr-only">{t.phone}</span>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:text-gold-400 hover:underline">
              {phone}
            </a>
          </p>
        ) : null}
        {email ? (
          <p>
            <span className="sr-only">{t.email}</span>
            <a href={`mailto:${email}`} className="underline-offset-4 hover:text-gold-400 hover:underline">
              {email}
            </a>
          </p>
        ) : null}
        <p>
          <SmartLink href={contactHref} className="inline-flex min-h-11 items-center font-semibold text-gold-400 underline underline-offset-4 hover:text-white">
            {t.writeToUs}
          </SmartLink>
        </p>
      </address>
    </section>
  )
}
