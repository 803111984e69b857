'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useId, useRef, useState, useTransition } from 'react'
import { useDictionary } from '@/i18n/client'
import { ChevronIcon, GlobeIcon } from './icons'
import type { MarketChoice, SwitcherData } from './VariantSwitcherOptions'

const ONE_YEAR_S = 60 * 60 * 24 * 365

/** Remembers a choice for the routing, which picks the page variant from these cookies. */
function remember(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`
}

function Flag({ market, tone }: { market: MarketChoice; tone: 'dark' | 'light' }) {
  return market.flag ? (
    // Lazy: React preloads every eager <img> of the server-rendered shell, and four flag preloads went ahead of
    // the page's LCP picture. The box is sized, so a late flag shifts nothing.
    // eslint-disable-next-line @next/next/no-img-element -- a 4:3 SVG of a few hundred bytes; next/image adds nothing
    <img src={market.flag} alt="" width={20} height={15} loading="lazy" className="market-flag" />
  ) : (
    <GlobeIcon className={`size-5 shrink-0 ${tone === 'dark' ? 'text-gold-400' : 'text-brand-700'}`} />
  )
}

/**
 * The market switcher: a disclosure button that opens the short list of markets (the countries
 * with content of their own), and the current market's languages beside it. A choice is written
 * to its cookie and the page is fetched again, so the server renders that variant. Escape closes
 * the list and returns focus to its button; arrow keys, Home and End move through it.
 */
export function VariantSwitcher({ markets, cookies, country, locale, tone = 'dark' }: SwitcherData & { tone?: 'dark' | 'light' }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const current = markets.find((m) => m.code === country) ?? markets[0]
  const dark = tone === 'dark'
  const t = useDictionary().header

  // Opening moves focus to the current market, so Enter then arrows (or Tab) choose one.
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus()
  }, [open])

  function reload() {
    startTransition(() => router.refresh())
  }

  function chooseMarket(market: MarketChoice) {
    setOpen(false)
    button.current?.focus()
    if (market.code === current.code) return
    const languages = market.languages.map(([code]) => code)
    remember(cookies.country, market.code)
    remember(cookies.language, languages.includes(locale) ? locale : languages[0])
    reload()
  }

  function chooseLanguage(code: string) {
    if (code === locale) return
    remember(cookies.language, code)
    reload()
  }

  function onListKey(event: React.KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'))
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    items[(next + items.length) % items.length]?.focus()
  }

  const buttonClass = dark
    ? 'flex h-7 items-center gap-1.5 rounded border border-white/40 px-2 text-sm text-white hover:bg-white/10'
    : 'flex h-11 w-full items-center gap-2 rounded border border-brand-700 bg-white px-3 text-base text-ink'
  const listClass = dark
    ? 'absolute left-0 top-full z-50 mt-1 min-w-52 rounded bg-white py-1 text-ink shadow-xl'
    : 'mt-1 rounded border border-brand-100 bg-white py-1'

  return (
    <div className={`flex gap-3 ${dark ? 'items-center' : 'flex-col items-stretch'}`} aria-busy={pending} data-market-switcher="">
      <div
        className="relative"
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !open) return
          // Closes only this list, not the mobile menu's dialog around it.
          e.preventDefault()
          e.stopPropagation()
          setOpen(false)
          button.current?.focus()
        }}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
      >
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-markets` : undefined}
          onClick={() => setOpen((o) => !o)}
          className={buttonClass}
        >
          <Flag market={current} tone={tone} />
          <span className="sr-only">{t.country}: </span>
          <span className={dark ? '' : 'flex-1 text-left'}>{current.name}</span>
          <ChevronIcon className={open ? 'chevron rotate-180' : 'chevron'} />
        </button>
        {/* Rendered only while open, as the mega-menu's panels are: the header is in every page's HTML. */}
        {open ? (
          <ul id={`${id}-markets`} ref={list} onKeyDown={onListKey} aria-label={t.country} className={listClass}>
            {markets.map((market) => (
              <li key={market.code}>
                <button type="button" aria-current={market.code === current.code} onClick={() => chooseMarket(market)} className="market-choice">
                  <Flag market={market} tone="light" />
                  {market.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {current.languages.length > 1 ? (
        <div role="group" aria-label={t.language} className="flex items-center gap-1">
          {current.languages.map(([code, name]) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={code === locale}
              onClick={() => chooseLanguage(code)}
              className={`rounded px-2 text-sm ${dark ? 'h-7 text-white aria-pressed:bg-white/20' : 'h-11 border border-brand-700 text-ink aria-pressed:bg-brand-100'} aria-pressed:font-semibold`}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
