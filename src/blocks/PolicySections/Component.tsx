import { tapTargetClass } from '@/components/ui/tap-target'
import { RichText } from '@/components/rich-text/RichText'
import type { PolicySectionsBlock as PolicySectionsData } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { sectionAnchors } from './anchors'

// The site writes British English, so dates read "1 March 2026".

/** A policy's numbered sections, with a table of contents that links to each of them. */
export function PolicySectionsBlock({ sections, show_contents, effective_date, locale = 'en' }: PolicySectionsData & { locale?: Locale }) {
  if (!sections?.length) return null
  const t = dictionary(locale).purpose
  const anchors = sectionAnchors(sections.map((s) => s.title))
  const effective = effective_date ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(effective_date)) : null
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-16">
      {show_contents !== false ? (
        <nav aria-labelledby="policy-contents" className="mb-10 lg:mb-0">
          <div className="lg:sticky lg:top-32">
            <h2 id="policy-contents" className="text-sm font-semibold uppercase tracking-[0.18em] text-[#7d5d12]">
              {t.onThisPage}
            </h2>
            <ol className="mt-4 space-y-0.5 border-l border-brand-100 pl-4">
              {sections.map((section, i) => (
                <li key={section.id ?? i}>
                  <a href={`#${anchors[i]}`} className={`${tapTargetClass} text-brand-800 underline-offset-4 hover:underline`}>
                    {i + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
      ) : null}
      <div className="max-w-3xl">
        {effective ? <p className="mb-8 text-ink/75">{t.inEffectFrom(effective)}</p> : null}
        {sections.map((section, i) => (
          <section key={section.id ?? i} id={anchors[i]} aria-labelledby={`${anchors[i]}-title`} className="scroll-mt-32 pb-10">
            <h2 id={`${anchors[i]}-title`} className="font-serif text-2xl text-brand-900 lg:text-3xl">
              <span className="mr-2 text-[#7d5d12]">{i + 1}.</span>{' '}
              {section.title}
            </h2>
            {section.description ? <RichText data={section.description} className="mt-4" /> : null}
          </section>
        ))}
      </div>
    </div>
  )
}
