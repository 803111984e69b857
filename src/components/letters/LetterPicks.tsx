import type { Letter } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { Carousel } from '@/components/islands'
import { SmartLink } from '@/components/ui/SmartLink'
import { carouselLabels } from '@/components/ui/ui-text'
import { dictionary } from '@/i18n'
import { letterUrl } from '@/lib/tea-inspired/letter-links'
import { routes } from '@/routes'
import { letterDay } from './letter-dates'

/**
 * The curated view of the letters: the editors' picks as pull-quotes, one at a time in a carousel,
 * each with its writer and a link to the whole letter in the archive (its anchor there). The
 * quotes are the editors' excerpts, never the full text: the archive is where letters are read.
 */
export function LetterPicks({ letters, title, locale, timeZone }: { letters: Letter[]; title?: string | null; locale: Locale; timeZone: string }) {
  const t = dictionary(locale).teaLetters
  const picks = letters.filter((letter) => letter.excerpt?.trim())
  if (!picks.length) return null
  return (
    <section aria-labelledby={title ? 'letter-picks-title' : undefined} className="bg-brand-900 px-4 py-14 text-white lg:py-20">
      <div className="mx-auto max-w-4xl">
        {title ? (
          <h2 id="letter-picks-title" className="mb-10 text-center font-serif text-3xl lg:text-4xl">
            {title}
          </h2>
        ) : null}
        <Carousel
          labels={carouselLabels(locale, picks.length, t.picks)}
          controlsClassName="mt-8 justify-center"
          slides={picks.map((letter) => {
            const who = [letter.writer_role, letter.place].filter(Boolean).join(', ')
            const year = letterDay(letter.date, timeZone)?.year
            return (
              // The link follows the figure: a figure's caption must be its first or last child.
              <div key={letter.slug} className="mx-auto flex h-full max-w-3xl flex-col items-center justify-center px-2 text-center sm:px-10">
                <figure>
                  <blockquote className="font-serif text-2xl italic leading-snug lg:text-3xl">
                    <p>
                      <span aria-hidden="true" className="text-gold-400">
                        “
                      </span>
                      {letter.excerpt}
                      <span aria-hidden="true" className="text-gold-400">
                        ”
                      </span>
                    </p>
                  </blockquote>
                  <figcaption className="mt-6 text-white/85">
                    <span className="block font-semibold text-white">{letter.writer}</span>
                    {who}
                    {year ? (
                      <>
                        {who ? <span aria-hidden="true"> · </span> : null}
                        <time dateTime={String(year)}>{year}</time>
                      </>
                    ) : null}
                  </figcaption>
                </figure>
                <SmartLink href={letterUrl(letter.slug)} className="mt-6 inline-flex min-h-11 items-center gap-2 font-medium text-gold-400 underline underline-offset-4 hover:text-white">
                  {t.readLetter}
                  <span className="sr-only"> {t.fromWriter(letter.writer)}</span>
                  <span aria-hidden="true">→</span>
                </SmartLink>
              </div>
            )
          })}
        />
        <p className="mt-10 text-center">
          <SmartLink
            href={routes.teaInspired.letters}
            className="inline-flex min-h-11 items-center rounded-sm border-2 border-gold-400 px-5 font-medium text-white transition hover:bg-white/10"
          >
            {t.allLetters}
          </SmartLink>
        </p>
      </div>
    </section>
  )
}
