import { describe, expect, it } from 'vitest'
import { aliasLocation } from '../../src/lib/routing/alias-location'
import { pathAliases, routes } from '../../src/routes'
import { firstRedirects } from '../../src/cms/redirects/first-redirects'

describe('aliasLocation', () => {
  it('is the plain target when neither side has a query or fragment', () => {
    expect(aliasLocation('/careers', '')).toBe('/careers')
  })
  it('keeps the request’s query', () => {
    expect(aliasLocation('/careers', '?utm_source=menu')).toBe('/careers?utm_source=menu')
  })
  it('keeps the target’s fragment last, after the request’s query', () => {
    expect(aliasLocation('/a/quality#awards', '?ref=x')).toBe('/a/quality?ref=x#awards')
    expect(aliasLocation('/a/quality#awards', '')).toBe('/a/quality#awards')
  })
  it('joins the target’s own query and the request’s', () => {
    expect(aliasLocation('/a?list=awards#top', '?ref=x&y=1')).toBe('/a?list=awards&ref=x&y=1#top')
    expect(aliasLocation('/a?list=awards', '')).toBe('/a?list=awards')
  })
})

describe('the awards redirect', () => {
  it('leads to quality and certifications with the awards list selected', () => {
    expect(firstRedirects.find((r) => r.from === routes.family.awards)).toEqual({ from: routes.family.awards, to: `${routes.family.qualityCertifications}#awards`, type: '308' })
  })
  it('only redirects carry a query or fragment: a same-content alias is served as its target path', () => {
    for (const alias of Object.values(pathAliases)) expect(alias.to).not.toMatch(/[?#]/)
  })
})
