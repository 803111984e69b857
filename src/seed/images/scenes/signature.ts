import { svgDocument, type SceneInput } from './types'

/**
 * A handwritten-looking signature in ink on paper, drawn as smooth curves (no font needed, so it
 * renders the same on every machine): a tall opening capital, a run of uneven loops for the first
 * name, a gap, a second capital and run, and an underline flourish.
 */
export function signature({ width: w, height: h, rng }: SceneInput): string {
  const base = h * 0.58
  const word = (start: number, end: number) => {
    // The capital: a tall stroke up and a loop back down to the baseline.
    let d = `M ${f(start)} ${f(base + h * 0.06)} C ${f(start + w * 0.01)} ${f(h * 0.05)}, ${f(start + w * 0.06)} ${f(h * 0.08)}, ${f(start + w * 0.035)} ${f(base)}`
    let x = start + w * 0.04
    while (x < end) {
      const step = w * rng.range(0.025, 0.05)
      const top = base - h * rng.range(0.08, rng.next() < 0.25 ? 0.42 : 0.2)
      const next = Math.min(end, x + step)
      d += ` C ${f(x + step * 0.2)} ${f(top)}, ${f(x + step * 0.75)} ${f(top)}, ${f(x + step * 0.45)} ${f(base)}`
      d += ` S ${f(next - step * 0.1)} ${f(base + h * rng.range(0.02, 0.08))}, ${f(next)} ${f(base - h * 0.02)}`
      x = next + 0.001
    }
    return d
  }
  const gap = w * rng.range(0.44, 0.5)
  const strokes = `${word(w * 0.08, gap - w * 0.04)} ${word(gap + w * 0.02, w * 0.88)}`
  const flourish = `M ${f(w * 0.12)} ${f(h * 0.84)} C ${f(w * 0.4)} ${f(h * 0.74)}, ${f(w * 0.7)} ${f(h * 0.9)}, ${f(w * 0.92)} ${f(h * 0.76)}`
  const ink = '#1f2a44'
  const body = `<rect width="${w}" height="${h}" fill="#fffdf8"/><path d="${strokes}" fill="none" stroke="${ink}" stroke-width="${f(h * 0.02)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${flourish}" fill="none" stroke="${ink}" stroke-width="${f(h * 0.013)}" stroke-linecap="round"/>`
  return svgDocument(w, h, '', body)
}

const f = (n: number) => n.toFixed(1)
