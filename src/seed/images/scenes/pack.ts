import { leaf, linearGradient, radialGradient } from '../shapes'
import { escapeText, SANS, SERIF, wrap } from './text'
import { svgDocument, type SceneInput } from './types'

/**
 * A pack shot: the tea's own pack (a box of tea bags, a tin, a pouch of loose leaf, a bottle of
 * cordial, or iced tea's glass bottle and tetra pack beside a glass with ice) standing on a light
 * table, in its range's colours, its label naming the brand, the range and the tea.
 */
export type PackKind = 'box' | 'tin' | 'pouch' | 'bottle' | 'iced'
export type PackOptions = {
  pack: PackKind
  main: string
  accent: string
  liquor: [string, string]
  brand: string
  range: string
  name: string
  detail: string
  /** The colour of what lies on the table beside the pack (leaf, petals, peel). */
  piece: string
}

const f = (n: number) => n.toFixed(1)

/** The label: brand in spaced capitals, the tea's name large, range and contents small. */
function label(o: PackOptions, cx: number, top: number, width: number, ink: string, scale = 1): string {
  const size = (width / 8.5) * scale
  const lines = wrap(o.name, Math.max(8, Math.round(width / (size * 0.62)))).slice(0, 3)
  const name = Math.min(size, (width * 1.6) / Math.max(...lines.map((l) => l.length)))
  let y = top + size * 0.9
  let out = `<text x="${f(cx)}" y="${f(y)}" ${SANS} font-size="${f(size * 0.42)}" letter-spacing="${f(size * 0.12)}" text-anchor="middle" fill="${ink}" font-weight="bold">${escapeText(o.brand.toUpperCase())}</text>`
  y += size * 0.35
  out += `<path d="M${f(cx - width * 0.22)},${f(y)} H${f(cx + width * 0.22)}" stroke="${ink}" stroke-width="${f(size * 0.04)}" stroke-opacity="0.6"/>`
  y += size * 0.2
  for (const line of lines) {
    y += name * 1.05
    out += `<text x="${f(cx)}" y="${f(y)}" ${SERIF} font-size="${f(name)}" text-anchor="middle" fill="${ink}">${escapeText(line)}</text>`
  }
  y += size * 0.7
  out += `<text x="${f(cx)}" y="${f(y)}" ${SANS} font-size="${f(size * 0.34)}" text-anchor="middle" fill="${ink}" fill-opacity="0.85">${escapeText(o.range)}</text>`
  out += `<text x="${f(cx)}" y="${f(y + size * 0.5)}" ${SANS} font-size="${f(size * 0.3)}" text-anchor="middle" fill="${ink}" fill-opacity="0.7">${escapeText(o.detail)}</text>`
  return out
}

function box(o: PackOptions, cx: number, base: number, s: number): string {
  const w = s * 0.4
  const h = s * 0.52
  const d = w * 0.3
  const x = cx - w / 2 - d / 3
  const y = base - h
  const top = `<path d="M${f(x)},${f(y)} l${f(d)},${f(-d * 0.5)} h${f(w)} l${f(-d)},${f(d * 0.5)} Z" fill="${o.main}"/><path d="M${f(x)},${f(y)} l${f(d)},${f(-d * 0.5)} h${f(w)} l${f(-d)},${f(d * 0.5)} Z" fill="#fff" fill-opacity="0.25"/>`
  const side = `<path d="M${f(x + w)},${f(y)} l${f(d)},${f(-d * 0.5)} v${f(h)} l${f(-d)},${f(d * 0.5)} Z" fill="${o.main}"/><path d="M${f(x + w)},${f(y)} l${f(d)},${f(-d * 0.5)} v${f(h)} l${f(-d)},${f(d * 0.5)} Z" fill="#000" fill-opacity="0.22"/>`
  const front = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${o.main}"/>`
  const band = `<rect x="${f(x)}" y="${f(base - h * 0.12)}" width="${f(w)}" height="${f(h * 0.05)}" fill="${o.accent}"/>`
  const panel = `<rect x="${f(x + w * 0.08)}" y="${f(y + h * 0.1)}" width="${f(w * 0.84)}" height="${f(h * 0.68)}" rx="${f(w * 0.03)}" fill="${o.accent}"/>`
  const emblem = `<g transform="translate(${f(cx - d / 3 + w * 0.36)},${f(y + h * 0.2)}) rotate(30)">${leaf(w * 0.1, w * 0.05, o.main, o.accent, false)}</g>`
  return top + side + front + band + panel + emblem + label(o, x + w / 2, y + h * 0.12, w * 0.84, o.main)
}

