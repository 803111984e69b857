import { describe, expect, it } from 'vitest'
import { oneByteHtml } from '../../src/cache/one-byte-html.mjs'

const page = [
  '<!DOCTYPE html><html lang="de"><head><title>Dalumara – Tee für „jeden“ Tag</title>',
  '<meta name="description" content="Ceylon’s finest — since 1948"/>',
  '<style>.quote::before{content:"“"}</style>',
  '<script type="application/ld+json">{"name":"Dalumara’s Earl Grey"}</script></head>',
  '<body><p>It’s a cup of Ceylon 🍵, café au lait not included.</p><!-- a note’s -->',
  '<script>self.__next_f.push([1,"It’s a cup of Ceylon 🍵"])</script></body></html>',
].join('')

const decodeReferences = (html: string) => html.replace(/&#(\d+);/g, (_m, point: string) => String.fromCodePoint(Number(point)))
const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)

describe('oneByteHtml', () => {
  const escaped = oneByteHtml(page)

  it('leaves no character above U+00FF, and keeps those below (ä, é, ü)', () => {
    expect(escaped).not.toMatch(/[^\x00-\xff]/)
    expect(escaped).toContain('für')
    expect(escaped).toContain('café')
  })

  it('writes text and attributes as character references, which read as the same characters', () => {
    expect(escaped).toContain('<title>Dalumara &#8211; Tee für &#8222;jeden&#8220; Tag</title>')
    expect(escaped).toContain('content="Ceylon&#8217;s finest &#8212; since 1948"')
    const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/g, '')
    expect(decodeReferences(withoutScripts(escaped))).toBe(withoutScripts(page))
  })

  it('writes scripts with \\u escapes, which evaluate to the same strings', () => {
    const [jsonLd, flight] = scripts(escaped)
    expect(JSON.parse(jsonLd!)).toEqual(JSON.parse(scripts(page)[0]!))
    const pushed: unknown[] = []
    new Function('self', flight!)({ __next_f: pushed })
    expect(pushed).toEqual([[1, 'It’s a cup of Ceylon 🍵']])
  })

  it('writes styles with CSS escapes', () => {
    expect(escaped).toContain('<style>.quote::before{content:"\\201c "}</style>')
  })

  it('returns a page without such characters as it is', () => {
    const plain = '<p>Café crème, 100% Ceylon</p>'
    expect(oneByteHtml(plain)).toBe(plain)
  })
})
