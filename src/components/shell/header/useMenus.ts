'use client'

import { useCallback, useState } from 'react'
import type { Menu, MenuSection } from './types'

/** One request per language and page load, shared by the mega-menu and the mobile menu. */
const requests = new Map<string, Promise<Menu[] | null>>()

function request(path: string): Promise<Menu[] | null> {
  let pending = requests.get(path)
  if (!pending) {
    pending = fetch(path)
      .then((response) => (response.ok ? (response.json() as Promise<Menu[]>) : null))
      .catch(() => null)
    // A failed fetch is tried again the next time a menu is about to open.
    void pending.then((menus) => menus ?? requests.delete(path))
    requests.set(path, pending)
  }
  return pending
}

/**
 * The menus' links, fetched from `path` (src/app/header-menus) when `load` is first called: as the pointer or the
 * focus reaches the menus, so a panel usually has its links by the time it opens. Until then each section is its
 * label and its own link alone.
 */
export function useMenus(sections: MenuSection[], path: string): { menus: Menu[]; loaded: boolean; load: () => void } {
  const [fetched, setFetched] = useState<Menu[] | null>(null)
  const load = useCallback(() => void request(path).then((menus) => menus && setFetched(menus)), [path])
  const menus = sections.map((section) => fetched?.find((menu) => menu.section === section.section) ?? { ...section, columns: [] })
  return { menus, loaded: fetched !== null, load }
}
