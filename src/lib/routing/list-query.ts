import { pageTypes, type PageType, type PageTypeName } from '@/routes'

/**
 * List pages whose address carries their filters or page (`pageTypes[name].query`): the proxy
 * sends such an address to the per-request route under LIST_SEGMENT, which hands the query to the
 * template and its blocks, so a shared or reloaded filtered view, and every page link, works
 * without JavaScript. Addresses without them stay the static, cached page.
 */
export const LIST_SEGMENT = '_list'

/** Query values are short words and numbers; anything longer is not a filter of ours. */
const MAX_VALUE = 60

export type ListQuery = Record<string, string>

const queryKeys = (name: PageTypeName): readonly string[] => (pageTypes[name] as PageType).query ?? []

/** Whether the address of a page of this type carries one of its list parameters. */
export function carriesListQuery(name: PageTypeName, search: URLSearchParams): boolean {
  return queryKeys(name).some((key) => search.get(key))
}

/** The type's list parameters from an address (first value each, empty ones left out). */
export function listQueryOf(name: PageTypeName, search: URLSearchParams | Record<string, string | string[] | undefined>): ListQuery {
  const read = (key: string) => {
    const value = search instanceof URLSearchParams ? search.get(key) : search[key]
    return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, MAX_VALUE) ?? ''
  }
  return Object.fromEntries(queryKeys(name).flatMap((key) => (read(key) ? [[key, read(key)]] : [])))
}

/** A page number from the query: a whole number from 1, else 1. */
export function pageFromQuery(query: ListQuery | undefined): number {
  const page = Number(query?.page)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}
