import type { Random } from '../random'
import { svgDocument, type SceneInput } from './types'

export type LetterOptions = {
  /** An adult's hand on plain writing paper, or a child's larger hand on ruled exercise paper with a drawing. */
  hand?: 'adult' | 'child'
  /** Ink colour (default: blue-black). */
  ink?: string
}

/**
 * A scanned handwritten letter, drawn as curves (no fonts, so it renders the same everywhere): a
 * date at the top right, a salutation, paragraphs of joined-up "words" with ragged right edges, and
 * a sign-off with a signature. The paper is warm and slightly uneven, as a scan of an old page is.
 */
export function letter({ width: w, height: h, rng }: SceneInput, { hand = 'adult', ink = '#1f2a44' }: LetterOptions = {}): string {
  const child = hand === 'child'
  const margin = w * (child ? 0.14 : 0.1)
  const lineGap = h * (child ? 0.052 : 0.036)
  const xHeight = lineGap * (child ? 0.42 : 0.32)
  const stroke = Math.max(1.2, lineGap * (child ? 0.07 : 0.05))
  const defs = `<radialGradient id="paper" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#fbf6ea"/><stop offset="1" stop-color="#eadfc6"/></radialGradient>`
  const top = lineGap * 2.4
  // A child writes on the ruling, so every step down the page is a whole number of lines.
  const down = (lines: number) => (child ? Math.max(1, Math.round(lines)) : lines) * lineGap
  let body = `<rect width="${w}" height="${h}" fill="url(#paper)"/>`
  // Ruled exercise paper: pale blue lines under the baselines and a red margin.
  if (child) {
    for (let y = top; y < h - lineGap * 0.5; y += lineGap) body += `<line x1="0" y1="${f(y + xHeight * 0.15)}" x2="${w}" y2="${f(y + xHeight * 0.15)}" stroke="#9fb9d8" stroke-width="1.5"/>`
    body += `<line x1="${f(margin * 0.8)}" y1="0" x2="${f(margin * 0.8)}" y2="${h}" stroke="#d98b8b" stroke-width="2"/>`
  }
  // A few faint foxing marks, as on paper kept in a drawer for years.
  for (let i = 0; i < 6; i++) body += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h))}" r="${f(rng.range(w * 0.01, w * 0.04))}" fill="#c9b48a" fill-opacity="0.12"/>`

  let path = ''
  let y = top
  // The date, top right.
  path += words(rng, w * 0.62, w - margin, y, xHeight, 2)
  y += down(1.6)
  // "Dear Mr Dalumara,"
  path += words(rng, margin, margin + w * 0.36, y, xHeight, 3)
  y += down(1.3)

  const drawingTop = child ? h * 0.56 : Infinity
  const bottom = child ? drawingTop - lineGap : h - lineGap * 5.5
  while (y < bottom) {
    const lines = Math.floor(rng.range(3, child ? 4 : 6))
    for (let i = 0; i < lines && y < bottom; i++) {
      const start = margin + (i === 0 ? w * 0.06 : 0)
      const last = i === lines - 1
      const end = w - margin - (last ? w * rng.range(0.15, 0.45) : w * rng.range(0, 0.05))
      path += words(rng, start, end, y, xHeight, Math.max(2, Math.round((end - start) / (w * (child ? 0.14 : 0.1)))))
      y += lineGap
    }
    y += down(0.5)
  }
  // Sign-off and signature: a child signs on the last two rulings, under the drawing.
  const lastRuling = top + Math.floor((h - lineGap * 0.5 - top) / lineGap) * lineGap
  const signY = child ? lastRuling - lineGap : y + lineGap * 0.6
  if (child) body += cupDrawing(w * 0.4, (drawingTop + signY) / 2 - lineGap * 0.6, w * 0.16)
  path += words(rng, w * 0.55, w * 0.8, signY, xHeight, 2)
  path += words(rng, w * 0.55, w - margin, signY + down(1.3), xHeight * 1.5, 2)

  body += `<path d="${path}" fill="none" stroke="${ink}" stroke-width="${f(stroke)}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.88"/>`
  return svgDocument(w, h, defs, body)
}

/** A run of joined-up "words" between two x positions on one baseline. */
function words(rng: Random, start: number, end: number, base: number, xHeight: number, count: number): string {
  const gap = xHeight * 0.9
  const width = (end - start - gap * (count - 1)) / count
  let d = ''
  for (let i = 0; i < count; i++) {
    const from = start + i * (width + gap)
    const to = from + width * rng.range(0.7, 1)
    d += ` M ${f(from)} ${f(base)}`
    let x = from
    while (x < to) {
      const step = xHeight * rng.range(0.55, 0.95)
      // Now and then an ascender or descender, as letters like l, d, g and y make.
      const tall = rng.next()
      const top = base - xHeight * (tall < 0.18 ? rng.range(1.8, 2.4) : rng.range(0.8, 1.1))
      const low = base + (tall > 0.9 ? xHeight * rng.range(0.8, 1.2) : xHeight * 0.05)
      const next = Math.min(to, x + step)
      d += ` C ${f(x + step * 0.15)} ${f(top)}, ${f(x + step * 0.7)} ${f(top)}, ${f(x + step * 0.45)} ${f(low)} S ${f(next - step * 0.1)} ${f(base + xHeight * 0.1)}, ${f(next)} ${f(base - xHeight * 0.15)}`
      x = next + 0.001
    }
  }
  return d
}

/** A child's crayon drawing of a steaming cup on a saucer. */
function cupDrawing(cx: number, cy: number, size: number): string {
  const cup = `M ${f(cx - size)} ${f(cy - size * 0.5)} L ${f(cx + size)} ${f(cy - size * 0.5)} Q ${f(cx + size * 0.95)} ${f(cy + size * 0.7)} ${f(cx)} ${f(cy + size * 0.75)} Q ${f(cx - size * 0.95)} ${f(cy + size * 0.7)} ${f(cx - size)} ${f(cy - size * 0.5)} Z`
  const handle = `M ${f(cx + size * 0.95)} ${f(cy - size * 0.25)} C ${f(cx + size * 1.5)} ${f(cy - size * 0.3)}, ${f(cx + size * 1.45)} ${f(cy + size * 0.35)}, ${f(cx + size * 0.75)} ${f(cy + size * 0.35)}`
  const saucer = `<ellipse cx="${f(cx)}" cy="${f(cy + size * 0.85)}" rx="${f(size * 1.5)}" ry="${f(size * 0.18)}" fill="#e7c36a" fill-opacity="0.7" stroke="#b8862b" stroke-width="4"/>`
  const steam = [-0.4, 0, 0.4]
    .map((dx) => `M ${f(cx + size * dx)} ${f(cy - size * 0.65)} c ${f(size * 0.15)} ${f(-size * 0.2)}, ${f(-size * 0.15)} ${f(-size * 0.35)}, 0 ${f(-size * 0.55)}`)
    .join(' ')
  return `${saucer}<path d="${cup}" fill="#3f8f5a" fill-opacity="0.75" stroke="#2d6a35" stroke-width="5" stroke-linejoin="round"/><path d="${handle}" fill="none" stroke="#2d6a35" stroke-width="6" stroke-linecap="round"/><path d="${steam}" fill="none" stroke="#8a8f99" stroke-width="4" stroke-linecap="round"/>`
}

const f = (n: number) => n.toFixed(1)
