import { describe, expect, it } from 'vitest'
import { pageWindow } from '@/components/search/Pagination'
import { readSearchParams } from '@/components/search/results-params'
import { indexTags } from '@/cms/search/tags'
import { searchWords } from '@/data/search-index/words'

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

describe('searchWords', () => {
  it('reads runs of letters and digits, lower case, once each', () => {
    expect(searchWords('  Green   TEA green')).toEqual(['green', 'tea'])
    expect(searchWords('100%_pure\\')).toEqual(['100', 'pure'])
    expect(searchWords('Süß-Tee')).toEqual(['süß', 'tee'])
  })

  it('leaves nothing that full-text query syntax could read', () => {
    expect(searchWords('%%')).toEqual([])
    expect(searchWords('"tea" OR {title}: NEAR(a b) -x* :*')).toEqual(['tea', 'or', 'title', 'near', 'a', 'b', 'x'])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
  })
})

describe('indexTags', () => {
  it('names the collection, every folder of the address, and where an item is sold', () => {
    expect(indexTags('tea-categories', '/our-products/our-teas/tea-formats/tea-bags', {})).toBe('cteacategories inourproducts inourteas inteaformats soldall')
    expect(indexTags('products', '/p/slug', { sold_everywhere: false, sold_in: ['GB', 'DE'] })).toBe('cproducts inp soldgb soldde')
    expect(indexTags('products', '/p/slug', { sold_everywhere: true, sold_in: ['GB'] })).toBe('cproducts inp soldall')
  })
})
