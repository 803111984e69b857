import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ListingBrowser } from '@/components/listing/ListingBrowser'
import { ListingCard } from '@/components/listing/ListingCard'
import { cardDate, formatRange } from '@/components/listing/card-dates'
import { NO_LISTING_FILTERS, listingApiParams, readListingState, toListingQuery } from '@/components/listing/listing-state'
import { listFilters, type ListingOptions, type ListingSpec, type ListingState } from '@/lib/listing/types'
import { endOfDayIn, instantOf, startOfDayIn, zonedParts } from '@/lib/dates/zoned-date'

const options: ListingOptions = {
  year: [{ value: '2026', label: '2026' }, { value: '2025', label: '2025' }],
  month: Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `M${i + 1}` })),
  category: [{ value: 'coverage', label: 'Coverage' }, { value: 'releases', label: 'Releases' }],
  subCategory: [
    { value: 'print', label: 'Print', parent: 'coverage' },
    { value: 'broadcast', label: 'Broadcast', parent: 'coverage' },
    { value: 'company', label: 'Company', parent: 'releases' },
  ],
}
const filters = ['year', 'month', 'category', 'subCategory'] as const

describe('a listing’s address', () => {
  it('reads the declared filters and the page, and nothing else', () => {
    expect(readListingState({ year: '2025', month: '3', category: 'coverage', subCategory: 'print', page: '2', other: 'x' }, filters, options)).toEqual({
      year: '2025', month: '3', category: 'coverage', subCategory: 'print', page: 2,
    })
    expect(readListingState({ year: '2025', category: 'coverage' }, ['year'], options)).toEqual({ ...NO_LISTING_FILTERS, year: '2025' })
  })

  it('counts values that are none of the choices as no filter', () => {
    expect(readListingState({ year: '1999', month: '13', category: 'gossip', page: '0' }, filters, options)).toEqual(NO_LISTING_FILTERS)
    expect(readListingState({ page: '2.5' }, filters, options).page).toBe(1)
    expect(readListingState({ page: '10001' }, filters, options).page).toBe(1)
  })

  it('drops a sub-category of another category than the chosen one', () => {
    expect(readListingState({ category: 'releases', subCategory: 'print' }, filters, options)).toMatchObject({ category: 'releases', subCategory: '' })
    expect(readListingState({ subCategory: 'print' }, filters, options).subCategory).toBe('print')
  })

  it('writes the filters set, in declared order, and the page after the first', () => {
    const state: ListingState = { ...NO_LISTING_FILTERS, month: '3', year: '2025', page: 2 }
    expect(toListingQuery(state, ['year', 'month'])).toBe('?year=2025&month=3&page=2')
    expect(toListingQuery({ ...state, page: 1 }, ['year'])).toBe('?year=2025')
    expect(toListingQuery(NO_LISTING_FILTERS, filters)).toBe('')
    expect(listFilters({ query: ['year', 'subCategory', 'page'] })).toEqual(['year', 'subCategory'])
  })

  it('asks the REST call with page, size, language, country and the filters set', () => {
    const params = listingApiParams({ ...NO_LISTING_FILTERS, subCategory: 'company', page: 3 }, filters, 9, 'de', 'LK')
    expect(Object.fromEntries(params)).toEqual({ page: '3', size: '9', lang: 'de', country: 'LK', subCategory: 'company' })
  })
})

