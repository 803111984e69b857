#!/usr/bin/env node
/**
 * Writes src/app/brand-serif-400.woff2: Lora's Latin file from @fontsource-variable/lora pinned to weight 400 (the
 * weight nearly every heading uses), with every character it has. Without the variation
 * tables it is about half the size (20 KB against 38 KB), and it is the one font file every page preloads; the
 * variable file stays for bolder text (src/app/fonts.ts). The output is committed; run this again after updating
 * the font package.
 *
 *   npm run assets:fonts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { root } from '../runtime/env.mjs'

const lora = path.join(root, 'node_modules/@fontsource-variable/lora')
const source = path.join(lora, 'files/lora-latin-wght-normal.woff2')
const target = path.join(root, 'src/app/brand-serif-400.woff2')

/** The characters of a CSS unicode-range, e.g. "U+0000-00FF,U+0131". */
function charactersOf(unicodeRange) {
  return unicodeRange
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.replace('U+', '').split('-').map((hex) => parseInt(hex, 16))
      return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))
    })
    .join('')
}

const variable = readFileSync(source)
// Every range the package has a file for: the subset keeps whichever of them this file draws (the Latin range and a
// few letters and accents of others), so no text the variable file draws at 400 falls back to another face.
const ranges = Object.values(JSON.parse(readFileSync(path.join(lora, 'unicode.json'), 'utf8')))
const pinned = await subsetFont(variable, ranges.map(charactersOf).join(''), { targetFormat: 'woff2', variationAxes: { wght: 400 } })
writeFileSync(target, pinned)
console.log(`${path.relative(root, target)}: ${pinned.length} bytes (the variable file: ${variable.length})`)
