'use client'

import type React from 'react'
import { useId, useState } from 'react'
import { CloseIcon } from './icons'
import { ModalDialog } from './ModalDialog'

/** The mobile header's square icon buttons (shell.css). */
const iconButton = 'header-icon-button'

/**
 * A mobile header button that opens a modal dialog with a title and a close button: the shape
 * the mobile menu and the mobile search share. The dialog's content gets `close`, for links
 * and forms that should shut it when they act.
 */
export function HeaderDialog({
  icon,
  openLabel,
  title,
  closeLabel,
  panelClassName,
  titleBarClassName,
  children,
}: {
  icon: React.ReactNode
  openLabel: string
  title: string
  closeLabel: string
  panelClassName: string
  titleBarClassName: string
  children: (close: () => void) => React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const close = () => setOpen(false)

  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} className={iconButton}>
        {icon}
        <span className="sr-only">{openLabel}</span>
      </button>
      <ModalDialog open={open} onClose={close} labelledBy={titleId} panelClassName={panelClassName}>
        <div className={`flex items-center justify-between ${titleBarClassName}`}>
          <h2 id={titleId} className="font-serif text-xl text-brand-900">
            {title}
          </h2>
          <button type="button" onClick={close} className={iconButton}>
            <CloseIcon />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {children(close)}
      </ModalDialog>
    </>
  )
}
