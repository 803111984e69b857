'use client'

import { useId, useState } from 'react'
import { CloseIcon, SearchIcon } from './icons'
import { ModalDialog } from './ModalDialog'
import { SearchForm } from './SearchForm'

/** The mobile header's "Search" button and the search dialog it opens. */
export function MobileSearch() {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const close = () => setOpen(false)

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="grid size-11 place-items-center rounded text-brand-900 hover:bg-brand-50"
      >
        <SearchIcon className="size-6" />
        <span className="sr-only">Search</span>
      </button>
      <ModalDialog
        open={open}
        onClose={close}
        labelledBy={titleId}
        panelClassName="absolute inset-x-0 top-0 bg-white px-4 pb-6 pt-3 shadow-2xl transition-transform duration-300 starting:-translate-y-full"
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 id={titleId} className="font-serif text-xl text-brand-900">
            Search the site
          </h2>
          <button
            type="button"
            onClick={close}
            className="grid size-11 place-items-center rounded text-brand-900 hover:bg-brand-50"
          >
            <CloseIcon />
            <span className="sr-only">Close search</span>
          </button>
        </div>
        <SearchForm variant="dialog" autoFocus onSearch={close} />
      </ModalDialog>
    </>
  )
}
