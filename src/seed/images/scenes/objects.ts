import { leaf, linearGradient, radialGradient, steam } from '../shapes'
import { svgDocument, type SceneInput } from './types'

/**
 * Things on a table, drawn as themselves: teaware (teapots, cups, mugs, a kettle), accessories
 * (strainers, infusers, caddies, a timer), a hamper basket and dishes (shortbread, a loaf, salmon,
 * an affogato). A scene holds one to five of them side by side, so a product shows its own object
 * and a section banner a shelf of several.
 */
export type ObjectKind =
  | 'teapot' | 'glassTeapot' | 'kettle' | 'cup' | 'mug' | 'clayCups' | 'tray' | 'tastingSet' | 'jug' | 'cosy'
  | 'strainer' | 'basketInfuser' | 'infuserBottle' | 'whisk' | 'caddy' | 'jar' | 'woodBox' | 'canister'
  | 'towels' | 'timer' | 'spoon' | 'trivet' | 'honeyPot' | 'hamper'
  | 'shortbread' | 'loaf' | 'salmon' | 'affogato'

export type Thing = {
  what: ObjectKind
  /** Its main colour (glaze, metal, cloth); each kind has its own when left out. */
  colour?: string
  /** What is in it, where it differs from the scene's tea (a row of cups of different teas). */
  tea?: [string, string]
}
export type ObjectsOptions = { things: Thing[]; /** The drink in cups and pots. */ tea?: [string, string]; steam?: boolean }

const f = (n: number) => n.toFixed(1)
const CHINA = 'url(#china)'
const STEEL = 'url(#steel)'
const INK = '#3a2a1e'

