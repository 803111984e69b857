import { describe, expect, it } from 'vitest'
import { cachedFlagCount, flagFor, hasFlag, readFlag } from '@/lib/api/flags'

describe('country flags', () => {
  it('serves the package’s flags by file name, whatever the case', () => {
    expect(readFlag('lk.svg')?.toString('utf8')).toMatch(/^<svg/)
    expect(readFlag('GB-SCT.svg')).not.toBeNull()
    expect(hasFlag('LK')).toBe(true)
    expect(flagFor('GLOBAL')).toBeUndefined()
  })

  it('keeps nothing in memory for codes that have no flag, however many are asked for', () => {
    readFlag('lk.svg')
    const before = cachedFlagCount()
    for (let i = 0; i < 5_000; i++) {
      const code = `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + ((i >> 5) % 26))}-${i.toString(36)}`
      expect(readFlag(`${code}.svg`)).toBeNull()
      expect(hasFlag(code)).toBe(false)
    }
    expect(readFlag('../../package.json.svg')).toBeNull()
    expect(cachedFlagCount()).toBe(before)
  })
})
