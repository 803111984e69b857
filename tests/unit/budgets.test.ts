import { describe, expect, it } from 'vitest'
import { check, htmlParts, scriptSources } from '../../scripts/test/budgets-measure.mjs'

const rsc = '<script>self.__next_f.push([1,"' + 'x'.repeat(2048) + '"])</script>'
const html =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script></head><body>' +
  '<header>' + 'h'.repeat(1024) + '</header><main>' + 'm'.repeat(4096) + '</main><footer>' + 'f'.repeat(512) + '</footer>' +
  rsc + '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js?v=1&amp;x=2"></script></body></html>'

describe('page-weight measurement', () => {
  it('splits raw HTML into RSC payload, visible markup and the shell outside <main>', () => {
    const parts = htmlParts(html)
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10
    expect(parts.rscKB).toBe(kb(rsc.length))
    expect(parts.visibleKB).toBe(kb(html.length - rsc.length))
    expect(parts.shellKB).toBe(kb(html.length - rsc.length - '<main></main>'.length - 4096))
    expect(parts.headerKB).toBe(kb('<header></header>'.length + 1024))
    expect(parts.footerKB).toBe(kb('<footer></footer>'.length + 512))
    expect(parts.hasMain).toBe(true)
  })

  it('counts each loaded script once and leaves out nomodule fallbacks', () => {
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2'])
  })

  const budgets = { headroomPercent: 5, firstLoadJsGzipKB: { home: 200 }, pageWeight: { enforce: false, contentShellKB: 35, homeVisibleHtmlKB: 90, rscAtMostVisibleHtml: true, rscRuleFromVisibleKB: 10 } }
  const page = { path: '/', status: 200, scripts: 3, htmlKB: 100, rscKB: 60, visibleKB: 40, shellKB: 50, headerKB: 30, footerKB: 15, hasMain: true }

  it('fails a page type over its JavaScript budget, and one with no measurement', () => {
    expect(check({ home: { ...page, firstLoadJsGzipKB: 200 } }, budgets).failures).toEqual([])
    expect(check({ home: { ...page, firstLoadJsGzipKB: 200.1 } }, budgets).failures).toEqual([expect.stringContaining('home: first-load JS 200.1 KB')])
    expect(check({}, budgets).failures).toEqual(['home: no measurement'])
  })

  it('reports page-weight misses as notes until the budget file enforces them', () => {
    const results = {
      home: { ...page, firstLoadJsGzipKB: 100, visibleKB: 95 },
      content: { ...page, firstLoadJsGzipKB: 100 },
      notFound: { ...page, firstLoadJsGzipKB: 100, visibleKB: 2, rscKB: 4 },
    }
    const relaxed = check(results, budgets)
    expect(relaxed.failures).toEqual([])
    expect(relaxed.notes).toEqual([
      'content: shell (HTML outside <main>) 50 KB > 35 KB',
      'home: visible HTML 95 KB > 90 KB',
      'content: inline RSC payload 60 KB > visible HTML 40 KB',
    ])
    const enforced = check(results, { ...budgets, pageWeight: { ...budgets.pageWeight, enforce: true } })
    expect(enforced.failures).toEqual(relaxed.notes)
  })

  it('holds the raw HTML of the page types the budget file names', () => {
    const limited = { ...budgets, pageWeight: { ...budgets.pageWeight, htmlKB: { notFound: 35 } } }
    const notFound = (htmlKB: number) => check({ notFound: { ...page, firstLoadJsGzipKB: 100, visibleKB: 5, rscKB: 4, htmlKB } }, limited).notes
    expect(notFound(35)).toEqual([])
    expect(notFound(35.1)).toEqual(['notFound: raw HTML 35.1 KB (visible 5 + RSC 4) > 35 KB'])
  })
})
