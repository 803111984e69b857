'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog on the native <dialog> (the page behind it becomes inert). Escape and the
 * backdrop close it, Tab wraps inside it, and focus returns to where it was on close.
 * Children mount only while open, so closed dialogs add nothing to the page; a child marked
 * data-autofocus gets the focus on opening, else the first focusable one does.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  panelClassName,
  children,
}: {
  open: boolean
  onClose: () => void
  labelledBy: string
  panelClassName: string
  children: React.ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      dialog.showModal()
      // React's autoFocus runs before the dialog is shown, so the wanted control is marked instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      document.documentElement.style.overflow = 'hidden'
    } else if (!open && dialog.open) {
      dialog.close()
    }
    if (!open) {
      document.documentElement.style.overflow = ''
      returnFocus.current?.focus()
      returnFocus.current = null
    }
  }, [open])

  // Unmounting while open (a navigation away) must not leave the page scroll-locked.
  useEffect(() => () => void (document.documentElement.style.overflow = ''), [])

  function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    )
    if (items.length === 0) return
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: close through React state, so state and the element agree.
        event.preventDefault()
        onClose()
      }}
      onKeyDown={trapTab}
      className="modal-dialog"
    >
      {open ? (
        <>
          <div
            data-backdrop=""
            aria-hidden="true"
            onClick={onClose}
            className="absolute inset-0 bg-brand-900/60 transition-opacity duration-300 starting:opacity-0"
          />
          <div className={panelClassName}>{children}</div>
        </>
      ) : null}
    </dialog>
  )
}
