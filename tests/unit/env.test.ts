import { afterEach, describe, expect, it } from 'vitest'
import { envInt } from '@/site.config'

const NAME = 'DALUMARA_TEST_SETTING'

describe('envInt()', () => {
  afterEach(() => {
    delete process.env[NAME]
  })

  it('reads a whole number', () => {
    process.env[NAME] = '42'
    expect(envInt(NAME, 7)).toBe(42)
  })

  it.each([['unset', undefined], ['empty', ''], ['malformed', 'ten'], ['below the minimum', '0']])(
    'falls back when the setting is %s',
    (_case, value) => {
      if (value !== undefined) process.env[NAME] = value
      expect(envInt(NAME, 7, { min: 1 })).toBe(7)
    },
  )

  it('accepts zero where the minimum allows it', () => {
    process.env[NAME] = '0'
    expect(envInt(NAME, 7)).toBe(0)
  })
})