describe('dates in the site’s time zone', () => {
  it('reads the calendar of a zone, not UTC', () => {
    // 20:00 UTC on 31 January is 01:30 on 1 February in Colombo (UTC+5:30).
    expect(zonedParts(new Date('2026-01-31T20:00:00Z'), 'Asia/Colombo')).toMatchObject({ year: 2026, month: 2, day: 1, hour: 1, minute: 30 })
    expect(zonedParts(new Date('2026-01-31T20:00:00Z'), 'UTC')).toMatchObject({ month: 1, day: 31 })
  })

  it('finds where a local day starts and ends, across a daylight-saving change too', () => {
    expect(startOfDayIn(new Date('2026-05-12T10:00:00Z'), 'Asia/Colombo').toISOString()).toBe('2026-05-11T18:30:00.000Z')
    expect(endOfDayIn(new Date('2026-05-12T10:00:00Z'), 'Asia/Colombo').toISOString()).toBe('2026-05-12T18:29:59.999Z')
    // Berlin moves to summer time on 29 March 2026: that day has 23 hours.
    expect(endOfDayIn(new Date('2026-03-29T10:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-29T21:59:59.999Z')
    expect(instantOf(2026, 3, 29, 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z')
  })

  it('writes a day, a range with times, a range of whole days and a year', () => {
    expect(cardDate('day', '2026-03-04T04:00:00Z', undefined, 'en', 'Asia/Colombo')).toBe('4 March 2026')
    expect(cardDate('day', '2026-03-04T04:00:00Z', undefined, 'de', 'Asia/Colombo')).toBe('4. März 2026')
    const range = formatRange('2026-05-12T04:30:00Z', '2026-05-12T10:30:00Z', 'en', 'Asia/Colombo')
    expect(range).toMatch(/^12 May 2026, 10:00\s*–\s*16:00$/)
    expect(formatRange('2026-05-12T04:30:00Z', '2026-05-14T10:30:00Z', 'en', 'Asia/Colombo', true)).toMatch(/^12\s*–\s*14 May 2026$/)
    expect(formatRange('2026-05-12T04:30:00Z', null, 'en', 'Asia/Colombo', true)).toBe('12 May 2026')
    expect(cardDate('year', 2024, undefined, 'en', 'UTC')).toBe('2024')
    expect(cardDate('day', 'not a date', undefined, 'en', 'UTC')).toBeNull()
  })
})

const spec: ListingSpec = {
  name: 'press',
  endpoint: '/dmc-apis/press',
  filters,
  card: { title: 'title', date: 'date', image: 'image', teaser: 'summary', meta: 'publication' },
}
const item = (slug: string, title: string) => ({
  slug,
  url: `/media/dalumara-in-press/${slug}`,
  title,
  date: '2026-03-04T04:00:00.000Z',
  summary: `${title}: what the paper said.`,
  publication: 'The Colombo Courier',
  image: { url: '/api/media/file/press.jpg', alt: 'A newspaper', width: 1200, height: 800 },
})

function render(state: ListingState, total: number) {
  return renderToStaticMarkup(
    createElement(ListingBrowser, {
      spec,
      initial: { items: [item('a', 'Tea at dawn'), item('b', 'The planters')], total },
      initialState: state,
      options,
      size: 2,
      copy: { itemOne: 'press item', itemOther: 'press items' },
      variant: { country: 'GLOBAL', locale: 'en' },
      timeZone: 'Asia/Colombo',
      listPath: '/media/dalumara-in-press',
      headingLevel: 'h3',
    }),
  )
}

/** What a visitor without JavaScript gets: the server's render of the island. */
describe('a listing without JavaScript', () => {
  it('is a GET form to the list’s address with a select per declared filter and a submit button', () => {
    const html = render({ ...NO_LISTING_FILTERS, year: '2025', category: 'coverage', page: 2 }, 5)
    const form = /<form [^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/media/dalumara-in-press"')
    expect(html.match(/<select name="(\w+)"/g)).toEqual(['<select name="year"', '<select name="month"', '<select name="category"', '<select name="subCategory"'])
    expect(html).toMatch(/<option value="2025" selected="">2025<\/option>/)
    expect(html).toContain('<button type="submit"')
    expect(html).toContain('5 press items')
    expect(html).toContain('data-listing="press"')
  })

  it('offers only the chosen category’s sub-categories', () => {
    const html = render({ ...NO_LISTING_FILTERS, category: 'releases' }, 2)
    expect(html).toContain('<option value="company">Company</option>')
    expect(html).not.toContain('<option value="print">')
  })

  it('pages with real links that keep the filters, the current page marked', () => {
    const html = render({ ...NO_LISTING_FILTERS, year: '2025', page: 2 }, 5)
    expect(html).toContain('href="/media/dalumara-in-press?year=2025&amp;page=3"')
    expect(html).toContain('href="/media/dalumara-in-press?year=2025"')
    expect(html).toMatch(/aria-current="page"[^>]*>2</)
    expect(html).toMatch(/<a[^>]*href="\/media\/dalumara-in-press"[^>]*>Clear filters<\/a>/)
    expect(render(NO_LISTING_FILTERS, 2)).not.toContain('Clear filters')
  })
})

describe('a listing card', () => {
  it('shows the date, title, facts line and a teaser clamped to two lines on a phone and three above, as one link', () => {
    const html = renderToStaticMarkup(createElement(ListingCard, { item: item('a', 'Tea at dawn'), fields: spec.card, locale: 'en', timeZone: 'Asia/Colombo' }))
    expect(html).toMatch(/^<a [^>]*href="\/media\/dalumara-in-press\/a"/)
    expect(html).toContain('<time dateTime="2026-03-04T04:00:00.000Z">4 March 2026</time>')
    expect(html).toMatch(/<h3 class="[^"]*\bcard-heading\b[^"]*">Tea at dawn<\/h3>/)
    expect(html).toContain('The Colombo Courier')
    expect(html).toMatch(/class="card-summary">Tea at dawn: what the paper said.<\/p>/)
    // The card's classes are written once in the cards' stylesheet: the heading is the serif, the teaser clamps.
    const css = readFileSync('src/components/cards/cards.css', 'utf8')
    expect(css).toMatch(/\.card-heading \{\s*@apply [^;]*\bfont-serif\b/)
    expect(css).toMatch(/\.card-summary \{\s*@apply [^;]*\bline-clamp-2\b[^;]*\bsm:line-clamp-3\b/)
    expect(html).toContain('alt=""')
  })
})
