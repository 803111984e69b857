import { leaf, linearGradient, radialGradient } from '../shapes'
import type { Random } from '../random'
import { svgDocument, type SceneInput } from './types'

/**
 * The ingredients of the infusions as themselves: a wooden bowl heaped with the dried herb or
 * spice (cardamom pods, cinnamon quills, ginger slices, chamomile flowers…) and a few pieces on
 * the table beside it. Several ingredients make a row of bowls (a spice-garden banner).
 */
export type IngredientKind =
  | 'cardamom' | 'cinnamon' | 'ginger' | 'lemongrass' | 'peppermint' | 'chamomile' | 'hibiscus'
  | 'rose' | 'moringa' | 'gotuKola' | 'orangePeel' | 'vanilla' | 'clove' | 'teaLeaf'

export type IngredientsOptions = { ingredients: IngredientKind[] }

const f = (n: number) => n.toFixed(1)

/** One piece of the ingredient at (0,0), about `k` pixels long. */
const PIECE: Record<IngredientKind, (k: number, rng: Random) => string> = {
  cardamom: (k) => `<ellipse rx="${f(k * 0.5)}" ry="${f(k * 0.3)}" fill="#8aa55a"/><path d="M${f(-k * 0.45)},0 Q0,${f(-k * 0.12)} ${f(k * 0.45)},0" stroke="#5d7a33" stroke-width="${f(k * 0.05)}" fill="none"/><path d="M${f(k * 0.48)},0 l${f(k * 0.12)},${f(-k * 0.04)}" stroke="#6a7a3a" stroke-width="${f(k * 0.06)}"/>`,
  cinnamon: (k) => `<rect x="${f(-k)}" y="${f(-k * 0.14)}" width="${f(k * 2)}" height="${f(k * 0.28)}" rx="${f(k * 0.12)}" fill="#a0522d"/><path d="M${f(-k)},0 H${f(k)}" stroke="#6e3414" stroke-width="${f(k * 0.05)}"/><ellipse cx="${f(k)}" rx="${f(k * 0.07)}" ry="${f(k * 0.14)}" fill="#c9784a"/>`,
  ginger: (k) => `<ellipse rx="${f(k * 0.45)}" ry="${f(k * 0.38)}" fill="#f0d596"/><ellipse rx="${f(k * 0.45)}" ry="${f(k * 0.38)}" fill="none" stroke="#b58a4a" stroke-width="${f(k * 0.08)}"/><circle r="${f(k * 0.12)}" fill="#e3bd6a"/>`,
  lemongrass: (k) => `<path d="M${f(-k)},0 L${f(k)},${f(-k * 0.05)}" stroke="#b9c96a" stroke-width="${f(k * 0.14)}" stroke-linecap="round"/><path d="M${f(-k * 0.8)},${f(k * 0.04)} L${f(k * 0.8)},${f(-k * 0.02)}" stroke="#8aa03a" stroke-width="${f(k * 0.04)}"/>`,
  peppermint: (k) => leaf(k, k * 0.6, '#3f8f4a', '#2a6a34'),
  moringa: (k) => `<ellipse rx="${f(k * 0.22)}" ry="${f(k * 0.14)}" fill="#6f9a30"/><ellipse cx="${f(k * 0.3)}" cy="${f(k * 0.1)}" rx="${f(k * 0.2)}" ry="${f(k * 0.13)}" fill="#5d8a2a"/>`,
  gotuKola: (k) => `<circle r="${f(k * 0.4)}" fill="#4f9a3f"/><path d="M0,0 L0,${f(-k * 0.4)}" stroke="#d7e6b0" stroke-width="${f(k * 0.04)}"/><path d="M0,0 L${f(k * 0.3)},${f(-k * 0.25)} M0,0 L${f(-k * 0.3)},${f(-k * 0.25)}" stroke="#2f6a2a" stroke-width="${f(k * 0.03)}"/><path d="M0,0 v${f(k * 0.6)}" stroke="#6a8a3a" stroke-width="${f(k * 0.05)}"/>`,
  chamomile: (k) => Array.from({ length: 10 }, (_, i) => `<ellipse cx="0" cy="${f(-k * 0.28)}" rx="${f(k * 0.08)}" ry="${f(k * 0.2)}" fill="#fbf8ee" transform="rotate(${i * 36})"/>`).join('') + `<circle r="${f(k * 0.17)}" fill="#f2c22e"/>`,
  hibiscus: (k) => Array.from({ length: 5 }, (_, i) => `<path d="M0,0 Q${f(k * 0.18)},${f(-k * 0.3)} 0,${f(-k * 0.45)} Q${f(-k * 0.18)},${f(-k * 0.3)} 0,0 Z" fill="#9a1030" transform="rotate(${i * 72})"/>`).join('') + `<circle r="${f(k * 0.08)}" fill="#5a0a1a"/>`,
  rose: (k, rng) => `<path d="M0,0 C${f(k * 0.35)},${f(-k * 0.1)} ${f(k * 0.3)},${f(-k * 0.5)} 0,${f(-k * 0.45)} C${f(-k * 0.3)},${f(-k * 0.5)} ${f(-k * 0.35)},${f(-k * 0.1)} 0,0 Z" fill="${rng.pick(['#e27a98', '#d45a7e', '#f0a0b8'])}"/>`,
  orangePeel: (k) => `<path d="M${f(-k * 0.7)},0 Q0,${f(-k * 0.35)} ${f(k * 0.7)},0 Q0,${f(-k * 0.15)} ${f(-k * 0.7)},0 Z" fill="#f28a1e"/><path d="M${f(-k * 0.6)},${f(-k * 0.02)} Q0,${f(-k * 0.2)} ${f(k * 0.6)},${f(-k * 0.02)}" stroke="#fbd28a" stroke-width="${f(k * 0.04)}" fill="none"/>`,
  vanilla: (k) => `<path d="M${f(-k * 1.1)},0 Q0,${f(-k * 0.12)} ${f(k * 1.1)},0" stroke="#2e1c10" stroke-width="${f(k * 0.12)}" fill="none" stroke-linecap="round"/><path d="M${f(-k)},${f(-k * 0.02)} Q0,${f(-k * 0.12)} ${f(k)},${f(-k * 0.02)}" stroke="#5a3a22" stroke-width="${f(k * 0.03)}" fill="none"/>`,
  clove: (k) => `<path d="M0,${f(k * 0.4)} L0,${f(-k * 0.1)}" stroke="#4a2416" stroke-width="${f(k * 0.1)}" stroke-linecap="round"/><circle cy="${f(-k * 0.18)}" r="${f(k * 0.13)}" fill="#5a2c1a"/>`,
  teaLeaf: (k) => leaf(k, k * 0.35, '#3a4a22', '#1f2a12', false),
}

