import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, isFrameworkScript, sha256Source } from '@/lib/csp/framework-scripts.mjs'
import { adminPolicy, hashPolicy, noInlineScriptPolicy, noncePolicy } from '@/lib/csp/policy.mjs'
import { PER_REQUEST_ROUTES, rendersPerRequest } from '@/lib/routing/per-request'

const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src ')) ?? ''

describe('framework inline scripts', () => {
  it.each([
    ['the RSC bootstrap', '(self.__next_f=self.__next_f||[]).push([0])'],
    ['the bootstrap with form state', '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])'],
    ['an RSC chunk with brackets in its text', 'self.__next_f.push([1,"5:[\\"$\\",\\"p\\",null,{\\"children\\":\\"a) b\\"}]\\n"])'],
    ['Turbopack\'s chunk bootstrap', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});'],
  ])('%s is recognised', (_name, script) => {
    expect(isFrameworkScript(script)).toBe(true)
  })

  it.each([
    ['code after a push', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['code as the pushed value', 'self.__next_f.push(alert(1))'],
    ['a smuggled script', 'window.__pwned=1'],
    ['a look-alike bootstrap', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("/x"))'],
  ])('%s is not', (_name, script) => {
    expect(isFrameworkScript(script)).toBe(false)
  })

  it('hashes only the framework scripts of a page, not data blocks, external scripts or injected code', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>window.__pwned=1</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join('')
    const { hashes, unknown } = inlineScriptHashes(html)
    expect(hashes).toEqual([sha256Source('(self.__next_f=self.__next_f||[]).push([0])'), sha256Source('self.__next_f.push([1,"a"])')])
    expect(unknown).toEqual(['window.__pwned=1'])
  })

  it('hashes the text as the browser does (UTF-8, known value)', () => {
    // printf '%s' 'self.__next_f.push([1,"é"])' | openssl dgst -sha256 -binary | base64
    const expected = "'sha256-dv0JtpxmHXrDI1gjYAA39VMc738BDF21voU1xCV8A70='"
    expect(sha256Source('self.__next_f.push([1,"é"])')).toBe(expected)
    // The HTML parser turns CRLF into LF before the browser hashes.
    expect(sha256Source('self.__next_f.push([1,\r\n"é"])')).toBe(sha256Source('self.__next_f.push([1,\n"é"])'))
  })
})

describe('policies', () => {
  it('never allow inline scripts by default, on pages or elsewhere', () => {
    for (const policy of [hashPolicy(["'sha256-abc'"]), noncePolicy('abc'), noInlineScriptPolicy()]) {
      expect(scriptSrc(policy)).not.toContain("'unsafe-inline'")
      expect(scriptSrc(policy)).not.toContain("'unsafe-eval'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("frame-ancestors 'self'")
    }
    expect(scriptSrc(hashPolicy(["'sha256-abc'"]))).toContain("'sha256-abc'")
    expect(scriptSrc(noncePolicy('abc'))).toContain("'nonce-abc'")
  })

  it('give the admin its own looser policy, and development eval', () => {
    expect(scriptSrc(adminPolicy())).toContain("'unsafe-inline'")
    expect(scriptSrc(noncePolicy('abc', { dev: true }))).toContain("'unsafe-eval'")
  })
})

describe('routes rendered per request', () => {
  const variantDir = path.join(process.cwd(), 'src/app/(site)/v/[country]/[lang]')

  /** Each page.tsx below the variant, as its path below /v/{market}/{lang}/ and whether it is force-dynamic. */
  function pages(dir: string, below: string[] = []): { path: string; dynamic: boolean }[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return pages(full, [...below, decodeURIComponent(name)])
      if (name !== 'page.tsx') return []
      return [{ path: below.join('/'), dynamic: /export const dynamic = 'force-dynamic'/.test(readFileSync(full, 'utf8')) }]
    })
  }

  it('are exactly the force-dynamic routes, so the proxy gives a nonce to those and no other', () => {
    const found = pages(variantDir)
    expect(found.length).toBeGreaterThan(2)
    for (const page of found) {
      // A catch-all stands for any path below it; try one.
      const sample = `/v/GLOBAL/en/${page.path.replace(/\[\.\.\.[a-z]+\]/, 'some/page')}`.replace(/\/$/, '')
      expect([page.path, rendersPerRequest(sample)]).toEqual([page.path, page.dynamic])
    }
    expect(PER_REQUEST_ROUTES.length).toBe(found.filter((p) => p.dynamic).length)
  })

  it('are matched exactly: a cached page that only starts like one is not', () => {
    expect(rendersPerRequest('/v/LK/de/global-search-results')).toBe(true)
    expect(rendersPerRequest('/v/LK/de/_list/media/news')).toBe(true)
    expect(rendersPerRequest('/v/LK/de/social-share/other')).toBe(false)
    expect(rendersPerRequest('/v/LK/de/global-search-results-archive')).toBe(false)
    expect(rendersPerRequest('/v/LK/de')).toBe(false)
  })
})
