import { RichText } from '@/components/rich-text/RichText'
import { ContactForm } from '@/components/islands'
import { LocationMap } from '@/components/islands'
import { dictionary } from '@/i18n'
import { countryOptions } from '@/lib/forms/country-options'
import { brandName } from '@/site.config'
import type { BlockProps } from '../block-props'
import { getPublicSettings } from '@/data/settings'

/**
 * The contact page: phone numbers, email, address and content beside the form; the office map (500 px) below.
 * The first phone, the email and the address are the company's (site settings) unless the block sets its own.
 */
export async function ContactDetailsBlock({ contact_details: details, content, agreement_text, locale = 'en' }: BlockProps<'contactDetails'>) {
  const t = dictionary(locale).forms
  const { mapTiles, company } = await getPublicSettings(locale)
  const { placeholder, countries } = countryOptions()
  const phones = [details?.contact_no_1 || company.phone, details?.contact_no_2].filter((n): n is string => Boolean(n))
  const email = details?.email || company.email
  const address = details?.address || company.address
  const position = details?.latitude != null && details?.longitude != null ? { lat: details.latitude, lng: details.longitude } : null

  return (
    <>
      <section className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-2 lg:py-16">
        <div>
          <h2 className="font-serif text-3xl text-brand-900">{t.contactDetails}</h2>
          <dl className="mt-6 space-y-4 text-[1.0625rem]">
            {phones.length ? (
              <div>
                <dt className="font-semibold text-brand-900">{t.callUs}</dt>
                {phones.map((phone) => (
                  <dd key={phone}>
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900">
                      {phone}
                    </a>
                  </dd>
                ))}
              </div>
            ) : null}
            {email ? (
              <div>
                <dt className="font-semibold text-brand-900">{t.writeToUs}</dt>
                <dd>
                  <a href={`mailto:${email}`} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {email}
                  </a>
                </dd>
              </div>
            ) : null}
            {address ? (
              <div>
                <dt className="font-semibold text-brand-900">{t.visitUs}</dt>
                <dd className="whitespace-pre-line">{address}</dd>
              </div>
            ) : null}
          </dl>
          {content ? <RichText data={content} className="mt-8" /> : null}
        </div>
        <div>
          <h2 className="font-serif text-3xl text-brand-900">{t.contactFormTitle}</h2>
          <div className="mt-6">
            <ContactForm countries={countries} placeholder={placeholder} agreementText={agreement_text} />
          </div>
        </div>
      </section>
      {position ? (
        <div className="mx-auto max-w-6xl px-4 pb-12 lg:pb-16">
          <LocationMap
            label={t.officeMap}
            tiles={mapTiles}
            height={500}
            zoom={14}
            markers={[{ ...position, label: address?.split('\n')[0] || brandName }]}
          />
        </div>
      ) : null}
    </>
  )
}

