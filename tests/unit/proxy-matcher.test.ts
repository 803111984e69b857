import { describe, expect, it } from 'vitest'
import { config } from '@/proxy'
import { FILE, NOT_SITE, ROUTED_HEADER } from '@/lib/routing/unrouted'

// Next.js needs the proxy's matcher as a literal, so it repeats what unrouted.ts declares: these keep them in step.
describe("the proxy's first matcher", () => {
  const [first] = config.matcher
  if (typeof first === 'string') throw new Error('the first matcher must be an object with a source and missing')
  const source = new RegExp(`^${first.source}$`)

  it('skips a request the server gate has routed, by the header the gate sets', () => {
    expect(first.missing).toEqual([{ type: 'header', key: ROUTED_HEADER }])
  })

  it('takes exactly the addresses NOT_SITE and FILE leave to it', () => {
    const paths = ['/', '/careers', '/our-products/our-teas', '/api', '/api/media', '/apiary', '/admin', '/admin/x', '/administration', '/graphql', '/preview/x', '/dmc-apis', '/dmc-apis/news', '/_next/static/a.js', '/flags/lk.svg', '/images/x', '/site-index.json', '/healthz', '/readyz', '/robots.txt', '/our-teas/index.html', '/media/news']
    for (const path of paths) expect(source.test(path), path).toBe(!NOT_SITE.test(path) && !FILE.test(path))
  })
})
