import type { QuoteBlock as QuoteData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { Portrait } from '@/components/media/Portrait'
import { ReadMoreLink } from '@/components/ui/ReadMoreLink'

/** A pull quote: optional heading, the quotation, who said it, and an optional link onward. */
export function QuoteBlock({ title, quote, author, portrait, has_link, link, link_text, locale = 'en' }: QuoteData & { locale?: Locale }) {
  if (!quote) return null
  return (
    <section className="bg-brand-50 px-4 py-14 lg:py-20">
      <div className="mx-auto max-w-3xl text-center">
        {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
        <figure>
          <blockquote className="font-serif text-2xl italic leading-snug text-brand-900 lg:text-3xl">
            <p>“{quote}”</p>
          </blockquote>
          {author ? (
            <figcaption className="mt-5 flex items-center justify-center gap-4 text-sm tracking-wide text-ink/80">
              <Portrait media={portrait} className="size-16" />
              <span>— {author}</span>
            </figcaption>
          ) : null}
        </figure>
        <ReadMoreLink data={{ has_link, link, link_text }} locale={locale} />
      </div>
    </section>
  )
}
