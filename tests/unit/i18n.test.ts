import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/config/variant'
import { dictionary } from '@/i18n'
import { de } from '@/i18n/de'
import { en } from '@/i18n/en'

/** Every key path of a dictionary, e.g. "search.noResults" (functions are leaves). */
function keyPaths(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

function leaf(node: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], node)
}

describe('interface dictionaries', () => {
  it('German has every key English has, each of the same kind and non-empty', () => {
    const paths = keyPaths(en)
    expect(paths.length).toBeGreaterThan(50)
    expect(keyPaths(de).sort()).toEqual(paths.sort())
    for (const path of paths) {
      const german = leaf(de, path)
      expect(typeof german, path).toBe(typeof leaf(en, path))
      if (typeof german === 'string') expect(german.trim(), path).not.toBe('')
    }
  })

  it('has a dictionary for every site language', () => {
    for (const locale of LOCALES) expect(keyPaths(dictionary(locale))).toEqual(keyPaths(en))
    expect(dictionary('de').header.openMenu).toBe('Menü öffnen')
  })

  it.each([undefined, null, '', 'fr', 'EN', 'de-DE'])('falls back to English for %j', (locale) => {
    expect(dictionary(locale)).toBe(en)
  })

  it('never names the brand itself: functions take it from the settings', () => {
    const text = JSON.stringify([en, de])
    expect(text).not.toMatch(/Dalumara/i)
    expect(en.blocks.exploreTitle('Acme')).toBe('Discover the world of Acme')
    expect(de.consent.title('Acme')).toBe('Cookies bei Acme')
  })
})
