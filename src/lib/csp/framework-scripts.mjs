// The inline scripts of a rendered page that may run under its Content-Security-Policy, and their
// sha256 sources. Plain JavaScript: the cache handler (src/lib/cache/shared-tags-cache-handler.mjs) runs
// it outside the bundles, on every page it stores.
//
// Only scripts Next.js and React write, and this site's chunk loader, are allowed, recognised by their
// exact shape: the RSC payload pushes (`self.__next_f.push([...])`, whose argument must be JSON, i.e.
// data), Turbopack's chunk bootstrap (JSON again), and a few constant snippets. Hashing every inline script of the HTML
// instead would also allow a script that content managed to smuggle into the markup, which is the
// very thing the policy is there to stop; an unknown script is left out and the browser blocks it.
import { createHash } from 'node:crypto'
import { CHUNK_LOADER } from '../cache/chunks-after-load.mjs'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Types a browser runs; anything else (JSON-LD, templates) is a data block CSP does not govern. */
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/** Snippets Next.js and React emit verbatim. */
const CONSTANT_SCRIPTS = new Set([
  // Next.js: moves icons that streamed into <body> into <head> (metadata-insertion).
  `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`,
  // React 19.2: records when the shell was painted.
  'requestAnimationFrame(function(){$RT=performance.now()});',
  // Ours: a cached page's scripts, requested after its load event (src/lib/cache/chunks-after-load.mjs).
  CHUNK_LOADER,
])

const isJson = (text) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * `head(<JSON>)` followed by zero or more `tail(<JSON>)` statements: each argument must be JSON.
 * @param {string} script
 * @param {string} head
 * @param {string} tail
 */
function isPushSequence(script, head, tail) {
  if (!script.startsWith(head)) return false
  let rest = script.slice(head.length)
  while (rest) {
    // The argument ends at a ')' followed by the next push or the end; try each candidate.
    let end = rest.indexOf(')')
    let matched = false
    while (end !== -1) {
      const after = rest.slice(end + 1)
      if ((after === '' || after === ';' || after.startsWith(`;${tail}`)) && isJson(rest.slice(0, end))) {
        rest = after === '' || after === ';' ? '' : after.slice(1 + tail.length)
        matched = true
        break
      }
      end = rest.indexOf(')', end + 1)
    }
    if (!matched) return false
  }
  return true
}

const TURBOPACK = /^\(globalThis\[("[A-Za-z0-9_$]+")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(/

/** @param {string} script */
export function isFrameworkScript(script) {
  if (CONSTANT_SCRIPTS.has(script)) return true
  // RSC payload: the first chunk sets the queue up, every later one pushes onto it.
  if (isPushSequence(script, '(self.__next_f=self.__next_f||[]).push(', 'self.__next_f.push(')) return true
  if (isPushSequence(script, 'self.__next_f.push(', 'self.__next_f.push(')) return true
  const turbopack = TURBOPACK.exec(script)
  return Boolean(turbopack) && isPushSequence(script, turbopack[0], '\u0000')
}

/** The source a browser compares an inline script with (it hashes the text as UTF-8, newlines normalised by the parser). */
export const sha256Source = (script) => `'sha256-${createHash('sha256').update(script.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`

/**
 * The hash sources of a page's framework scripts, and the start of each inline script that is not one.
 * @param {string} html
 * @returns {{ hashes: string[], unknown: string[] }}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  const unknown = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!RUNNABLE_TYPES.has(type) || body === '') continue
    if (isFrameworkScript(body)) hashes.add(sha256Source(body))
    else unknown.push(body.slice(0, 80))
  }
  return { hashes: [...hashes], unknown }
}
