import type { Letter } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { LetterArticle } from './LetterArticle'
import { groupByDecade, letterDay } from './letter-dates'

/**
 * The letters archive: every letter in full, newest first, under a heading per decade, with a
 * short list of the decades to jump to. Every letter stays on this one page, so each letter's
 * anchor works from any link (the letters are text, and few a year).
 */
export function LettersArchive({ letters, title, locale, timeZone }: { letters: Letter[]; title?: string | null; locale: Locale; timeZone: string }) {
  const t = dictionary(locale).teaLetters
  const decades = groupByDecade(letters, (letter) => letterDay(letter.date, timeZone)?.decade ?? null)
  const DecadeHeading = title ? 'h3' : 'h2'
  const decadeId = (decade: number) => `letters-${decade}s`
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 lg:py-16">
      {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900 lg:text-4xl">{title}</h2> : null}
      {decades.length > 1 ? (
        <nav aria-label={t.byDecade} className="mb-12">
          <ul className="flex flex-wrap gap-3">
            {decades.map(({ decade }) => (
              <li key={decade}>
                <a
                  href={`#${decadeId(decade)}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-800 px-4 font-medium text-brand-800 transition hover:bg-brand-50"
                >
                  {t.decade(decade)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="space-y-16">
        {decades.map(({ decade, letters: inDecade }) => (
          <section key={decade} aria-labelledby={decadeId(decade)}>
            <DecadeHeading id={decadeId(decade)} className="mb-8 scroll-mt-28 border-b border-brand-100 pb-3 font-serif text-3xl text-brand-900">
              {t.decade(decade)}
            </DecadeHeading>
            <div className="space-y-10">
              {inDecade.map((letter) => (
                <LetterArticle key={letter.slug} letter={letter} headingLevel={title ? 'h4' : 'h3'} locale={locale} timeZone={timeZone} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  )
}