function tin(o: PackOptions, cx: number, base: number, s: number): string {
  const r = s * 0.2
  const ry = r * 0.22
  const h = s * 0.5
  const top = base - h
  const shade = `url(#tinShade)`
  const body = `<path d="M${f(cx - r)},${f(top)} V${f(base)} A${f(r)},${f(ry)} 0 0 0 ${f(cx + r)},${f(base)} V${f(top)} Z" fill="${o.main}"/><path d="M${f(cx - r)},${f(top)} V${f(base)} A${f(r)},${f(ry)} 0 0 0 ${f(cx + r)},${f(base)} V${f(top)} Z" fill="${shade}"/>`
  const lidH = h * 0.16
  const lid = `<path d="M${f(cx - r * 1.03)},${f(top - lidH)} V${f(top + ry * 0.3)} A${f(r * 1.03)},${f(ry)} 0 0 0 ${f(cx + r * 1.03)},${f(top + ry * 0.3)} V${f(top - lidH)} Z" fill="${o.accent}"/><path d="M${f(cx - r * 1.03)},${f(top - lidH)} V${f(top + ry * 0.3)} A${f(r * 1.03)},${f(ry)} 0 0 0 ${f(cx + r * 1.03)},${f(top + ry * 0.3)} V${f(top - lidH)} Z" fill="${shade}"/>`
  const lidTop = `<ellipse cx="${f(cx)}" cy="${f(top - lidH)}" rx="${f(r * 1.03)}" ry="${f(ry)}" fill="${o.accent}"/><ellipse cx="${f(cx)}" cy="${f(top - lidH)}" rx="${f(r * 0.8)}" ry="${f(ry * 0.7)}" fill="#fff" fill-opacity="0.25"/>`
  const panel = `<rect x="${f(cx - r * 0.78)}" y="${f(top + h * 0.12)}" width="${f(r * 1.56)}" height="${f(h * 0.7)}" rx="${f(r * 0.08)}" fill="${o.accent}" fill-opacity="0.95"/>`
  return body + lid + lidTop + panel + label(o, cx, top + h * 0.13, r * 1.56, o.main)
}

function pouch(o: PackOptions, cx: number, base: number, s: number): string {
  const w = s * 0.42
  const h = s * 0.6
  const x = cx - w / 2
  const y = base - h
  const outline = `M${f(x + w * 0.04)},${f(y)} H${f(x + w * 0.96)} C${f(x + w * 1.02)},${f(y + h * 0.4)} ${f(x + w * 1.04)},${f(y + h * 0.8)} ${f(x + w)},${f(base)} Q${f(cx)},${f(base + h * 0.04)} ${f(x)},${f(base)} C${f(x - w * 0.04)},${f(y + h * 0.8)} ${f(x - w * 0.02)},${f(y + h * 0.4)} ${f(x + w * 0.04)},${f(y)} Z`
  const body = `<path d="${outline}" fill="${o.main}"/><path d="${outline}" fill="url(#tinShade)" fill-opacity="0.7"/>`
  const seal = `<rect x="${f(x + w * 0.04)}" y="${f(y)}" width="${f(w * 0.92)}" height="${f(h * 0.06)}" fill="#000" fill-opacity="0.15"/><path d="M${f(x + w * 0.06)},${f(y + h * 0.1)} H${f(x + w * 0.94)}" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(h * 0.008)}" stroke-dasharray="${f(w * 0.02)} ${f(w * 0.015)}"/>`
  const panel = `<rect x="${f(x + w * 0.1)}" y="${f(y + h * 0.18)}" width="${f(w * 0.8)}" height="${f(h * 0.58)}" rx="${f(w * 0.4)}" ry="${f(w * 0.08)}" fill="${o.accent}"/>`
  const window = `<ellipse cx="${f(cx)}" cy="${f(y + h * 0.86)}" rx="${f(w * 0.22)}" ry="${f(h * 0.05)}" fill="${o.liquor[1]}" fill-opacity="0.8"/>`
  return body + seal + panel + window + label(o, cx, y + h * 0.2, w * 0.8, o.main)
}

