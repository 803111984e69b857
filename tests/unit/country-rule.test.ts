import { describe, expect, it } from 'vitest'
import { listCountryWhere } from '@/data/content'
import { countriesFor, pickForCountry } from '@/data/country-rule'

const rows = [
  { id: 1, country: 'GLOBAL' },
  { id: 2, country: 'LK' },
  { id: 3, country: 'AU' },
]

describe('the country rule', () => {
  it("answers the country's own record when it has one", () => {
    expect(pickForCountry(rows, 'LK')?.id).toBe(2)
  })

  it('falls back to the GLOBAL record', () => {
    expect(pickForCountry(rows, 'DE')?.id).toBe(1)
    expect(pickForCountry(rows, 'GLOBAL')?.id).toBe(1)
  })

  it("never answers another country's record", () => {
    expect(pickForCountry([{ id: 3, country: 'AU' }], 'LK')).toBeNull()
    expect(pickForCountry([{ id: 3, country: 'AU' }], 'GLOBAL')).toBeNull()
  })

  it('reads GLOBAL alone for GLOBAL, and the country plus GLOBAL otherwise (unknown countries included)', () => {
    expect(countriesFor({ country: 'GLOBAL' })).toEqual(['GLOBAL'])
    expect(countriesFor({ country: 'LK' })).toEqual(['LK', 'GLOBAL'])
    expect(countriesFor({ country: 'ZZ' })).toEqual(['ZZ', 'GLOBAL'])
  })
})

describe('the list rule', () => {
  const keys = (list: string[]) => async () => list

  it('lists GLOBAL items only for GLOBAL, without asking for overrides', async () => {
    let asked = false
    const where = await listCountryWhere({ country: 'GLOBAL', locale: 'en' }, 'slug', async () => {
      asked = true
      return []
    })
    expect(where).toEqual({ country: { equals: 'GLOBAL' } })
    expect(asked).toBe(false)
  })

  it("lists a country's own items plus the GLOBAL items it has not overridden", async () => {
    expect(await listCountryWhere({ country: 'LK', locale: 'en' }, 'slug', keys(['english-breakfast']))).toEqual({
      or: [
        { country: { equals: 'LK' } },
        { and: [{ country: { equals: 'GLOBAL' } }, { slug: { not_in: ['english-breakfast'] } }] },
      ],
    })
  })

  it('lists every GLOBAL item for a country with no items of its own', async () => {
    expect(await listCountryWhere({ country: 'DE', locale: 'de' }, 'slug', keys([]))).toEqual({
      or: [{ country: { equals: 'DE' } }, { country: { equals: 'GLOBAL' } }],
    })
  })
})