/** Every drawer gets the point where the thing stands (x, table line y) and a unit size u (about its height). */
type Drawer = (x: number, y: number, u: number, colour: string | undefined) => string

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<path d="M${f(x1)},${f(y1)} L${f(x2)},${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" fill="none" ${extra}/>`
/** An upright cylinder seen slightly from above: body, top ellipse. */
const cylinder = (x: number, y: number, r: number, h: number, fill: string, top = fill) =>
  `<path d="M${f(x - r)},${f(y - h)} V${f(y)} A${f(r)},${f(r * 0.22)} 0 0 0 ${f(x + r)},${f(y)} V${f(y - h)} Z" fill="${fill}"/><path d="M${f(x - r)},${f(y - h)} V${f(y)} A${f(r)},${f(r * 0.22)} 0 0 0 ${f(x + r)},${f(y)} V${f(y - h)} Z" fill="url(#round)"/>${ellipse(x, y - h, r, r * 0.22, top)}`

function potBody(x: number, y: number, u: number, fill: string, spoutFill: string): string {
  const r = u * 0.42
  const cy = y - r * 0.85
  return `<path d="M${f(x + r * 0.8)},${f(cy + r * 0.15)} C${f(x + r * 1.3)},${f(cy)} ${f(x + r * 1.4)},${f(cy - r * 0.5)} ${f(x + r * 1.7)},${f(cy - r * 0.68)}" stroke="${spoutFill}" stroke-width="${f(r * 0.24)}" fill="none" stroke-linecap="round"/>
    <path d="M${f(x - r * 0.88)},${f(cy - r * 0.35)} c${f(-r * 0.6)},${f(-r * 0.1)} ${f(-r * 0.65)},${f(r * 0.75)} ${f(-r * 0.02)},${f(r * 0.7)}" stroke="${spoutFill}" stroke-width="${f(r * 0.14)}" fill="none"/>
    ${ellipse(x, cy, r, r * 0.9, fill)}${ellipse(x, cy, r, r * 0.9, 'url(#roundR)')}
    ${ellipse(x, cy - r * 0.78, r * 0.46, r * 0.12, fill)}<circle cx="${f(x)}" cy="${f(cy - r * 0.96)}" r="${f(r * 0.11)}" fill="${fill}"/>`
}

function cupAt(x: number, y: number, u: number, glaze: string, withSaucer = true): string {
  const rx = u * 0.3
  const top = y - u * 0.34
  const saucer = withSaucer ? ellipse(x, y, rx * 1.7, rx * 0.32, glaze) + ellipse(x, y - rx * 0.04, rx * 1.1, rx * 0.2, '#000', 'fill-opacity="0.08"') : ''
  return `${saucer}<path d="M${f(x + rx * 0.92)},${f(top + u * 0.06)} c${f(u * 0.2)},${f(-u * 0.02)} ${f(u * 0.18)},${f(u * 0.2)} ${f(-u * 0.03)},${f(u * 0.19)}" stroke="${glaze}" stroke-width="${f(u * 0.04)}" fill="none"/>
    <path d="M${f(x - rx)},${f(top)} C${f(x - rx)},${f(y - u * 0.05)} ${f(x - rx * 0.4)},${f(y - u * 0.02)} ${f(x)},${f(y - u * 0.02)} C${f(x + rx * 0.4)},${f(y - u * 0.02)} ${f(x + rx)},${f(y - u * 0.05)} ${f(x + rx)},${f(top)} Z" fill="${glaze}"/>
    <path d="M${f(x - rx)},${f(top)} C${f(x - rx)},${f(y - u * 0.05)} ${f(x - rx * 0.4)},${f(y - u * 0.02)} ${f(x)},${f(y - u * 0.02)} C${f(x + rx * 0.4)},${f(y - u * 0.02)} ${f(x + rx)},${f(y - u * 0.05)} ${f(x + rx)},${f(top)} Z" fill="url(#round)"/>
    ${ellipse(x, top, rx, rx * 0.24, '#f7f3ec')}${ellipse(x, top + rx * 0.04, rx * 0.88, rx * 0.18, 'url(#tea)')}`
}

const DRAW: Record<ObjectKind, Drawer> = {
  teapot: (x, y, u, c) => potBody(x, y, u, c ?? CHINA, c ?? '#e6dfd2') + line(x - u * 0.35, y - u * 0.36, x + u * 0.35, y - u * 0.36, '#c8902f', u * 0.02, 'stroke-opacity="0.8"'),
  glassTeapot: (x, y, u) => {
    const r = u * 0.42
    const cy = y - r * 0.85
    return potBody(x, y, u, '#ffffff', '#e9f1ee').replace(`fill="#ffffff"`, `fill="#ffffff" fill-opacity="0.28"`) +
      `<path d="M${f(x - r * 0.9)},${f(cy + r * 0.05)} A${f(r * 0.9)},${f(r * 0.75)} 0 0 0 ${f(x + r * 0.9)},${f(cy + r * 0.05)} Z" fill="url(#tea)" fill-opacity="0.85"/>` +
      rect(x - r * 0.28, cy - r * 0.75, r * 0.56, r * 1.2, '#c9ced0', 'fill-opacity="0.7" rx="4"') + ellipse(x, cy, r, r * 0.9, 'none', 'stroke="#fff" stroke-opacity="0.8" stroke-width="3"')
  },
  kettle: (x, y, u, c) => {
    const iron = c ?? '#2e2b2a'
    const r = u * 0.42
    const cy = y - r * 0.8
    return `<path d="M${f(x - r * 0.6)},${f(cy - r * 0.7)} Q${f(x)},${f(cy - r * 1.8)} ${f(x + r * 0.6)},${f(cy - r * 0.7)}" stroke="${iron}" stroke-width="${f(r * 0.1)}" fill="none"/>` +
      `<path d="M${f(x + r * 0.75)},${f(cy)} L${f(x + r * 1.45)},${f(cy - r * 0.5)}" stroke="${iron}" stroke-width="${f(r * 0.2)}" stroke-linecap="round"/>` +
      ellipse(x, cy, r, r * 0.82, iron) + ellipse(x, cy, r, r * 0.82, 'url(#roundR)') +
      Array.from({ length: 4 }, (_, row) => Array.from({ length: 7 }, (_, col) => `<circle cx="${f(x - r * 0.66 + col * r * 0.22)}" cy="${f(cy - r * 0.35 + row * r * 0.22)}" r="${f(r * 0.05)}" fill="#fff" fill-opacity="0.12"/>`).join('')).join('') +
      ellipse(x, cy - r * 0.72, r * 0.4, r * 0.1, '#1c1a19') + `<circle cx="${f(x)}" cy="${f(cy - r * 0.86)}" r="${f(r * 0.09)}" fill="${iron}"/>`
  },
  cup: (x, y, u, c) => cupAt(x, y, u, c ?? CHINA),
  mug: (x, y, u) => {
    const w = u * 0.46
    const h = u * 0.62
    const outer = rect(x - w / 2, y - h, w, h, '#ffffff', 'fill-opacity="0.3" rx="8" stroke="#fff" stroke-opacity="0.85" stroke-width="3"')
    const inner = rect(x - w * 0.38, y - h * 0.8, w * 0.76, h * 0.68, 'url(#tea)', 'fill-opacity="0.9" rx="6"')
    const handle = `<path d="M${f(x + w / 2)},${f(y - h * 0.78)} c${f(w * 0.45)},0 ${f(w * 0.45)},${f(h * 0.55)} 0,${f(h * 0.55)}" stroke="#fff" stroke-opacity="0.8" stroke-width="${f(u * 0.05)}" fill="none"/>`
    return outer + inner + handle + line(x - w * 0.36, y - h * 0.9, x - w * 0.36, y - h * 0.15, '#fff', u * 0.02, 'stroke-opacity="0.6"')
  },
  clayCups: (x, y, u, c) => {
    const clay = c ?? '#a4532c'
    const one = (cx: number, k: number) => `<path d="M${f(cx - u * 0.2 * k)},${f(y - u * 0.3 * k)} L${f(cx - u * 0.14 * k)},${f(y)} H${f(cx + u * 0.14 * k)} L${f(cx + u * 0.2 * k)},${f(y - u * 0.3 * k)} Z" fill="${clay}"/><path d="M${f(cx - u * 0.2 * k)},${f(y - u * 0.3 * k)} L${f(cx - u * 0.14 * k)},${f(y)} H${f(cx + u * 0.14 * k)} L${f(cx + u * 0.2 * k)},${f(y - u * 0.3 * k)} Z" fill="url(#round)"/>${ellipse(cx, y - u * 0.3 * k, u * 0.2 * k, u * 0.05 * k, '#7a3a1c')}${ellipse(cx, y - u * 0.29 * k, u * 0.16 * k, u * 0.035 * k, 'url(#tea)')}`
    return one(x - u * 0.25, 1) + one(x + u * 0.22, 0.85)
  },
  tray: (x, y, u, c) => {
    const wood = c ?? '#8a5a32'
    return `<path d="M${f(x - u * 0.9)},${f(y - u * 0.1)} L${f(x + u * 0.9)},${f(y - u * 0.1)} L${f(x + u * 0.8)},${f(y)} L${f(x - u * 0.8)},${f(y)} Z" fill="${wood}"/>` +
      rect(x - u * 0.9, y - u * 0.16, u * 1.8, u * 0.07, wood, 'rx="4"') + line(x - u * 0.98, y - u * 0.14, x - u * 0.82, y - u * 0.14, '#5a3a1e', u * 0.05) + line(x + u * 0.82, y - u * 0.14, x + u * 0.98, y - u * 0.14, '#5a3a1e', u * 0.05) +
      Array.from({ length: 6 }, (_, i) => line(x - u * 0.75 + i * u * 0.3, y - u * 0.15, x - u * 0.75 + i * u * 0.3, y - u * 0.1, '#000', 2, 'stroke-opacity="0.25"')).join('') + cupAt(x - u * 0.3, y - u * 0.15, u * 0.55, CHINA) + potBody(x + u * 0.35, y - u * 0.15, u * 0.55, CHINA, '#e6dfd2')
  },
  tastingSet: (x, y, u, c) => {
    const glaze = c ?? CHINA
    const bowl = `<path d="M${f(x + u * 0.05)},${f(y - u * 0.22)} Q${f(x + u * 0.35)},${f(y + u * 0.02)} ${f(x + u * 0.65)},${f(y - u * 0.22)} Z" fill="${glaze}"/>${ellipse(x + u * 0.35, y - u * 0.22, u * 0.3, u * 0.06, '#f7f3ec')}${ellipse(x + u * 0.35, y - u * 0.215, u * 0.26, u * 0.045, 'url(#tea)')}`
    const mug = `${rect(x - u * 0.55, y - u * 0.42, u * 0.34, u * 0.42, glaze, 'rx="6"')}${rect(x - u * 0.55, y - u * 0.42, u * 0.34, u * 0.42, 'url(#round)', 'rx="6"')}${ellipse(x - u * 0.38, y - u * 0.44, u * 0.2, u * 0.05, glaze)}<path d="M${f(x - u * 0.52)},${f(y - u * 0.42)} h${f(u * 0.28)}" stroke="#d8cfbf" stroke-width="4"/>`
    return bowl + mug + `<path d="M${f(x - u * 0.21)},${f(y - u * 0.34)} c${f(u * 0.1)},0 ${f(u * 0.1)},${f(u * 0.14)} 0,${f(u * 0.14)}" stroke="${glaze}" stroke-width="${f(u * 0.03)}" fill="none"/>`
  },
  jug: (x, y, u, c) => {
    const glaze = c ?? CHINA
    const w = u * 0.38
    const h = u * 0.55
    const body = `<path d="M${f(x - w * 0.42)},${f(y - h)} L${f(x + w * 0.42)},${f(y - h)} L${f(x + w * 0.7)},${f(y - h * 1.1)} L${f(x + w * 0.45)},${f(y - h * 0.85)} C${f(x + w * 0.7)},${f(y - h * 0.4)} ${f(x + w * 0.6)},${f(y)} ${f(x)},${f(y)} C${f(x - w * 0.6)},${f(y)} ${f(x - w * 0.7)},${f(y - h * 0.4)} ${f(x - w * 0.42)},${f(y - h)} Z"`
    return `${body} fill="${glaze}"/>${body} fill="url(#round)"/><path d="M${f(x - w * 0.5)},${f(y - h * 0.85)} c${f(-w * 0.55)},${f(h * 0.05)} ${f(-w * 0.5)},${f(h * 0.6)} ${f(-w * 0.05)},${f(h * 0.6)}" stroke="${glaze === CHINA ? '#e6dfd2' : glaze}" stroke-width="${f(u * 0.045)}" fill="none"/>${ellipse(x, y - h, w * 0.42, w * 0.08, '#f5efe2')}`
  },
  cosy: (x, y, u, c) => {
    const cloth = c ?? '#b9c7a2'
    const r = u * 0.5
    const dome = `<path d="M${f(x - r)},${f(y)} C${f(x - r)},${f(y - r * 1.5)} ${f(x + r)},${f(y - r * 1.5)} ${f(x + r)},${f(y)} Z"`
    return `<path d="M${f(x + r * 0.95)},${f(y - r * 0.45)} L${f(x + r * 1.35)},${f(y - r * 0.85)}" stroke="#e6dfd2" stroke-width="${f(r * 0.14)}" stroke-linecap="round"/>${dome} fill="${cloth}"/>${dome} fill="url(#round)"/>` +
      Array.from({ length: 5 }, (_, i) => `<path d="M${f(x - r * 0.8 + i * r * 0.4)},${f(y - r * 0.05)} Q${f(x - r * 0.6 + i * r * 0.3)},${f(y - r * 0.9)} ${f(x)},${f(y - r * 1.1)}" stroke="#000" stroke-opacity="0.1" stroke-width="3" fill="none"/>`).join('') +
      `<circle cx="${f(x)}" cy="${f(y - r * 1.16)}" r="${f(r * 0.1)}" fill="${cloth}"/>` + rect(x - r, y - r * 0.12, r * 2, r * 0.12, '#fff', 'fill-opacity="0.35"')
  },
  strainer: (x, y, u, c) => {
    const metal = c ?? STEEL
    const bowl = `<path d="M${f(x - u * 0.32)},${f(y - u * 0.38)} A${f(u * 0.32)},${f(u * 0.28)} 0 0 0 ${f(x + u * 0.32)},${f(y - u * 0.38)} Z"`
    let mesh = ''
    for (let i = 1; i < 8; i++) mesh += line(x - u * 0.32 + i * u * 0.08, y - u * 0.38, x - u * 0.32 + i * u * 0.08, y - u * 0.38 + Math.sin((Math.PI * i) / 8) * u * 0.27, '#6f7678', 1.5, 'stroke-opacity="0.6"')
    for (let j = 1; j < 4; j++) mesh += `<path d="M${f(x - u * 0.32 * Math.cos(j * 0.35))},${f(y - u * 0.38 + j * u * 0.07)} H${f(x + u * 0.32 * Math.cos(j * 0.35))}" stroke="#6f7678" stroke-width="1.5" stroke-opacity="0.6"/>`
    const drip = `<path d="M${f(x - u * 0.3)},${f(y - u * 0.06)} Q${f(x)},${f(y + u * 0.04)} ${f(x + u * 0.3)},${f(y - u * 0.06)} Z" fill="${metal}"/>${ellipse(x, y - u * 0.06, u * 0.3, u * 0.05, '#d9dcdc')}`
    return drip + `${bowl} fill="#e3e6e6" fill-opacity="0.55"/>${mesh}${bowl} fill="none" stroke="#9aa1a3" stroke-width="3"/>` + ellipse(x, y - u * 0.38, u * 0.33, u * 0.06, 'none', `stroke="${metal}" stroke-width="${f(u * 0.03)}"`) + line(x + u * 0.33, y - u * 0.39, x + u * 0.95, y - u * 0.5, metal, u * 0.04) + ellipse(x + u * 0.95, y - u * 0.5, u * 0.05, u * 0.03, metal)
  },
  basketInfuser: (x, y, u, c) => {
    const metal = c ?? STEEL
    const r = u * 0.25
    let mesh = ''
    for (let i = 0; i <= 8; i++) mesh += line(x - r + (i * 2 * r) / 8, y - u * 0.5, x - r * 0.9 + (i * 1.8 * r) / 8, y - u * 0.04, '#7b8284', 1.5, 'stroke-opacity="0.55"')
    for (let j = 1; j < 6; j++) mesh += line(x - r + j * 0.01 * r, y - u * 0.5 + j * u * 0.08, x + r - j * 0.01 * r, y - u * 0.5 + j * u * 0.08, '#7b8284', 1.5, 'stroke-opacity="0.55"')
    const leavesInside = ellipse(x, y - u * 0.1, r * 0.8, u * 0.06, '#2f5f33', 'fill-opacity="0.7"')
    return `<path d="M${f(x - r)},${f(y - u * 0.5)} L${f(x - r * 0.9)},${f(y - u * 0.02)} Q${f(x)},${f(y + u * 0.04)} ${f(x + r * 0.9)},${f(y - u * 0.02)} L${f(x + r)},${f(y - u * 0.5)} Z" fill="#e3e6e6" fill-opacity="0.5"/>` + leavesInside + mesh +
      ellipse(x, y - u * 0.5, r * 1.7, u * 0.06, metal) + ellipse(x, y - u * 0.5, r, u * 0.04, '#8d9496') + line(x - r * 1.7, y - u * 0.5, x - r * 2.0, y - u * 0.52, metal, u * 0.04) + line(x + r * 1.7, y - u * 0.5, x + r * 2.0, y - u * 0.52, metal, u * 0.04) +
      `<g transform="translate(${f(x + u * 0.62)},0)">${ellipse(0, y - u * 0.02, r * 1.1, u * 0.05, metal)}<circle cx="0" cy="${f(y - u * 0.07)}" r="${f(u * 0.03)}" fill="#8d9496"/></g>`
  },
  infuserBottle: (x, y, u, c) => {
    const w = u * 0.3
    const h = u * 0.9
    const cap = c ?? '#2f6b45'
    return rect(x - w / 2, y - h * 0.82, w, h * 0.82, '#ffffff', 'fill-opacity="0.3" rx="10" stroke="#fff" stroke-opacity="0.8" stroke-width="3"') + rect(x - w * 0.42, y - h * 0.55, w * 0.84, h * 0.53, 'url(#tea)', 'fill-opacity="0.75" rx="8"') +
      rect(x - w * 0.16, y - h * 0.8, w * 0.32, h * 0.4, '#aeb5b7', 'fill-opacity="0.8" rx="4"') + Array.from({ length: 5 }, (_, i) => line(x - w * 0.16, y - h * 0.76 + i * h * 0.08, x + w * 0.16, y - h * 0.76 + i * h * 0.08, '#6f7678', 1.5)).join('') +
      rect(x - w * 0.36, y - h, w * 0.72, h * 0.18, cap, 'rx="6"') + line(x - w * 0.36, y - h * 0.88, x + w * 0.36, y - h * 0.88, '#000', 2, 'stroke-opacity="0.2"')
  },
  whisk: (x, y, u, c) => {
    const bamboo = c ?? '#d8b778'
    let tines = ''
    for (let i = 0; i <= 12; i++) tines += `<path d="M${f(x - u * 0.1 + i * u * 0.0167)},${f(y - u * 0.5)} Q${f(x - u * 0.3 + i * u * 0.05)},${f(y - u * 0.2)} ${f(x - u * 0.14 + i * u * 0.023)},${f(y - u * 0.04)}" stroke="${bamboo}" stroke-width="3" fill="none"/>`
    const handle = rect(x - u * 0.1, y - u * 0.95, u * 0.2, u * 0.47, bamboo, 'rx="8"') + rect(x - u * 0.1, y - u * 0.95, u * 0.2, u * 0.47, 'url(#round)', 'rx="8"')
    const scoop = `<path d="M${f(x + u * 0.35)},${f(y - u * 0.03)} L${f(x + u * 1.0)},${f(y - u * 0.1)}" stroke="${bamboo}" stroke-width="${f(u * 0.05)}" stroke-linecap="round"/>${ellipse(x + u * 0.33, y - u * 0.03, u * 0.07, u * 0.035, '#b8975a')}`
    return tines + handle + scoop
  },
  caddy: (x, y, u, c) => {
    const metal = c ?? '#b9bfc1'
    return cylinder(x, y, u * 0.26, u * 0.62, metal, '#d5dadb') + cylinder(x, y - u * 0.56, u * 0.27, u * 0.16, metal, '#e3e7e8') + ellipse(x, y - u * 0.72, u * 0.14, u * 0.03, '#9aa1a3') + rect(x - u * 0.2, y - u * 0.4, u * 0.4, u * 0.22, '#f3ecdc', 'rx="3"') + `<g transform="translate(${f(x)},${f(y - u * 0.22)}) rotate(30)">${leaf(u * 0.14, u * 0.07, '#2f6b45', '#2f6b45', false)}</g>`
  },
  jar: (x, y, u, c) => {
    const glaze = c ?? '#f1ede4'
    const body = `<path d="M${f(x - u * 0.2)},${f(y - u * 0.56)} C${f(x - u * 0.4)},${f(y - u * 0.5)} ${f(x - u * 0.36)},${f(y)} ${f(x)},${f(y)} C${f(x + u * 0.36)},${f(y)} ${f(x + u * 0.4)},${f(y - u * 0.5)} ${f(x + u * 0.2)},${f(y - u * 0.56)} Z"`
    return `${body} fill="${glaze}"/>${body} fill="url(#roundR)"/>` + cylinder(x, y - u * 0.56, u * 0.2, u * 0.1, '#b08a5a', '#c9a676') + `<path d="M${f(x - u * 0.22)},${f(y - u * 0.3)} Q${f(x)},${f(y - u * 0.24)} ${f(x + u * 0.22)},${f(y - u * 0.3)}" stroke="#2f5a8a" stroke-width="3" fill="none"/>`
  },
  woodBox: (x, y, u, c) => {
    const wood = c ?? '#9a6236'
    const w = u * 1.0
    const h = u * 0.34
    const d = u * 0.2
    let cells = ''
    for (let i = 1; i < 4; i++) cells += line(x - w / 2 + d * 0.5 + (i * w) / 4, y - h - d * 0.45, x - w / 2 + (i * w) / 4, y - h, '#5a3a1e', 2)
    const lid = `<path d="M${f(x - w / 2)},${f(y - h)} l${f(d)},${f(-d * 0.5)} h${f(w)} l${f(-d)},${f(d * 0.5)} Z"`
    return rect(x - w / 2, y - h, w, h, wood) + `<path d="M${f(x + w / 2)},${f(y - h)} l${f(d)},${f(-d * 0.5)} v${f(h)} l${f(-d)},${f(d * 0.5)} Z" fill="${wood}"/><path d="M${f(x + w / 2)},${f(y - h)} l${f(d)},${f(-d * 0.5)} v${f(h)} l${f(-d)},${f(d * 0.5)} Z" fill="#000" fill-opacity="0.25"/>` +
      `${lid} fill="#6b4a2a"/>` + cells + `${lid} fill="#dff0f0" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.7"/>` + line(x - w * 0.4, y - h * 0.8, x + w * 0.4, y - h * 0.8, '#000', 2, 'stroke-opacity="0.12"')
  },
  canister: (x, y, u, c) => {
    const glass = c ?? '#5a4a3e'
    return cylinder(x, y, u * 0.24, u * 0.6, glass, '#6e5d50').replace(`fill="${glass}"`, `fill="${glass}" fill-opacity="0.75"`) + rect(x - u * 0.2, y - u * 0.4, u * 0.4, u * 0.38, '#3a5a2a', 'fill-opacity="0.6" rx="4"') + cylinder(x, y - u * 0.58, u * 0.25, u * 0.1, '#d8b778', '#e6c88e') + line(x - u * 0.17, y - u * 0.52, x - u * 0.17, y - u * 0.08, '#fff', u * 0.02, 'stroke-opacity="0.4"')
  },
  towels: (x, y, u, c) => {
    const cloth = c ?? '#e8e0cc'
    let out = ''
    for (let i = 0; i < 2; i++) {
      const top = y - u * 0.14 * (i + 1)
      out += rect(x - u * 0.55 + i * u * 0.04, top, u * 1.1, u * 0.14, i ? cloth : '#d9cfb6', 'rx="5"') + line(x - u * 0.5, top + u * 0.03, x + u * 0.5, top + u * 0.03, '#2f6b45', 2, 'stroke-opacity="0.6"')
    }
    for (let i = 0; i < 4; i++) out += `<g transform="translate(${f(x - u * 0.38 + i * u * 0.25)},${f(y - u * 0.17)}) rotate(${-40 + i * 25})">${leaf(u * 0.09, u * 0.045, '#2f6b45', '#2f6b45', false)}</g>`
    return out
  },
  timer: (x, y, u, c) => {
    const wood = c ?? '#8a5a32'
    const h = u * 0.8
    const glass = `<path d="M${f(x - u * 0.18)},${f(y - h + u * 0.06)} C${f(x - u * 0.18)},${f(y - h * 0.6)} ${f(x - u * 0.03)},${f(y - h * 0.55)} ${f(x - u * 0.03)},${f(y - h * 0.5)} C${f(x - u * 0.03)},${f(y - h * 0.45)} ${f(x - u * 0.18)},${f(y - h * 0.4)} ${f(x - u * 0.18)},${f(y - u * 0.06)} H${f(x + u * 0.18)} C${f(x + u * 0.18)},${f(y - h * 0.4)} ${f(x + u * 0.03)},${f(y - h * 0.45)} ${f(x + u * 0.03)},${f(y - h * 0.5)} C${f(x + u * 0.03)},${f(y - h * 0.55)} ${f(x + u * 0.18)},${f(y - h * 0.6)} ${f(x + u * 0.18)},${f(y - h + u * 0.06)} Z"`
    const sand = `<path d="M${f(x - u * 0.17)},${f(y - u * 0.07)} Q${f(x)},${f(y - u * 0.25)} ${f(x + u * 0.17)},${f(y - u * 0.07)} Z" fill="#e0b866"/><path d="M${f(x - u * 0.1)},${f(y - h * 0.64)} Q${f(x)},${f(y - h * 0.58)} ${f(x + u * 0.1)},${f(y - h * 0.64)} L${f(x)},${f(y - h * 0.52)} Z" fill="#e0b866"/>${line(x, y - h * 0.5, x, y - u * 0.2, '#e0b866', 2)}`
    return `${glass} fill="#ffffff" fill-opacity="0.35" stroke="#fff" stroke-width="2"/>` + sand + rect(x - u * 0.26, y - h, u * 0.52, u * 0.07, wood, 'rx="3"') + rect(x - u * 0.26, y - u * 0.07, u * 0.52, u * 0.07, wood, 'rx="3"') + line(x - u * 0.22, y - h + u * 0.06, x - u * 0.22, y - u * 0.06, wood, u * 0.03) + line(x + u * 0.22, y - h + u * 0.06, x + u * 0.22, y - u * 0.06, wood, u * 0.03)
  },
  spoon: (x, y, u, c) => {
    const metal = c ?? STEEL
    return `<g transform="rotate(-8 ${f(x)} ${f(y)})">${ellipse(x - u * 0.4, y - u * 0.06, u * 0.17, u * 0.08, metal)}${ellipse(x - u * 0.4, y - u * 0.07, u * 0.13, u * 0.05, '#3a2a1a')}${line(x - u * 0.24, y - u * 0.06, x + u * 0.6, y - u * 0.08, metal, u * 0.045)}</g>` +
      Array.from({ length: 6 }, (_, i) => `<g transform="translate(${f(x - u * 0.7 + i * u * 0.05)},${f(y - u * 0.02)}) rotate(${i * 50})">${leaf(u * 0.06, u * 0.03, '#2a1a10', '#2a1a10', false)}</g>`).join('')
  },
  trivet: (x, y, u, c) => {
    const iron = c ?? '#2e2b2a'
    let out = ellipse(x, y - u * 0.06, u * 0.55, u * 0.14, iron) + ellipse(x, y - u * 0.08, u * 0.47, u * 0.11, '#4a4644')
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3
      out += `<g transform="translate(${f(x + Math.cos(a) * u * 0.24)},${f(y - u * 0.08 + Math.sin(a) * u * 0.06)}) scale(1,0.3) rotate(${f((a * 180) / Math.PI + 90)})">${leaf(u * 0.22, u * 0.1, iron, '#5a5654')}</g>`
    }
    return out + rect(x - u * 0.45, y - u * 0.04, u * 0.06, u * 0.05, iron) + rect(x + u * 0.39, y - u * 0.04, u * 0.06, u * 0.05, iron)
  },
  honeyPot: (x, y, u, c) => {
    const glaze = c ?? '#b5793a'
    const body = `<path d="M${f(x - u * 0.18)},${f(y - u * 0.42)} C${f(x - u * 0.42)},${f(y - u * 0.4)} ${f(x - u * 0.38)},${f(y)} ${f(x)},${f(y)} C${f(x + u * 0.38)},${f(y)} ${f(x + u * 0.42)},${f(y - u * 0.4)} ${f(x + u * 0.18)},${f(y - u * 0.42)} Z"`
    return `${body} fill="${glaze}"/>${body} fill="url(#roundR)"/>` + ellipse(x, y - u * 0.44, u * 0.24, u * 0.06, '#8a5528') + `<path d="M${f(x + u * 0.06)},${f(y - u * 0.46)} L${f(x + u * 0.28)},${f(y - u * 0.9)}" stroke="#c9a06a" stroke-width="${f(u * 0.04)}" stroke-linecap="round"/>` + ellipse(x + u * 0.3, y - u * 0.92, u * 0.05, u * 0.07, '#c9a06a') +
      `<path d="M${f(x - u * 0.3)},${f(y - u * 0.26)} Q${f(x)},${f(y - u * 0.18)} ${f(x + u * 0.3)},${f(y - u * 0.26)}" stroke="#e8c27a" stroke-width="3" fill="none"/>`
  },
  hamper: (x, y, u, c) => {
    const wicker = c ?? '#b8874a'
    const w = u * 1.2
    const h = u * 0.5
    const body = `<path d="M${f(x - w / 2)},${f(y - h)} L${f(x - w * 0.44)},${f(y)} H${f(x + w * 0.44)} L${f(x + w / 2)},${f(y - h)} Z"`
    let weave = ''
    for (let row = 0; row < 6; row++) for (let col = 0; col < 12; col++) {
      const yy = y - h + (row + 0.5) * (h / 6)
      const xx = x - w * 0.46 + (col + (row % 2) * 0.5) * (w * 0.92 / 12)
      weave += ellipse(xx, yy, w * 0.03, h / 14, '#000', 'fill-opacity="0.14"')
    }
    const handle = `<path d="M${f(x - w * 0.42)},${f(y - h)} C${f(x - w * 0.4)},${f(y - h * 2.6)} ${f(x + w * 0.4)},${f(y - h * 2.6)} ${f(x + w * 0.42)},${f(y - h)}" stroke="${wicker}" stroke-width="${f(u * 0.06)}" fill="none"/><path d="M${f(x - w * 0.42)},${f(y - h)} C${f(x - w * 0.4)},${f(y - h * 2.6)} ${f(x + w * 0.4)},${f(y - h * 2.6)} ${f(x + w * 0.42)},${f(y - h)}" stroke="#000" stroke-opacity="0.15" stroke-width="${f(u * 0.02)}" stroke-dasharray="6 6" fill="none"/>`
    const inside = cylinder(x - w * 0.22, y - h + u * 0.02, u * 0.11, u * 0.26, '#1f5a3d', '#e9dcb5') + cylinder(x + w * 0.02, y - h + u * 0.02, u * 0.1, u * 0.2, '#7a1f2b', '#f1e2c2') +
      `<path d="M${f(x + w * 0.12)},${f(y - h + u * 0.02)} l${f(u * 0.08)},${f(-u * 0.28)} l${f(u * 0.2)},${f(u * 0.04)} l${f(-u * 0.02)},${f(u * 0.24)} Z" fill="#f3efe6"/>` + rect(x + w * 0.3, y - h - u * 0.12, u * 0.12, u * 0.14, '#e7c27a', 'rx="3"')
    return handle + inside + `${body} fill="${wicker}"/>${body} fill="url(#round)"/>` + weave + rect(x - w / 2 - 4, y - h - 4, w + 8, u * 0.05, '#9a6c36', 'rx="4"')
  },
  shortbread: (x, y, u) => {
    let out = ellipse(x, y - u * 0.04, u * 0.75, u * 0.16, CHINA) + ellipse(x, y - u * 0.06, u * 0.55, u * 0.1, '#000', 'fill-opacity="0.06"')
    const fingers: [number, number, number][] = [[-0.32, -0.16, -12], [0.02, -0.2, 8], [0.3, -0.12, -4], [-0.12, -0.08, 18], [0.16, -0.3, -20]]
    for (const [dx, dy, rot] of fingers) {
      const bx = x + dx * u
      const by = y + dy * u
      out += `<g transform="rotate(${rot} ${f(bx)} ${f(by)})">${rect(bx - u * 0.2, by - u * 0.06, u * 0.4, u * 0.12, '#e8c178', 'rx="4"')}${rect(bx - u * 0.2, by - u * 0.06, u * 0.4, u * 0.04, '#f3d99a', 'rx="3"')}${[-0.12, 0, 0.12].map((k) => `<circle cx="${f(bx + k * u)}" cy="${f(by + u * 0.01)}" r="${f(u * 0.012)}" fill="${INK}" fill-opacity="0.5"/>`).join('')}</g>`
    }
    return out + Array.from({ length: 3 }, (_, i) => `<g transform="translate(${f(x + u * (0.6 + i * 0.1))},${f(y + u * 0.05)}) rotate(${i * 40})">${rect(0, 0, u * 0.16, u * 0.035, '#8a3a12', 'rx="4"')}</g>`).join('')
  },
  loaf: (x, y, u) => {
    const board = `<path d="M${f(x - u * 0.8)},${f(y - u * 0.06)} H${f(x + u * 0.8)} L${f(x + u * 0.75)},${f(y)} H${f(x - u * 0.75)} Z" fill="#a0703e"/>`
    const loafBody = `<path d="M${f(x - u * 0.7)},${f(y - u * 0.06)} V${f(y - u * 0.36)} Q${f(x - u * 0.7)},${f(y - u * 0.52)} ${f(x - u * 0.5)},${f(y - u * 0.52)} H${f(x + u * 0.05)} Q${f(x + u * 0.2)},${f(y - u * 0.52)} ${f(x + u * 0.2)},${f(y - u * 0.36)} V${f(y - u * 0.06)} Z" fill="#7a4420"/>`
    const crumb = rect(x + u * 0.17, y - u * 0.48, u * 0.05, u * 0.42, '#c98a4a')
    let slices = ''
    for (let i = 0; i < 2; i++) {
      const sx = x + u * (0.32 + i * 0.2)
      slices += `<g transform="rotate(${10 + i * 6} ${f(sx)} ${f(y - u * 0.06)})">${rect(sx, y - u * 0.44, u * 0.09, u * 0.38, '#c98a4a', 'rx="6"')}${rect(sx, y - u * 0.44, u * 0.09, u * 0.38, 'none', `rx="6" stroke="#7a4420" stroke-width="${f(u * 0.015)}"`)}${[0.1, 0.2, 0.3].map((k) => `<circle cx="${f(sx + u * 0.045)}" cy="${f(y - u * (0.44 - k))}" r="${f(u * 0.014)}" fill="#4a1e10"/>`).join('')}</g>`
    }
    return board + loafBody + crumb + slices
  },
  salmon: (x, y, u) => {
    const plate = ellipse(x, y - u * 0.04, u * 0.75, u * 0.17, CHINA) + ellipse(x, y - u * 0.06, u * 0.52, u * 0.1, '#000', 'fill-opacity="0.05"')
    const fillet = `<path d="M${f(x - u * 0.42)},${f(y - u * 0.1)} C${f(x - u * 0.3)},${f(y - u * 0.26)} ${f(x + u * 0.3)},${f(y - u * 0.28)} ${f(x + u * 0.4)},${f(y - u * 0.12)} C${f(x + u * 0.2)},${f(y - u * 0.04)} ${f(x - u * 0.2)},${f(y - u * 0.03)} ${f(x - u * 0.42)},${f(y - u * 0.1)} Z" fill="#e0774a"/>`
    let stripes = ''
    for (let i = 0; i < 6; i++) stripes += `<path d="M${f(x - u * 0.28 + i * u * 0.12)},${f(y - u * 0.22)} q${f(u * 0.04)},${f(u * 0.06)} 0,${f(u * 0.14)}" stroke="#f7c3a5" stroke-width="${f(u * 0.012)}" fill="none"/>`
    const smoke = `<path d="M${f(x - u * 0.42)},${f(y - u * 0.1)} C${f(x - u * 0.3)},${f(y - u * 0.26)} ${f(x + u * 0.3)},${f(y - u * 0.28)} ${f(x + u * 0.4)},${f(y - u * 0.12)}" stroke="#8a3a1a" stroke-width="${f(u * 0.02)}" fill="none"/>`
    const lemon = `<path d="M${f(x + u * 0.38)},${f(y - u * 0.06)} a${f(u * 0.12)},${f(u * 0.12)} 0 0 1 ${f(u * 0.24)},0 Z" fill="#f4d03f"/>`
    const dill = Array.from({ length: 4 }, (_, i) => `<g transform="translate(${f(x - u * 0.5 + i * u * 0.05)},${f(y - u * 0.08)}) rotate(${-60 + i * 30})">${leaf(u * 0.08, u * 0.02, '#4f8a3a', '#4f8a3a', false)}</g>`).join('')
    return plate + fillet + stripes + smoke + lemon + dill
  },
  affogato: (x, y, u) => {
    const glass = `<path d="M${f(x - u * 0.25)},${f(y - u * 0.55)} L${f(x - u * 0.2)},${f(y)} H${f(x + u * 0.2)} L${f(x + u * 0.25)},${f(y - u * 0.55)} Z"`
    const scoop = `<circle cx="${f(x)}" cy="${f(y - u * 0.42)}" r="${f(u * 0.2)}" fill="#f6ecd6"/><circle cx="${f(x - u * 0.06)}" cy="${f(y - u * 0.48)}" r="${f(u * 0.06)}" fill="#fff" fill-opacity="0.6"/>`
    const pour = `<path d="M${f(x - u * 0.16)},${f(y - u * 0.5)} C${f(x - u * 0.1)},${f(y - u * 0.38)} ${f(x + u * 0.05)},${f(y - u * 0.4)} ${f(x + u * 0.18)},${f(y - u * 0.3)}" stroke="#5a2a10" stroke-width="${f(u * 0.05)}" fill="none" stroke-linecap="round"/>`
    const pitcher = `<path d="M${f(x + u * 0.35)},${f(y - u * 0.3)} h${f(u * 0.22)} v${f(u * 0.3)} h${f(-u * 0.22)} Z" fill="${CHINA}"/>${ellipse(x + u * 0.46, y - u * 0.3, u * 0.11, u * 0.03, '#3a1a08')}`
    return `${glass} fill="#4a220c"/>` + rect(x - u * 0.2, y - u * 0.2, u * 0.4, u * 0.2, '#2a1006') + scoop + pour + `${glass} fill="#fff" fill-opacity="0.15" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>` + pitcher
  },
}

