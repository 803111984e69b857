import { hill, linearGradient, radialGradient, ridge, shadeTree, teaRows } from '../shapes'
import { svgDocument, type SceneInput } from './types'

export type LandscapeOptions = {
  /** A long white factory on a middle ridge, as on an upcountry estate. */
  factory?: boolean
  /** Silver-oak shade trees on the nearer slopes. */
  trees?: boolean
  /** Where the horizon sits, as a share of the height (lower = more sky). */
  horizon?: number
}

/** Tea country: layered ridges fading into mist, contoured rows of bushes on the near slopes. */
export function landscape({ width: w, height: h, palette: p, rng }: SceneInput, opts: LandscapeOptions = {}): string {
  const horizon = h * (opts.horizon ?? 0.38)
  const layers = p.hills.length
  // Relief and row spacing scale with the shorter side, so portrait crops keep gentle slopes.
  const s = Math.min(w, h * 1.6)
  const defs = [
    linearGradient('sky', [[0, p.sky[0]], [1, p.sky[1]]]),
    radialGradient('sun', [[0, p.sun], [0.25, p.sun, 0.85], [1, p.sun, 0]]),
    linearGradient('mist', [[0, p.mist, 0], [0.45, p.mist, 0.4], [1, p.mist, 0]]),
  ]
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`
  const sunX = w * rng.range(0.2, 0.8)
  body += `<circle cx="${sunX.toFixed(0)}" cy="${(horizon * 0.72).toFixed(0)}" r="${(Math.min(w, h) * 0.42).toFixed(0)}" fill="url(#sun)"/>`

  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1)
    const baseY = horizon + (h - horizon) * (0.02 + depth ** 1.35 * 0.72)
    const amplitude = s * (0.02 + depth * 0.04)
    const fn = ridge(rng, baseY, amplitude, w)
    const fillId = `hill${i}`
    defs.push(linearGradient(fillId, [[0, p.hills[i]!], [1, p.hills[Math.min(i + 1, layers - 1)]!]]))
    body += hill(fn, w, h, `url(#${fillId})`)
    if (i >= layers - 3) {
      body += teaRows(rng, fn, w, {
        rows: 10 + i * 2,
        spacing: s * (0.006 + depth * 0.009),
        color: p.rows,
        highlight: p.hills[Math.max(0, i - 2)]!,
        thickness: s * (0.003 + depth * 0.006),
      })
    }
    if (opts.trees && i >= layers - 3 && i < layers - 1) {
      for (let t = 0; t < 2 + Math.floor(i / 2); t++) {
        const x = rng.range(0, w)
        body += shadeTree(rng, x, fn(x) + h * 0.01, h * (0.05 + depth * 0.06), p.rows)
      }
    }
    if (opts.factory && i === layers - 3) body += factory(w * rng.range(0.55, 0.75), fn, h)
    if (i < layers - 3) {
      const band = h * 0.08
      body += `<rect x="0" y="${(baseY - band * 0.4).toFixed(0)}" width="${w}" height="${band.toFixed(0)}" fill="url(#mist)"/>`
    }
  }
  return svgDocument(w, h, defs.join(''), body)
}

/** A three-storey withering loft with rows of windows and a corrugated roof. */
function factory(x: number, fn: (x: number) => number, h: number): string {
  const bw = h * 0.34
  const bh = h * 0.09
  const y = Math.min(fn(x), fn(x + bw)) + bh * 0.25
  let windows = ''
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 12; c++)
      windows += `<rect x="${(x + bw * 0.05 + c * bw * 0.078).toFixed(1)}" y="${(y - bh + bh * 0.18 + r * bh * 0.26).toFixed(1)}" width="${(bw * 0.045).toFixed(1)}" height="${(bh * 0.14).toFixed(1)}" fill="#6f7f86"/>`
  return `<g>
    <rect x="${x.toFixed(1)}" y="${(y - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="#f4f1ea"/>
    <path d="M${(x - bw * 0.02).toFixed(1)},${(y - bh).toFixed(1)} L${(x + bw * 0.04).toFixed(1)},${(y - bh * 1.28).toFixed(1)} L${(x + bw * 0.98).toFixed(1)},${(y - bh * 1.28).toFixed(1)} L${(x + bw * 1.02).toFixed(1)},${(y - bh).toFixed(1)} Z" fill="#9b4a36"/>
    ${windows}
  </g>`
}
