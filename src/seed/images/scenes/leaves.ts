import { leaf, linearGradient, radialGradient, sprig } from '../shapes'
import { svgDocument, type SceneInput } from './types'

/** A botanical study: a scatter of tea leaves around a central "two leaves and a bud". */
export function leaves({ width: w, height: h, palette: p, rng }: SceneInput): string {
  const s = Math.min(w, h)
  const defs = [radialGradient('bg', [[0, p.backdrop[0]], [1, p.backdrop[1]]]), linearGradient('lf', [[0, p.leaf[0]], [1, p.leaf[1]]])]
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
  const count = Math.round((w * h) / (s * s * 0.06))
  for (let i = 0; i < count; i++) {
    const x = rng.range(-s * 0.05, w + s * 0.05)
    const y = rng.range(-s * 0.05, h + s * 0.05)
    if (Math.hypot(x - w / 2, y - h / 2) < s * 0.3) continue
    const len = s * rng.range(0.1, 0.2)
    // Inherited fill/stroke opacity instead of group opacity: same look, no offscreen compositing per leaf.
    const alpha = rng.range(0.55, 0.95).toFixed(2)
    body += `<g transform="translate(${x.toFixed(0)},${y.toFixed(0)}) rotate(${rng.range(0, 360).toFixed(0)})" fill-opacity="${alpha}" stroke-opacity="${alpha}">${leaf(len, len * 0.45, 'url(#lf)', p.leaf[1])}</g>`
  }
  body += sprig(w / 2 + s * 0.02, h / 2 + s * 0.32, s * 0.0032, rng.range(-12, 12), { leaf: 'url(#lf)', bud: '#b7d38a', vein: p.leaf[1], stem: p.leaf[1] })
  return svgDocument(w, h, defs.join(''), body)
}

/** A quiet repeating leaf pattern, for policy and utility pages. */
export function pattern({ width: w, height: h, palette: p, rng }: SceneInput): string {
  const defs = [linearGradient('bg', [[0, p.backdrop[0]], [1, p.backdrop[1]]], false)]
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
  const step = Math.min(w, h) / 5
  for (let y = step / 2; y < h + step; y += step)
    for (let x = ((y / step) % 2) * (step / 2); x < w + step; x += step)
      body += `<g transform="translate(${x.toFixed(0)},${y.toFixed(0)}) rotate(${(rng.range(-20, 20) + 35).toFixed(0)})" fill-opacity="0.22">${leaf(step * 0.55, step * 0.24, p.accent, p.backdrop[0], false)}</g>`
  return svgDocument(w, h, defs.join(''), body)
}
