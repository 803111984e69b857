import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from './support/test'

/** The Nu HTML checker's jar (npm package vnu-jar); Java comes from scripts/test/ensure-java.sh. */
const vnuJar: string = createRequire(import.meta.url)('vnu-jar')

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number }

/**
 * Errors that come from Next.js's own markup, which no component of ours writes. Each entry says why.
 * (Keep this list short: anything our components emit is fixed at the source, not filtered.)
 */
const NEXT_JS_ERRORS: { pattern: RegExp; why: string }[] = []

/**
 * The whole-site crawl (scripts/test/crawl.mjs) puts the raw HTML of one page of every kind through the checker,
 * as a crawler sees it: without cookies. This checks what only a cookie selects: the German and the Sri Lankan
 * copy of the same templates.
 */
test('the raw server HTML of the German and the Sri Lankan variants has no Nu HTML checker errors', async ({ request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dalumara-vnu-'))
  const files = new Map<string, string>()
  const tea = '/our-products/our-teas/tea-ranges/product-details/premium-ceylon-dimbula-blend'
  const pages: [name: string, path: string, cookie: string][] = [
    ['home (lang=de)', '/', 'lang=de'],
    ['home (country=LK)', '/', 'country=LK'],
    ['tea (lang=de)', tea, 'lang=de'],
    ['tea (country=LK)', tea, 'country=LK'],
    ['content page (lang=de)', '/dalumara-family/dalumara-story', 'lang=de'],
    ['tea range (lang=de)', '/our-products/our-teas/tea-ranges/premium-ceylon-tea', 'lang=de'],
  ]
  for (const [type, pagePath, cookie] of pages) {
    const response = await request.get(pagePath, { headers: { cookie } })
    expect(response.status(), `${type}: ${pagePath}`).toBe(200)
    const file = path.join(dir, `${type.replace(/\W+/g, '-')}.html`)
    writeFileSync(file, await response.text())
    files.set(`file:${file}`, type)
  }
  // One Java start for all pages: the checker takes a list of files.
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...[...files.keys()].map((f) => f.slice(5))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  expect(run.error, 'java runs (scripts/test/ensure-java.sh installs it)').toBeUndefined()
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
  const errors = messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .filter((m) => !NEXT_JS_ERRORS.some((f) => f.pattern.test(m.message)))
    .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}  [${(m.extract ?? '').replace(/\s+/g, ' ').trim()}]`)
  // Every page was read and parsed (a file the checker cannot read is a non-document error, not an error).
  expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([])
  expect(errors).toEqual([])
})
