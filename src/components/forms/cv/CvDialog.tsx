'use client'

import dynamic from 'next/dynamic'
import { useId, useRef, useState } from 'react'
import { useDictionary } from '@/i18n/client'
import type { CountryOption } from '@/lib/forms/country-options'

// The form (react-hook-form, zod) loads when the visitor first opens the dialog.
const CvForm = dynamic(() => import('./CvForm'), { ssr: false, loading: () => <p className="py-8 text-ink/75">…</p> })

/**
 * The "Submit CV" button and the modal dialog it opens (native <dialog>: focus moves in, Escape
 * closes, the rest of the page is inert). Focus returns to the button on close.
 */
export function CvDialog({ buttonText, countries, placeholder, privacyHref, className }: {
  buttonText: string
  countries: CountryOption[]
  placeholder: string
  privacyHref: string
  className: string
}) {
  const t = useDictionary().forms
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(false)

  const open = () => {
    setOpened(true)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()

  return (
    <>
      <button ref={opener} type="button" aria-haspopup="dialog" onClick={open} className={className}>
        {buttonText}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => opener.current?.focus()}
        className="m-auto w-[min(40rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-sm bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-900/60"
      >
        <div className="flex items-start justify-between gap-4 border-b border-brand-100 px-6 py-4">
          <h2 id={titleId} className="font-serif text-2xl text-brand-900">
            {t.cvDialogTitle}
          </h2>
          <button type="button" onClick={close} className="rounded px-3 py-1 text-ink underline-offset-2 hover:underline">
            {t.close}
          </button>
        </div>
        <div className="px-6 py-6">{opened ? <CvForm countries={countries} placeholder={placeholder} privacyHref={privacyHref} /> : null}</div>
      </dialog>
    </>
  )
}
