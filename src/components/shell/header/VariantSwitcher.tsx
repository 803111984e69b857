'use client'

import { useRouter } from 'next/navigation'
import { useId, useTransition } from 'react'
import { GlobeIcon } from './icons'
import type { CountryChoice, LanguageChoice, VariantCookies } from './VariantSwitcherOptions'

const ONE_YEAR_S = 60 * 60 * 24 * 365

/** Remembers a choice for the proxy, which picks the page variant from these cookies. */
function remember(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`
}

/**
 * Country and language selects. A change is written to its cookie and the page is fetched
 * again, so the proxy serves that variant (country content where it exists, else GLOBAL).
 */
export function VariantSwitcher({
  countries,
  languages,
  cookies,
  country,
  flag,
  locale,
  tone = 'dark',
}: {
  countries: CountryChoice[]
  /** Passed in, so this client bundle does not pull in the server's variant module and country data. */
  cookies: VariantCookies
  languages: LanguageChoice[]
  country: string
  /** The chosen country's flag image; none for GLOBAL. */
  flag?: string
  locale: string
  tone?: 'dark' | 'light'
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const id = useId()

  function choose(cookie: string, value: string) {
    remember(cookie, value)
    startTransition(() => router.refresh())
  }

  const select =
    tone === 'dark'
      ? 'h-7 rounded border border-white/40 bg-brand-900 px-1 text-sm text-white'
      : 'h-11 w-full rounded border border-brand-700 bg-white px-2 text-base text-ink'
  return (
    <div className={`flex items-center gap-2 ${tone === 'light' ? 'flex-col items-stretch' : ''}`} aria-busy={pending}>
      <div className="flex items-center gap-1.5">
        <label htmlFor={`${id}-country`} className={tone === 'dark' ? 'sr-only' : 'w-24 shrink-0 text-sm font-semibold'}>
          Country
        </label>
        {flag ? (
          // eslint-disable-next-line @next/next/no-img-element -- a 4:3 SVG of a few hundred bytes; next/image adds nothing
          <img src={flag} alt="" width={20} height={15} className="h-[15px] w-5 shrink-0 rounded-[2px] object-cover" />
        ) : (
          <GlobeIcon className={`size-5 shrink-0 ${tone === 'dark' ? 'text-gold-400' : 'text-brand-700'}`} />
        )}
        <select
          id={`${id}-country`}
          value={country}
          disabled={pending}
          onChange={(e) => choose(cookies.country, e.target.value)}
          className={`${select} max-w-44`}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-1.5">
        <label htmlFor={`${id}-lang`} className={tone === 'dark' ? 'sr-only' : 'w-24 shrink-0 text-sm font-semibold'}>
          Language
        </label>
        <select
          id={`${id}-lang`}
          value={locale}
          disabled={pending}
          onChange={(e) => choose(cookies.language, e.target.value)}
          className={select}
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
