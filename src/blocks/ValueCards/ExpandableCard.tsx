'use client'

import type React from 'react'
import { useId, useState } from 'react'

/**
 * One card that opens to its longer text: a disclosure whose trigger is a real button in the card's
 * heading (Enter and Space work natively), stretched over the whole card so a click anywhere opens it.
 * Its name is the card's title; aria-expanded tells whether the longer text is showing.
 */
export function ExpandableCard({
  image,
  title,
  shortText,
  longText,
}: {
  image: React.ReactNode
  title: string
  shortText: string
  longText: string
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-sm bg-white shadow-sm ring-1 ring-brand-100 transition hover:shadow-md">
      {image ? <div className="relative aspect-[3/2] bg-brand-100">{image}</div> : null}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-serif text-2xl text-brand-900">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="flex min-h-11 w-full items-start justify-between gap-4 text-left after:absolute after:inset-0 after:content-['']"
          >
            <span>{title}</span>
            <span
              aria-hidden="true"
              className={`mt-1 grid h-7 w-7 shrink-0 place-items-center rounded-full border border-brand-800 text-base leading-none text-brand-800 motion-safe:transition-transform ${open ? 'rotate-45' : ''}`}
            >
              +
            </span>
          </button>
        </h3>
        <p className="mt-3 text-ink/85">{shortText}</p>
        <div id={panelId} hidden={!open} className="relative z-10 mt-4 border-t border-brand-100 pt-4 text-ink/85">
          <p>{longText}</p>
        </div>
      </div>
    </article>
  )
}