/** Hot things steam unless told otherwise: a teapot, a cup, a kettle and a tray with a pot on it. */
const HOT: ObjectKind[] = ['teapot', 'glassTeapot', 'kettle', 'cup', 'mug', 'clayCups']

export function objects({ width: w, height: h, palette: p, rng }: SceneInput, o: ObjectsOptions): string {
  const n = o.things.length
  // A banner (wider than twice its height) keeps its left part free for the page title over it, and
  // its things nearer the middle of its height, which a short banner crops to.
  const banner = w > h * 2
  const tableY = h * (banner ? 0.56 : 0.66)
  const [left, right] = banner ? [0.42, 0.97] : [0.06, 0.94]
  const slot = ((right - left) * w) / n
  const u = Math.min(h * (banner ? 0.5 : 0.7), slot / (banner ? 1.05 : 1.2))
  const defs = [
    radialGradient('spot', [[0, p.backdrop[0]], [1, p.backdrop[1]]]),
    linearGradient('table', [[0, p.table[0]], [1, p.table[1]]]),
    radialGradient('tea', [[0, (o.tea ?? p.tea)[0]], [1, (o.tea ?? p.tea)[1]]]),
    linearGradient('china', [[0, '#fbf8f2'], [1, '#d9d2c4']], false),
    linearGradient('steel', [[0, '#eef1f1'], [0.5, '#b5bbbd'], [1, '#7f8689']], false),
    linearGradient('round', [[0, '#000', 0.18], [0.3, '#fff', 0.2], [0.6, '#fff', 0], [1, '#000', 0.28]], false),
    radialGradient('roundR', [[0, '#fff', 0.25], [0.6, '#fff', 0], [1, '#000', 0.25]]),
    linearGradient('steam', [[0, '#ffffff', 0], [0.35, '#ffffff', 0.35], [1, '#ffffff', 0]]),
    radialGradient('shadow', [[0, '#000000', 0.3], [1, '#000000', 0]]),
  ]
  let body = `<rect width="${w}" height="${h}" fill="url(#spot)"/><rect y="${f(tableY)}" width="${w}" height="${f(h - tableY)}" fill="url(#table)"/>`
  for (let i = 0; i < 5; i++) {
    const y = tableY + (h - tableY) * rng.range(0.1, 0.95)
    body += `<path d="M0,${f(y)} C${f(w * 0.3)},${f(y + rng.range(-6, 6))} ${f(w * 0.7)},${f(y + rng.range(-6, 6))} ${w},${f(y)}" stroke="#000" stroke-opacity="0.07" stroke-width="2" fill="none"/>`
  }
  const base = tableY + (h - tableY) * (banner ? 0.35 : 0.45)
  o.things.forEach((thing, i) => {
    const x = left * w + slot * (i + 0.5)
    body += ellipse(x, base, u * 0.7, u * 0.08, 'url(#shadow)')
    const drawn = DRAW[thing.what](x, base, u, thing.colour)
    if (thing.tea) defs.push(radialGradient(`tea${i}`, [[0, thing.tea[0]], [1, thing.tea[1]]]))
    body += thing.tea ? drawn.replaceAll('url(#tea)', `url(#tea${i})`) : drawn
    if (o.steam !== false && HOT.includes(thing.what)) body += steam(rng, x, base - u * (thing.what === 'cup' || thing.what === 'clayCups' ? 0.4 : 0.85), u * 0.6, 'steam')
  })
  return svgDocument(w, h, defs.join(''), body)
}
