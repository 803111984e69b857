'use client'

import { useDictionary } from '@/i18n/client'
import { HeaderDialog } from './HeaderDialog'
import { SearchIcon } from './icons'
import { HeaderSearchForm } from './HeaderSearchForm'

/** The mobile header's "Search" button and the search dialog it opens. */
export function MobileSearch() {
  const t = useDictionary().header
  return (
    <HeaderDialog
      icon={<SearchIcon className="size-6" />}
      openLabel={t.search}
      title={t.searchTheSite}
      closeLabel={t.closeSearch}
      panelClassName="absolute inset-x-0 top-0 bg-white px-4 pb-6 pt-3 shadow-2xl transition-transform duration-300 starting:-translate-y-full"
      titleBarClassName="mb-3"
    >
      {(close) => <HeaderSearchForm variant="dialog" autoFocus onSearch={close} />}
    </HeaderDialog>
  )
}
