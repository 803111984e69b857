import { describe, expect, it } from 'vitest'
import { fromProblem, normaliseFrom, targetPath, toProblem } from '@/lib/routing/redirect-rules'
import { firstRedirects } from '@/cms/redirects/first-redirects'

describe('a redirect’s old address', () => {
  it('is stored trimmed, decoded and without a trailing slash', () => {
    expect(normaliseFrom(' /old-page/ ')).toBe('/old-page')
    expect(normaliseFrom('/%C3%BCber-uns')).toBe('/über-uns')
    expect(normaliseFrom('/')).toBe('/')
  })

  it('accepts a bare site path, and every seeded one', () => {
    expect(fromProblem('/old-page')).toBeNull()
    for (const { from } of firstRedirects) expect(fromProblem(normaliseFrom(from)), from).toBeNull()
  })

  it.each([
    ['', /Enter the old address/],
    ['https://dalumara.example/old', /without the domain/],
    ['old-page', /starts with a single \//],
    ['//evil.example', /starts with a single \//],
    ['/old page', /no spaces/],
    ['/old?x=1', /Leave out the part from \? or #/],
    ['/', /home page cannot be redirected/],
    ['/admin/collections/pages', /belong to the system/],
    ['/api', /belong to the system/],
    ['/v/GLOBAL/en/careers', /belong to the system/],
    ['/brochure.pdf', /files/],
  ])('refuses %j with a reason', (from, reason) => {
    expect(fromProblem(from)).toMatch(reason)
  })
})

describe('where a redirect leads', () => {
  it('accepts a site path with a query or fragment, and a full http(s) address', () => {
    expect(toProblem('/contact-us', '/old')).toBeNull()
    expect(toProblem('/a/quality#awards', '/old')).toBeNull()
    expect(toProblem('https://shop.example/teas?ref=site', '/old')).toBeNull()
  })

  it.each([
    ['', /Enter where the address should lead/],
    ['javascript:alert(1)', /not an address a browser can follow/],
    ['//evil.example', /not an address a browser can follow/],
    ['contact-us', /not an address a browser can follow/],
    ['mailto:tea@example.com', /not an address a browser can follow/],
    ['/contact us', /no spaces/],
    ['/old/', /cannot lead to its own address/],
    ['/old#top', /cannot lead to its own address/],
  ])('refuses %j with a reason', (to, reason) => {
    expect(toProblem(to, '/old')).toMatch(reason)
  })

  it('names the site path a target leads to, or none for another site', () => {
    expect(targetPath('/a/quality#awards')).toBe('/a/quality')
    expect(targetPath('/a/?x=1')).toBe('/a')
    expect(targetPath('https://shop.example/teas')).toBeNull()
  })
})