function bottle(o: PackOptions, cx: number, base: number, s: number, scale = 1): string {
  const w = s * 0.2 * scale
  const h = s * 0.62 * scale
  const x = cx - w / 2
  const shoulder = base - h * 0.62
  const neck = base - h * 0.86
  const glass = `M${f(x)},${f(base - w * 0.1)} V${f(shoulder)} C${f(x)},${f(shoulder - h * 0.1)} ${f(cx - w * 0.18)},${f(neck + h * 0.06)} ${f(cx - w * 0.18)},${f(neck)} V${f(base - h)} H${f(cx + w * 0.18)} V${f(neck)} C${f(cx + w * 0.18)},${f(neck + h * 0.06)} ${f(x + w)},${f(shoulder - h * 0.1)} ${f(x + w)},${f(shoulder)} V${f(base - w * 0.1)} Q${f(x + w)},${f(base)} ${f(x + w * 0.8)},${f(base)} H${f(x + w * 0.2)} Q${f(x)},${f(base)} ${f(x)},${f(base - w * 0.1)} Z`
  const liquid = `<path d="${glass}" fill="url(#liquor)"/><path d="${glass}" fill="#fff" fill-opacity="0.12"/>`
  const cap = `<rect x="${f(cx - w * 0.21)}" y="${f(base - h * 1.04)}" width="${f(w * 0.42)}" height="${f(h * 0.07)}" rx="${f(w * 0.04)}" fill="${o.main}"/>`
  const shine = `<path d="M${f(x + w * 0.16)},${f(shoulder)} V${f(base - h * 0.08)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${f(w * 0.06)}" stroke-linecap="round"/>`
  const panel = `<rect x="${f(x)}" y="${f(shoulder + h * 0.06)}" width="${f(w)}" height="${f(h * 0.4)}" fill="${o.accent}"/><rect x="${f(x)}" y="${f(shoulder + h * 0.06)}" width="${f(w)}" height="${f(h * 0.04)}" fill="${o.main}"/>`
  return liquid + cap + panel + shine + label({ ...o, range: '', detail: '' }, cx, shoulder + h * 0.09, w * 1.05, o.main, 1.05)
}

