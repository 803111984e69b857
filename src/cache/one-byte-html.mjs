// A cached page's HTML with every character above U+00FF written as an escape, so that V8 holds it as a one-byte
// string. Next.js answers a cached page with that string, and measures it for Content-Length on every hit: a page
// with a single curly quote is a two-byte string, which cost a 90-KB page about 190 µs per request to measure (as
// much as the rest of Next.js's work for it) where a one-byte string costs 30. The page reads the same: text and
// attributes get character references, which the HTML parser turns back into the characters; scripts get `\u`
// escapes (the framework's inline scripts hold text only inside string literals, JSON-LD inside JSON strings) and
// styles CSS escapes. Comments are left as they are: nothing reads them.

const RAW_TEXT = /(<script\b[^>]*>)([\s\S]*?)(<\/script\s*>)|(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)|(<!--[\s\S]*?-->)|[^\x00-\xff]+/gi
const WIDE = /[^\x00-\xff]+/g

const units = (text) => Array.from(text, (char) => char.codePointAt(0))
const jsEscape = (wide) => wide.replace(/[\s\S]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
const cssEscape = (wide) => units(wide).map((point) => `\\${point.toString(16)} `).join('')
const reference = (wide) => units(wide).map((point) => `&#${point};`).join('')

/** The HTML unchanged when it has no character above U+00FF, otherwise escaped as above and made one-byte. */
export function oneByteHtml(html) {
  if (!WIDE.test(html)) return html
  WIDE.lastIndex = 0
  const escaped = html.replace(RAW_TEXT, (match, scriptOpen, script, scriptClose, styleOpen, style, styleClose, comment) => {
    if (scriptOpen !== undefined) return scriptOpen + script.replace(WIDE, jsEscape) + scriptClose
    if (styleOpen !== undefined) return styleOpen + style.replace(WIDE, cssEscape) + styleClose
    if (comment !== undefined) return comment.replace(WIDE, reference)
    return reference(match)
  })
  // String.replace keeps the two-byte form of its subject; a Latin-1 round trip gives V8 one-byte characters to build from.
  return Buffer.from(escaped, 'latin1').toString('latin1')
}
