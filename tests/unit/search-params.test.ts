import { describe, expect, it } from 'vitest'
import { pageWindow } from '@/components/search/Pagination'
import { readSearchParams } from '@/components/search/params'
import { normalizeKeyword } from '@/data/search'

describe('readSearchParams', () => {
  it('reads the keyword and page', () => {
    expect(readSearchParams({ keyword: ' green tea ', page: '3' })).toEqual({ keyword: 'green tea', page: 3 })
  })

  it.each([undefined, '', '0', '-2', 'abc', '1.5', '9999999'])('treats page %s as the first page', (page) => {
    expect(readSearchParams({ keyword: 'tea', page }).page).toBe(1)
  })

  it('takes the first of repeated parameters and caps the keyword length', () => {
    expect(readSearchParams({ keyword: ['uva', 'kandy'], page: ['2', '5'] })).toEqual({ keyword: 'uva', page: 2 })
    expect(readSearchParams({ keyword: 'x'.repeat(300) }).keyword).toHaveLength(100)
  })
})

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
  })

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10])
  })
})

describe('normalizeKeyword', () => {
  it('lower-cases, collapses spaces and removes LIKE wildcards', () => {
    expect(normalizeKeyword('  Green   TEA ')).toBe('green tea')
    expect(normalizeKeyword('100%_pure\\')).toBe('100 pure')
    expect(normalizeKeyword('%%')).toBe('')
  })
})