function tetra(o: PackOptions, cx: number, base: number, s: number): string {
  const w = s * 0.2
  const h = s * 0.36
  const d = w * 0.35
  const x = cx - w / 2
  const y = base - h
  const straw = `<path d="M${f(cx + w * 0.2)},${f(y - d * 0.3)} L${f(cx + w * 0.32)},${f(y - h * 0.3)} l${f(w * 0.1)},${f(-w * 0.05)}" stroke="#f4f1ea" stroke-width="${f(w * 0.05)}" fill="none" stroke-linecap="round"/>`
  const top = `<path d="M${f(x)},${f(y)} l${f(d)},${f(-d * 0.5)} h${f(w)} l${f(-d)},${f(d * 0.5)} Z" fill="${o.accent}"/>`
  const side = `<path d="M${f(x + w)},${f(y)} l${f(d)},${f(-d * 0.5)} v${f(h)} l${f(-d)},${f(d * 0.5)} Z" fill="${o.main}"/><path d="M${f(x + w)},${f(y)} l${f(d)},${f(-d * 0.5)} v${f(h)} l${f(-d)},${f(d * 0.5)} Z" fill="#000" fill-opacity="0.25"/>`
  const front = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${o.main}"/><rect x="${f(x)}" y="${f(y + h * 0.62)}" width="${f(w)}" height="${f(h * 0.38)}" fill="url(#liquor)"/>`
  const text = `<text x="${f(cx)}" y="${f(y + h * 0.2)}" ${SANS} font-size="${f(w * 0.1)}" letter-spacing="${f(w * 0.015)}" text-anchor="middle" fill="${o.accent}" font-weight="bold">${escapeText(o.brand.toUpperCase())}</text>`
  const lines = wrap(o.name, 10).slice(0, 3)
  const names = lines.map((line, i) => `<text x="${f(cx)}" y="${f(y + h * (0.34 + i * 0.1))}" ${SERIF} font-size="${f(w * 0.13)}" text-anchor="middle" fill="#fff">${escapeText(line)}</text>`).join('')
  return straw + top + side + front + text + names
}

/** A tall glass of tea over ice, with a slice of lemon on the rim. */
function icedGlass(cx: number, base: number, s: number): string {
  const w = s * 0.17
  const h = s * 0.3
  const x = cx - w / 2
  const y = base - h
  const glass = `M${f(x)},${f(y)} L${f(x + w * 0.08)},${f(base)} H${f(x + w * 0.92)} L${f(x + w)},${f(y)} Z`
  let ice = ''
  for (const [dx, dy, rot] of [[0.2, 0.18, 12], [0.52, 0.14, -8], [0.34, 0.4, 20], [0.6, 0.46, -15]] as const) {
    ice += `<rect x="${f(x + w * dx)}" y="${f(y + h * dy)}" width="${f(w * 0.28)}" height="${f(w * 0.28)}" rx="${f(w * 0.05)}" transform="rotate(${rot} ${f(x + w * dx + w * 0.14)} ${f(y + h * dy + w * 0.14)})" fill="#ffffff" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.7"/>`
  }
  const lemon = `<circle cx="${f(x + w * 0.92)}" cy="${f(y + w * 0.05)}" r="${f(w * 0.2)}" fill="#f4d03f"/><circle cx="${f(x + w * 0.92)}" cy="${f(y + w * 0.05)}" r="${f(w * 0.16)}" fill="#fbeb8a"/>`
  return `<path d="${glass}" fill="url(#liquor)" fill-opacity="0.9"/>${ice}<path d="${glass}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="${f(w * 0.025)}"/>${lemon}`
}

export function pack({ width: w, height: h, rng }: SceneInput, o: PackOptions): string {
  const s = Math.min(w, h)
  const tableY = h * 0.7
  const defs = [
    radialGradient('backdrop', [[0, '#fbf8f1'], [1, '#e8e0d0']]),
    linearGradient('table', [[0, '#e3d6bf'], [1, '#cdbb9b']]),
    linearGradient('tinShade', [[0, '#000', 0.28], [0.3, '#fff', 0.18], [0.55, '#fff', 0], [1, '#000', 0.32]], false),
    linearGradient('liquor', [[0, o.liquor[0]], [1, o.liquor[1]]]),
    radialGradient('shadow', [[0, '#000', 0.3], [1, '#000', 0]]),
  ]
  let body = `<rect width="${w}" height="${h}" fill="url(#backdrop)"/>`
  body += `<rect y="${f(tableY)}" width="${w}" height="${f(h - tableY)}" fill="url(#table)"/>`
  body += `<circle cx="${f(w * 0.82)}" cy="${f(h * 0.2)}" r="${f(s * 0.3)}" fill="${o.main}" fill-opacity="0.07"/>`
  const base = tableY + s * 0.12
  body += `<ellipse cx="${f(w / 2)}" cy="${f(base)}" rx="${f(s * 0.38)}" ry="${f(s * 0.05)}" fill="url(#shadow)"/>`
  for (let i = 0; i < 6; i++) {
    const x = w * (i % 2 ? rng.range(0.72, 0.92) : rng.range(0.08, 0.26))
    const y = tableY + (h - tableY) * rng.range(0.45, 0.9)
    body += `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rng.range(0, 360))})">${leaf(s * rng.range(0.04, 0.07), s * 0.03, o.piece, '#000', false)}</g>`
  }
  switch (o.pack) {
    case 'box':
      body += box(o, w / 2, base, s)
      break
    case 'tin':
      body += tin(o, w / 2, base, s)
      break
    case 'pouch':
      body += pouch(o, w / 2, base, s)
      break
    case 'bottle':
      body += bottle(o, w / 2, base, s, 1.05)
      break
    case 'iced':
      body += tetra(o, w * 0.7, base - s * 0.02, s) + bottle(o, w * 0.4, base, s) + icedGlass(w * 0.18, base + s * 0.03, s)
      break
  }
  return svgDocument(w, h, defs.join(''), body)
}
