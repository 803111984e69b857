'use client'

import { useEffect, useRef, useState } from 'react'
import { ALLOW_ALL, NECESSARY_ONLY, readConsent, writeConsent, type ConsentChoice } from '@/components/consent/consent'
import { SmartLink } from '@/components/ui/SmartLink'
import { useDictionary } from '@/i18n/client'
import { ConsentOption } from './ConsentOption'

type Props = {
  moveFocus: boolean
  onClose: (reason: 'saved' | 'dismissed') => void
  policyHref: string
  brandName: string
}

/** The optional categories; their label and hint are the dictionary's `<key>` and `<key>Hint`. */
const OPTIONS = ['preferences', 'statistics', 'marketing'] as const satisfies (keyof ConsentChoice)[]

/** The cookie notice: a labelled, non-modal region at the foot of the window. */
export function CookieBanner({ moveFocus, onClose, policyHref, brandName }: Props) {
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const current = readConsent()
    return current ? { preferences: current.preferences, statistics: current.statistics, marketing: current.marketing } : NECESSARY_ONLY
  })
  const region = useRef<HTMLElement>(null)
  const t = useDictionary().consent

  useEffect(() => {
    if (moveFocus) region.current?.focus()
  }, [moveFocus])

  const save = (selection: ConsentChoice) => {
    writeConsent(selection)
    onClose('saved')
  }

  return (
    <section
      ref={region}
      role="region"
      aria-label={t.region}
      tabIndex={-1}
      onKeyDown={(event) => event.key === 'Escape' && onClose('dismissed')}
      className="fixed inset-x-0 bottom-0 z-[80] max-h-[85vh] overflow-y-auto border-t-4 border-gold-400 bg-white text-ink shadow-[0_-8px_30px_rgb(15_46_29/0.25)] focus:outline-none"
    >
      <div className="relative mx-auto max-w-6xl px-4 py-5 lg:flex lg:items-end lg:gap-8 lg:py-6">
        <div className="lg:flex-1">
          <h2 className="pr-10 font-serif text-xl text-brand-800">
            {t.title(brandName)}
          </h2>
          <p className="mt-2 max-w-3xl text-sm">
            {t.intro}{' '}
            <SmartLink href={policyHref} className="font-semibold text-brand-800 underline underline-offset-2">
              {t.policyLink}
            </SmartLink>
            .
          </p>
          <fieldset className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
            <legend className="sr-only">{t.categories}</legend>
            <ConsentOption label={t.necessary} hint={t.necessaryHint} checked disabled />
            {OPTIONS.map((key) => (
              <ConsentOption
                key={key}
                label={t[key]}
                hint={t[`${key}Hint`]}
                checked={choice[key]}
                onChange={(checked) => setChoice((c) => ({ ...c, [key]: checked }))}
              />
            ))}
          </fieldset>
        </div>
        <div className="mt-5 flex flex-wrap gap-3 lg:mt-0 lg:shrink-0">
          <button type="button" onClick={() => save(NECESSARY_ONLY)} className={secondary}>
            {t.necessaryOnly}
          </button>
          <button type="button" onClick={() => save(choice)} className={secondary}>
            {t.allowSelection}
          </button>
          <button type="button" onClick={() => save(ALLOW_ALL)} className={primary}>
            {t.allowAll}
          </button>
        </div>
        <button
          type="button"
          aria-label={t.close}
          onClick={() => onClose('dismissed')}
          className="absolute top-3 right-3 grid h-10 w-10 place-items-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      </div>
    </section>
  )
}

const base = 'rounded px-5 py-2.5 text-sm font-semibold transition-colors'
const secondary = `${base} border-2 border-brand-800 text-brand-800 hover:bg-brand-50`
const primary = `${base} border-2 border-brand-800 bg-brand-800 text-white hover:bg-brand-900`
