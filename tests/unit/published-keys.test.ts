import { describe, expect, it } from 'vitest'
import { countryOfKey, isPastLastPage } from '@/data/published-keys'

const keys = [
  { key: 'first-flush', country: 'GLOBAL' },
  { key: 'first-flush', country: 'LK' },
  { key: 'ceylon-gold', country: 'GLOBAL' },
  { key: 'local-only', country: 'LK' },
  { key: '42', country: 'DE' },
]

describe('the published keys behind the cached reads', () => {
  it('names the country whose record a read by key answers, or null for a key nobody published', () => {
    expect(countryOfKey(keys, 'first-flush', { country: 'LK' })).toBe('LK')
    expect(countryOfKey(keys, 'first-flush', { country: 'FR' })).toBe('GLOBAL')
    expect(countryOfKey(keys, 'ceylon-gold', { country: 'LK' })).toBe('GLOBAL')
    expect(countryOfKey(keys, 'local-only', { country: 'LK' })).toBe('LK')
    // Another country's record is never answered.
    expect(countryOfKey(keys, 'local-only', { country: 'DE' })).toBeNull()
    expect(countryOfKey(keys, 'no-such-tea', { country: 'GLOBAL' })).toBeNull()
    expect(countryOfKey(keys, 42, { country: 'DE' })).toBe('DE')
  })

  it('finds the pages past the last', () => {
    expect(isPastLastPage(1, 20, 0)).toBe(false)
    expect(isPastLastPage(2, 20, 20)).toBe(true)
    expect(isPastLastPage(2, 20, 21)).toBe(false)
    expect(isPastLastPage(3, 20, 40)).toBe(true)
    expect(isPastLastPage(9_999, 5, 31)).toBe(true)
    expect(isPastLastPage(5, 0, 3)).toBe(false)
  })
})
