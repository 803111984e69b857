'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

export type SwitchList = { key: string; label: string; panel: React.ReactNode }

/**
 * Two or more lists behind a tab list (WAI-ARIA tabs: arrow keys, Home and End move between tabs).
 * A list whose key is the address's fragment (`#awards`) starts selected, so a link, the /awards
 * alias or a shared address opens it; choosing a tab writes the fragment back for sharing.
 * Without script the first list shows, and the others stay in the document for search engines.
 */
export function ListSwitch({ lists, label }: { lists: SwitchList[]; label: string }) {
  const [selected, setSelected] = useState(lists[0]?.key)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const prefix = useId()

  useEffect(() => {
    const fromHash = () => {
      const key = decodeURIComponent(window.location.hash.slice(1))
      if (lists.some((list) => list.key === key)) setSelected(key)
    }
    fromHash()
    window.addEventListener('hashchange', fromHash)
    return () => window.removeEventListener('hashchange', fromHash)
  }, [lists])

  const choose = (index: number, focus = false) => {
    const list = lists[index]
    if (!list) return
    setSelected(list.key)
    const { pathname, search } = window.location
    history.replaceState(history.state, '', index === 0 ? `${pathname}${search}` : `${pathname}${search}#${list.key}`)
    if (focus) tabs.current[index]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = lists.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(next, true)
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="flex flex-wrap justify-center gap-3">
        {lists.map((list, i) => {
          const active = list.key === selected
          return (
            <button
              key={list.key}
              ref={(el) => {
                tabs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${list.key}`}
              aria-selected={active}
              aria-controls={`${prefix}-panel-${list.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => choose(i)}
              onKeyDown={(event) => onKeyDown(event, i)}
              className={`rounded-full border px-6 py-2.5 font-medium transition ${
                active ? 'border-brand-900 bg-brand-900 text-white' : 'border-brand-800 text-brand-800 hover:bg-brand-50'
              }`}
            >
              {list.label}
            </button>
          )
        })}
      </div>
      {lists.map((list) => (
        <div
          key={list.key}
          role="tabpanel"
          id={`${prefix}-panel-${list.key}`}
          aria-labelledby={`${prefix}-tab-${list.key}`}
          hidden={list.key !== selected}
          className="mt-10"
        >
          {list.panel}
        </div>
      ))}
    </>
  )
}
