import { describe, expect, it } from 'vitest'
import { soldInWhere, withAvailability } from '@/data/catalogue/availability-rule'
import { shopLinkFor } from '@/lib/catalogue/shop-link'

describe('the availability rule', () => {
  it('lists everything on the GLOBAL site', () => {
    expect(soldInWhere({ country: 'GLOBAL', locale: 'en' })).toBeUndefined()
    expect(withAvailability({ country: 'GLOBAL', locale: 'en' }, { type: { equals: 'green' } })).toEqual({ type: { equals: 'green' } })
  })

  it('lists what is sold everywhere or in the country on a country site, joined to other filters', () => {
    const lk = { country: 'LK', locale: 'en' } as const
    const sold = { or: [{ sold_everywhere: { equals: true } }, { sold_in: { in: ['LK'] } }] }
    expect(soldInWhere(lk)).toEqual(sold)
    expect(withAvailability(lk, { type: { equals: 'green' } })).toEqual({ and: [sold, { type: { equals: 'green' } }] })
  })
})

describe('shopLinkFor', () => {
  const links = [
    { country: 'GLOBAL', url: 'https://shop.example/global' },
    { country: 'GB', url: 'https://shop.example/uk' },
  ]
  it('gives the link of the visitor’s country only', () => {
    expect(shopLinkFor(links, 'GB')).toBe('https://shop.example/uk')
    expect(shopLinkFor(links, 'GLOBAL')).toBe('https://shop.example/global')
    expect(shopLinkFor(links, 'DE')).toBeNull()
    expect(shopLinkFor(undefined, 'GB')).toBeNull()
  })
})