/** How big a piece is against the bowl, and how many make a heap. */
const SIZE: Record<IngredientKind, number> = {
  cardamom: 0.09, cinnamon: 0.065, ginger: 0.1, lemongrass: 0.07, peppermint: 0.1, moringa: 0.1, gotuKola: 0.1,
  chamomile: 0.1, hibiscus: 0.11, rose: 0.1, orangePeel: 0.11, vanilla: 0.06, clove: 0.07, teaLeaf: 0.08,
}

function bowlOf(kind: IngredientKind, cx: number, base: number, r: number, rng: Random): string {
  const rim = base - r * 0.45
  let out = `<ellipse cx="${f(cx)}" cy="${f(base + r * 0.04)}" rx="${f(r * 1.1)}" ry="${f(r * 0.16)}" fill="url(#shadow)"/>`
  out += `<path d="M${f(cx - r)},${f(rim)} Q${f(cx - r * 0.9)},${f(base)} ${f(cx)},${f(base)} Q${f(cx + r * 0.9)},${f(base)} ${f(cx + r)},${f(rim)} Z" fill="url(#bowl)"/>`
  out += `<ellipse cx="${f(cx)}" cy="${f(rim)}" rx="${f(r)}" ry="${f(r * 0.2)}" fill="#6b4424"/>`
  // The heap: pieces from the back of the rim to a dome above it, the nearer ones drawn last.
  const k = r * SIZE[kind] * 5
  const pieces: [number, number][] = []
  for (let i = 0; i < 34; i++) {
    const a = rng.range(-1, 1)
    const depth = rng.range(-1, 1)
    pieces.push([cx + a * r * 0.85 * Math.sqrt(1 - depth * depth * 0.3), rim - r * 0.28 * (1 - a * a) * rng.range(0.4, 1) + depth * r * 0.12])
  }
  pieces.sort((p, q) => p[1] - q[1])
  for (const [x, y] of pieces) out += `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rng.range(0, 360))})">${PIECE[kind](k, rng)}</g>`
  return out
}

export function ingredients({ width: w, height: h, palette: p, rng }: SceneInput, o: IngredientsOptions): string {
  const n = o.ingredients.length
  const banner = w > h * 2
  const tableY = h * (banner ? 0.52 : 0.58)
  const [left, right] = banner ? [0.42, 0.97] : [0.08, 0.92]
  const slot = ((right - left) * w) / n
  const r = Math.min(h * 0.3, slot / 2.4)
  const defs = [
    radialGradient('spot', [[0, p.backdrop[0]], [1, p.backdrop[1]]]),
    linearGradient('table', [[0, p.table[0]], [1, p.table[1]]]),
    linearGradient('bowl', [[0, '#a87444'], [1, '#6b4424']]),
    radialGradient('shadow', [[0, '#000000', 0.3], [1, '#000000', 0]]),
  ]
  let body = `<rect width="${w}" height="${h}" fill="url(#spot)"/><rect y="${f(tableY)}" width="${w}" height="${f(h - tableY)}" fill="url(#table)"/>`
  const base = tableY + (h - tableY) * (banner ? 0.4 : 0.55)
  o.ingredients.forEach((kind, i) => {
    const cx = left * w + slot * (i + 0.5)
    body += bowlOf(kind, cx, base, r, rng)
    // A few pieces spilled on the table in front of the bowl.
    for (let j = 0; j < 5; j++) {
      const x = cx + rng.range(-1.3, 1.3) * r
      const y = base + rng.range(0.15, 0.6) * (h - base)
      body += `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rng.range(0, 360))})">${PIECE[kind](r * SIZE[kind] * 5, rng)}</g>`
    }
  })
  return svgDocument(w, h, defs.join(''), body)
}
