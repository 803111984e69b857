import { linearGradient, radialGradient, ridge, sample, smoothPath } from '../shapes'
import { svgDocument, type SceneInput } from './types'

/** Montane forest above the estate: billowing canopy layers in mist, and a few birds. */
export function forest({ width: w, height: h, palette: p, rng }: SceneInput): string {
  const defs = [
    linearGradient('sky', [[0, p.sky[0]], [1, p.sky[1]]]),
    radialGradient('sun', [[0, p.sun], [1, p.sun, 0]]),
    linearGradient('mist', [[0, p.mist, 0], [0.5, p.mist, 0.35], [1, p.mist, 0]]),
  ]
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`
  body += `<circle cx="${(w * 0.7).toFixed(0)}" cy="${(h * 0.22).toFixed(0)}" r="${(h * 0.35).toFixed(0)}" fill="url(#sun)"/>`
  const layers = p.hills.length
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1)
    const baseY = h * (0.32 + depth * 0.5)
    const fn = ridge(rng, baseY, h * 0.03, w)
    const r = h * (0.025 + depth * 0.05)
    let canopy = ''
    for (let x = -r; x < w + r; x += r * rng.range(0.9, 1.4)) {
      canopy += `<circle cx="${x.toFixed(0)}" cy="${(fn(x) - rng.range(0, r * 0.8)).toFixed(0)}" r="${(r * rng.range(0.8, 1.3)).toFixed(0)}"/>`
    }
    const top = smoothPath(sample(fn, w))
    body += `<g fill="${p.hills[i]}">${canopy}<path d="${top} L${w + 20},${h + 20} L-20,${h + 20} Z"/></g>`
    if (i > 0 && i < layers - 2 && i % 2 === 1) body += `<rect y="${(baseY - h * 0.05).toFixed(0)}" width="${w}" height="${(h * 0.1).toFixed(0)}" fill="url(#mist)"/>`
  }
  for (let i = 0; i < 5; i++) {
    const x = w * rng.range(0.15, 0.6)
    const y = h * rng.range(0.08, 0.25)
    const span = h * rng.range(0.015, 0.03)
    body += `<path d="M${(x - span).toFixed(0)},${(y - span * 0.3).toFixed(0)} Q${(x - span * 0.4).toFixed(0)},${(y - span * 0.6).toFixed(0)} ${x.toFixed(0)},${y.toFixed(0)} Q${(x + span * 0.4).toFixed(0)},${(y - span * 0.6).toFixed(0)} ${(x + span).toFixed(0)},${(y - span * 0.3).toFixed(0)}" stroke="#2b3a33" stroke-width="${(span * 0.18).toFixed(1)}" fill="none" stroke-linecap="round"/>`
  }
  return svgDocument(w, h, defs.join(''), body)
}
