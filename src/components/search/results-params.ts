import { MAX_KEYWORD_LENGTH } from '@/data/site-search'

export const RESULTS_PER_PAGE = 10

type Raw = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * `?keyword=…&page=…` of the results page. A missing or malformed page (not a whole number
 * from 1) is treated as page 1: it is a link someone typed or mangled, and the first page is
 * the useful answer. A page beyond the last one is a 404 (see the route).
 */
export function readSearchParams(raw: Raw): { keyword: string; page: number } {
  const keyword = (first(raw.keyword) ?? '').trim().slice(0, MAX_KEYWORD_LENGTH)
  const pageText = first(raw.page) ?? ''
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1
  return { keyword, page }
}
