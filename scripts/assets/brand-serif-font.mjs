#!/usr/bin/env node
/**
 * Writes the brand serif's weight-400 files: Lora's Latin file from @fontsource-variable/lora pinned to weight 400
 * (the weight nearly every heading uses), split in two. brand-serif-400.woff2 holds what English and German headings
 * draw (13.5 KB) and is the one font file every page preloads; brand-serif-400-more.woff2 holds every other
 * character of the variable file (other accented letters and punctuation), fetched only by a page that draws one.
 * Without the variation tables both together are about half the variable file (38 KB), and the first fits in a new
 * connection's first round trip (about 14 KB). src/app/fonts.ts declares each with the unicode-range printed here. The outputs are committed; run this again after updating the font package.
 *
 *   npm run assets:fonts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { root } from '../runtime/env.mjs'

const lora = path.join(root, 'node_modules/@fontsource-variable/lora')
const source = path.join(lora, 'files/lora-latin-wght-normal.woff2')
const fonts = path.join(root, 'src/app/fonts.ts')

/**
 * The preloaded file's characters: what the site's languages draw. Printable ASCII, the no-break space, German's
 * letters (Ä Ö Ü ß ä ö ü), ‘ ’ ‚ “ ” „ – — and …. A pair of letters from different files is not kerned.
 */
const BASIC = 'U+0020-007E,U+00A0,U+00C4,U+00D6,U+00DC,U+00DF,U+00E4,U+00F6,U+00FC,U+2013-2014,U+2018-201A,U+201C-201E,U+2026'

/** The code points of a CSS unicode-range, e.g. "U+0000-00FF,U+0131". */
function codePointsOf(unicodeRange) {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part.replace('U+', '').split('-').map((hex) => parseInt(hex, 16))
    return Array.from({ length: to - from + 1 }, (_, i) => from + i)
  })
}

/** A unicode-range naming exactly these code points (sorted), runs written as ranges. */
function unicodeRangeOf(codePoints) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0')
  const parts = []
  for (let i = 0; i < codePoints.length; ) {
    let j = i
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++
    parts.push(i === j ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[j])}`)
    i = j + 1
  }
  return parts.join(',')
}

const variable = readFileSync(source)
// The package's Latin range and its Vietnamese one: the variable file draws the first and a few letters and accents
// of the second (Ă, combining accents), so no text it draws at 400 falls back to another face.
const ranges = JSON.parse(readFileSync(path.join(lora, 'unicode.json'), 'utf8'))
const basic = new Set(codePointsOf(BASIC))
const more = [...new Set([...codePointsOf(ranges.latin), ...codePointsOf(ranges.vietnamese)])].filter((codePoint) => !basic.has(codePoint)).sort((a, b) => a - b)
const files = [
  { name: 'brand-serif-400.woff2', codePoints: [...basic] },
  { name: 'brand-serif-400-more.woff2', codePoints: more },
]
const declared = readFileSync(fonts, 'utf8')
for (const file of files) {
  const subset = await subsetFont(variable, String.fromCodePoint(...file.codePoints), { targetFormat: 'woff2', variationAxes: { wght: 400 } })
  writeFileSync(path.join(root, 'src/app', file.name), subset)
  const range = unicodeRangeOf(file.codePoints)
  console.log(`src/app/${file.name}: ${subset.length} bytes, unicode-range ${range}`)
  if (!declared.includes(range)) process.exitCode = 1
}
if (process.exitCode) console.error(`${path.relative(root, fonts)} must declare each file with the unicode-range above`)
