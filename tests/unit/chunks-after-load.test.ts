import { describe, expect, it } from 'vitest'
import { CHUNK_LOADER, ChunksAfterLoad, chunksLoadedAfterLoad, loadChunksAfterLoad } from '@/lib/cache/chunks-after-load.mjs'
import { inlineScriptHashes, sha256Source } from '@/lib/csp/framework-scripts.mjs'
import { scriptSources } from '../../scripts/test/budgets-measure.mjs'

/** The shape of a page as Next.js 16 writes it: async chunk scripts in <head>, low-priority preloads, one in <body>. */
const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/turbopack-two.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" fetchPriority="low"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><h1>Dalumara</h1><script src="/_next/static/chunks/late.js" async=""></script>',
  '<script>self.__next_f.push([1,"data"])</script></body></html>',
].join('')

describe('a cached page’s scripts requested after its load event', () => {
  const moved = loadChunksAfterLoad(page)

  it('takes the chunk scripts and their preloads out of the markup and lists them for the loader', () => {
    expect(moved).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(moved).not.toMatch(/rel="preload"[^>]*as="script"/)
    const data = JSON.parse(/<script type="application\/json" id="after-load-chunks">([^<]*)<\/script>/.exec(moved)![1]!)
    expect(data).toEqual({
      scripts: ['/_next/static/chunks/one.js', '/_next/static/chunks/turbopack-two.js', '/_next/static/chunks/late.js'],
      preload: ['/_next/static/chunks/late.js', '/_next/static/chunks/lazy.js'],
    })
    // What no chunk loader handles stays: the stylesheet, the module-less fallback, the RSC payload.
    for (const kept of ['a.css', 'polyfills.js" noModule', 'self.__next_f.push']) expect(moved).toContain(kept)
    expect(moved.endsWith(`<script>${CHUNK_LOADER}</script></body></html>`)).toBe(true)
  })

  it('is allowed by the page’s policy, which still refuses any other inline script', () => {
    const { hashes, unknown } = inlineScriptHashes(moved)
    expect(hashes).toContain(sha256Source(CHUNK_LOADER))
    expect(unknown).toEqual([])
    expect(inlineScriptHashes(moved.replace('</body>', '<script>alert(1)</script></body>')).unknown).toEqual(['alert(1)'])
  })

  it('changes a page once, and leaves a page without chunk scripts as it is', () => {
    expect(loadChunksAfterLoad(moved)).toBe(moved)
    const plain = '<html><head></head><body><p>No scripts</p></body></html>'
    expect(loadChunksAfterLoad(plain)).toBe(plain)
  })

  it('still counts the moved scripts as the page’s first-load JavaScript', () => {
    expect(scriptSources(moved).sort()).toEqual(scriptSources(page).sort())
  })
})

/** The same page rendered per request: Next.js gives every tag the nonce of the page's policy. */
const rendered = page
  .replace(/<script src="([^"]+)" async="">/g, (_, src: string) => (src.includes('two') ? `<script src="${src}" nonce="n0nce" async="">` : `<script src="${src}" async="" nonce="n0nce">`))
  .replace('as="script" fetchPriority="low" href', 'as="script" fetchPriority="low" nonce="n0nce" href')
  .replace('<script>self', '<script nonce="n0nce">self')

describe('a page rendered per request, changed as it streams', () => {
  const streamed = (pieces: string[]) => {
    const change = new ChunksAfterLoad('n0nce')
    return pieces.map((piece) => change.push(piece)).join('') + change.end()
  }
  const whole = streamed([rendered])

  it('moves the scripts that carry a nonce, and its loader carries the same nonce', () => {
    expect(whole).not.toMatch(/<script src="[^"]+\/(one|turbopack-two|late)\.js"/)
    expect(chunksLoadedAfterLoad(whole).scripts).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/turbopack-two.js', '/_next/static/chunks/late.js'])
    expect(chunksLoadedAfterLoad(whole).preload).toEqual(['/_next/static/chunks/late.js', '/_next/static/chunks/lazy.js'])
    expect(whole.endsWith(`<script nonce="n0nce">${CHUNK_LOADER}</script></body></html>`)).toBe(true)
  })

  it('gives the same markup wherever the stream is cut, in two pieces or in pieces of any size', () => {
    for (let at = 0; at <= rendered.length; at++) expect(streamed([rendered.slice(0, at), rendered.slice(at)])).toBe(whole)
    for (const size of [1, 7, 64]) {
      const pieces = Array.from({ length: Math.ceil(rendered.length / size) }, (_, i) => rendered.slice(i * size, (i + 1) * size))
      expect(streamed(pieces)).toBe(whole)
    }
  })

  it('writes each piece at once when no tag is cut open, holding back only an unfinished one', () => {
    const change = new ChunksAfterLoad('n0nce')
    expect(change.push('<p>Results for “tea”</p>')).toBe('<p>Results for “tea”</p>')
    expect(change.push('<p>One</p><script src="/_next/static/chunks/x.js" async=""></scr')).toBe('<p>One</p>')
    expect(change.push('ipt><p>Two</p>')).toBe('<p>Two</p>')
    expect(change.end()).toContain('"scripts":["/_next/static/chunks/x.js"]')
  })
})
