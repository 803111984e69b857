import type { Random } from './random'

/**
 * Vector building blocks shared by the scenes: ridgelines, tea-bush rows, leaves, steam.
 * Every function returns SVG markup (a string), so scenes stay plain string composition.
 */
export type Point = [number, number]

const f = (n: number) => n.toFixed(1)

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: Point[]): string {
  let d = `M${f(points[0]![0])},${f(points[0]![1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!
    const p1 = points[i]!
    const p2 = points[i + 1]!
    const p3 = points[i + 2] ?? p2
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`
  }
  return d
}

/** A rolling ridgeline: a sum of a few sine waves with random phases, as a function of x. */
export function ridge(rng: Random, baseY: number, amplitude: number, width: number): (x: number) => number {
  const waves = [1, 2.3, 4.1].map((k, i) => ({
    freq: (k * Math.PI * 2) / width / rng.range(0.8, 1.4),
    phase: rng.range(0, Math.PI * 2),
    amp: amplitude / (i + 1) ** 1.2,
  }))
  return (x) => baseY + waves.reduce((y, w) => y + Math.sin(x * w.freq + w.phase) * w.amp, 0)
}

export function sample(fn: (x: number) => number, width: number, steps = 48, offset = 0): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const x = -20 + ((width + 40) * i) / steps
    return [x, fn(x) + offset] as Point
  })
}

/** A hill: the area under a ridgeline, filled with a vertical gradient. */
export function hill(fn: (x: number) => number, width: number, height: number, fill: string): string {
  const top = smoothPath(sample(fn, width))
  return `<path d="${top} L${width + 20},${height + 20} L-20,${height + 20} Z" fill="${fill}"/>`
}

/**
 * Rows of tea bushes following a hill's contour, spaced wider towards the viewer: dashed
 * round-capped strokes read as clipped bushes, the signature texture of a tea estate.
 */
export function teaRows(
  rng: Random,
  fn: (x: number) => number,
  width: number,
  opts: { rows: number; spacing: number; color: string; highlight: string; thickness: number },
): string {
  let out = ''
  for (let i = 1; i <= opts.rows; i++) {
    const offset = opts.spacing * i * (1 + i * 0.06)
    const t = opts.thickness * (1 + i * 0.05)
    const period = rng.range(60, 120)
    const wobble = (x: number) => fn(x) + Math.sin(x / period) * t * 0.4
    const d = smoothPath(sample(wobble, width, 36, offset))
    const dash = `${f(t * rng.range(1.4, 2.2))} ${f(t * 0.5)}`
    // A dark furrow under a lighter crown reads as a hedge of clipped bushes.
    out += `<path d="${d}" fill="none" stroke="${opts.color}" stroke-width="${f(t * 1.25)}" stroke-linecap="round" stroke-opacity="0.55"/>`
    out += `<path d="${d}" transform="translate(0,${f(-t * 0.35)})" fill="none" stroke="${opts.highlight}" stroke-width="${f(t * 0.7)}" stroke-linecap="round" stroke-dasharray="${dash}" stroke-opacity="${f(0.55 + rng.range(0, 0.3))}"/>`
  }
  // Rows sit below their own ridge, so no clip is needed: clipping a few hundred strokes doubled the time to draw a landscape.
  return out
}

/** A tea leaf pointing up from (0,0): serrated outline is suggested by the veins, not drawn. */
export function leaf(length: number, width: number, fill: string, vein: string, veined = true): string {
  const L = length
  const W = width / 2
  const outline = `M0,0 C${f(W * 1.1)},${f(-L * 0.22)} ${f(W * 0.9)},${f(-L * 0.78)} 0,${f(-L)} C${f(-W * 0.9)},${f(-L * 0.78)} ${f(-W * 1.1)},${f(-L * 0.22)} 0,0 Z`
  if (!veined) return `<path d="${outline}" fill="${fill}"/>`
  let veins = `<path d="M0,${f(-L * 0.02)} Q${f(W * 0.08)},${f(-L * 0.5)} 0,${f(-L * 0.94)}" stroke="${vein}" stroke-width="${f(Math.max(1, W * 0.06))}" fill="none" stroke-linecap="round"/>`
  for (let i = 1; i <= 5; i++) {
    const y = -L * (0.14 + i * 0.13)
    const reach = W * 0.55 * Math.sin((Math.PI * (i + 0.5)) / 7)
    veins += `<path d="M0,${f(y)} Q${f(reach * 0.6)},${f(y - L * 0.05)} ${f(reach)},${f(y - L * 0.1)} M0,${f(y)} Q${f(-reach * 0.6)},${f(y - L * 0.05)} ${f(-reach)},${f(y - L * 0.1)}" stroke="${vein}" stroke-width="${f(Math.max(0.6, W * 0.03))}" fill="none" stroke-opacity="0.7"/>`
  }
  return `<path d="${outline}" fill="${fill}"/>${veins}`
}

/** "Two leaves and a bud", the pluckers' standard, at (x, y) with a scale and tilt. */
export function sprig(x: number, y: number, scale: number, tilt: number, fills: { leaf: string; bud: string; vein: string; stem: string }): string {
  const s = scale
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(tilt)})">
    <path d="M0,0 C${f(6 * s)},${f(-60 * s)} ${f(-4 * s)},${f(-120 * s)} ${f(4 * s)},${f(-190 * s)}" stroke="${fills.stem}" stroke-width="${f(5 * s)}" fill="none" stroke-linecap="round"/>
    <g transform="translate(${f(2 * s)},${f(-70 * s)}) rotate(-52)">${leaf(120 * s, 62 * s, fills.leaf, fills.vein)}</g>
    <g transform="translate(${f(1 * s)},${f(-120 * s)}) rotate(48)">${leaf(100 * s, 50 * s, fills.leaf, fills.vein)}</g>
    <g transform="translate(${f(4 * s)},${f(-186 * s)}) rotate(6)">${leaf(70 * s, 22 * s, fills.bud, fills.vein)}</g>
  </g>`
}

/** Rising steam: soft S-curves fading upwards (the gradient is defined by the scene). */
export function steam(rng: Random, x: number, y: number, height: number, gradientId: string, count = 3): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x0 = x + (i - (count - 1) / 2) * height * 0.16
    const amp = height * rng.range(0.06, 0.11)
    const pts: Point[] = Array.from({ length: 7 }, (_, k) => [x0 + Math.sin(k * 1.2 + i) * amp, y - (height * k) / 6])
    out += `<path d="${smoothPath(pts)}" stroke="url(#${gradientId})" stroke-width="${f(height * 0.035)}" fill="none" stroke-linecap="round"/>`
  }
  return out
}

/** A silver-oak shade tree: a thin trunk and a loose, tall canopy. */
export function shadeTree(rng: Random, x: number, y: number, height: number, color: string): string {
  const trunk = `<path d="M${f(x)},${f(y)} L${f(x + rng.range(-3, 3))},${f(y - height)}" stroke="${color}" stroke-width="${f(height * 0.03)}"/>`
  let canopy = ''
  for (let i = 0; i < 7; i++) {
    const cy = y - height * rng.range(0.45, 1)
    const cx = x + rng.range(-height * 0.09, height * 0.09)
    canopy += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(height * rng.range(0.05, 0.1))}" ry="${f(height * rng.range(0.07, 0.14))}" fill="${color}"/>`
  }
  return trunk + canopy
}

export const linearGradient = (id: string, stops: [number, string, number?][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`

export const radialGradient = (id: string, stops: [number, string, number?][]) =>
  `<radialGradient id="${id}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`
