import { isMaterial, type AccessoryMaterial } from '@/lib/catalogue/accessory-materials'

/**
 * The accessories list's filters as they appear in its address, so a filtered view can be shared
 * and reloaded: ?material=glass&category=strainers&page=2 (defaults left out). The server (a
 * per-request render of such an address) and the browser island read them with the same rules:
 * unknown materials and categories count as no filter.
 */
export type AccessoryState = { material: AccessoryMaterial | ''; category: string; page: number }

export const NO_ACCESSORY_FILTERS: AccessoryState = { material: '', category: '', page: 1 }

export function readAccessoryQuery(query: Record<string, string | undefined>, categories: readonly string[]): AccessoryState {
  const material = query.material ?? ''
  const category = query.category ?? ''
  const page = Number(query.page)
  return {
    material: isMaterial(material) ? material : '',
    category: categories.includes(category) ? category : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

export function toAccessoryQuery(state: AccessoryState): string {
  const params = new URLSearchParams()
  if (state.material) params.set('material', state.material)
  if (state.category) params.set('category', state.category)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const sameAccessoryState = (a: AccessoryState, b: AccessoryState) => a.material === b.material && a.category === b.category && a.page === b.page
