import { describe, expect, it } from 'vitest'
import { prefetchAllowed } from '@/components/ui/prefetch-policy'

describe('link prefetch policy', () => {
  it('allows prefetching on a normal connection, or where the browser does not say', () => {
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBe(true)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true)
    expect(prefetchAllowed({ onLine: true })).toBe(true)
  })

  it('skips prefetching on 2g and slow-2g', () => {
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false)
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false)
  })

  it('skips prefetching with Save-Data on', () => {
    expect(prefetchAllowed({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false)
  })

  it('skips prefetching offline, and when there is no browser to ask', () => {
    expect(prefetchAllowed({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false)
    expect(prefetchAllowed(undefined)).toBe(false)
  })
})
