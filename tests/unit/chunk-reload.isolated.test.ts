import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnceOnChunkError } from '@/lib/navigation/chunk-reload'

describe('failed chunk loads', () => {
  it('recognises the errors bundlers and browsers raise', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError('Loading CSS chunk 7 failed')).toBe(true)
  })

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(42)).toBe(false)
  })

  describe('reload guard', () => {
    const reload = vi.fn()
    beforeEach(() => {
      const store = new Map<string, string>()
      vi.stubGlobal('sessionStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) })
      vi.stubGlobal('window', { location: { reload } })
      reload.mockReset()
    })
    afterEach(() => vi.unstubAllGlobals())

    it('reloads once, not again for a failure straight after, and again much later', () => {
      const error = Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError' })
      expect(reloadOnceOnChunkError(error, 1_000_000)).toBe(true)
      expect(reloadOnceOnChunkError(error, 1_005_000)).toBe(false)
      expect(reloadOnceOnChunkError(error, 1_000_000 + 120_000)).toBe(true)
      expect(reload).toHaveBeenCalledTimes(2)
    })

    it('does not reload for other errors', () => {
      expect(reloadOnceOnChunkError(new Error('boom'), 1)).toBe(false)
      expect(reload).not.toHaveBeenCalled()
    })
  })
})
