import { leaf } from '../shapes'
import { escapeText, SANS, SERIF, wrap } from './text'
import { svgDocument, type SceneInput } from './types'

/**
 * A certificate or award on paper: a double border, the issuer at the top, what it is for in the
 * middle, a signature line and a seal with ribbons at the foot.
 */
export type CertificateOptions = { award: boolean; title: string; issuer: string; recipient: string; colour: string }

const f = (n: number) => n.toFixed(1)

export function certificate({ width: w, height: h }: SceneInput, o: CertificateOptions): string {
  const s = Math.min(w, h)
  const pw = w * 0.8
  const ph = h * 0.86
  const x = (w - pw) / 2
  const y = (h - ph) / 2
  const cx = w / 2
  const gold = '#c9a13b'
  let body = `<rect width="${w}" height="${h}" fill="#d9cdb8"/><rect x="${f(x + s * 0.012)}" y="${f(y + s * 0.016)}" width="${f(pw)}" height="${f(ph)}" fill="#000" fill-opacity="0.15"/>`
  body += `<rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}" fill="#fdf8ec"/>`
  body += `<rect x="${f(x + s * 0.025)}" y="${f(y + s * 0.025)}" width="${f(pw - s * 0.05)}" height="${f(ph - s * 0.05)}" fill="none" stroke="${o.colour}" stroke-width="${f(s * 0.012)}"/>`
  body += `<rect x="${f(x + s * 0.045)}" y="${f(y + s * 0.045)}" width="${f(pw - s * 0.09)}" height="${f(ph - s * 0.09)}" fill="none" stroke="${gold}" stroke-width="${f(s * 0.003)}"/>`
  for (const [px, py, rot] of [[x + s * 0.07, y + s * 0.1, 135], [x + pw - s * 0.07, y + s * 0.1, 225], [x + s * 0.07, y + ph - s * 0.07, 45], [x + pw - s * 0.07, y + ph - s * 0.07, 315]] as const)
    body += `<g transform="translate(${f(px)},${f(py)}) rotate(${rot})">${leaf(s * 0.05, s * 0.025, o.colour, '#000', false)}</g>`
  let ty = y + ph * 0.13
  body += `<text x="${f(cx)}" y="${f(ty)}" ${SANS} font-size="${f(s * 0.022)}" letter-spacing="${f(s * 0.004)}" text-anchor="middle" fill="#5a4a3a">${escapeText(o.issuer.toUpperCase())}</text>`
  ty += s * 0.1
  body += `<text x="${f(cx)}" y="${f(ty)}" ${SERIF} font-size="${f(s * 0.07)}" letter-spacing="${f(s * 0.006)}" text-anchor="middle" fill="${o.colour}">${o.award ? 'AWARD' : 'CERTIFICATE'}</text>`
  ty += s * 0.06
  body += `<text x="${f(cx)}" y="${f(ty)}" ${SERIF} font-size="${f(s * 0.026)}" font-style="italic" text-anchor="middle" fill="#5a4a3a">${o.award ? 'presented to' : 'issued to'}</text>`
  ty += s * 0.06
  body += `<text x="${f(cx)}" y="${f(ty)}" ${SERIF} font-size="${f(s * 0.038)}" text-anchor="middle" fill="#2a2018">${escapeText(o.recipient)}</text>`
  ty += s * 0.035
  body += `<path d="M${f(cx - pw * 0.3)},${f(ty)} H${f(cx + pw * 0.3)}" stroke="${gold}" stroke-width="${f(s * 0.003)}"/>`
  ty += s * 0.025
  body += `<text x="${f(cx)}" y="${f(ty + s * 0.03)}" ${SERIF} font-size="${f(s * 0.024)}" font-style="italic" text-anchor="middle" fill="#5a4a3a">for</text>`
  ty += s * 0.03
  for (const line of wrap(o.title, 24)) {
    ty += s * 0.05
    body += `<text x="${f(cx)}" y="${f(ty)}" ${SERIF} font-size="${f(s * 0.042)}" font-weight="bold" text-anchor="middle" fill="#2a2018">${escapeText(line)}</text>`
  }
  // Signature line, and the seal with two ribbon tails.
  const footY = y + ph * 0.84
  body += `<path d="M${f(x + pw * 0.14)},${f(footY)} c${f(s * 0.04)},${f(-s * 0.04)} ${f(s * 0.06)},${f(s * 0.02)} ${f(s * 0.1)},${f(-s * 0.02)} s${f(s * 0.05)},${f(s * 0.03)} ${f(s * 0.1)},${f(-s * 0.01)}" stroke="#1f2a44" stroke-width="${f(s * 0.004)}" fill="none" stroke-linecap="round"/>`
  body += `<path d="M${f(x + pw * 0.12)},${f(footY + s * 0.02)} H${f(x + pw * 0.46)}" stroke="#5a4a3a" stroke-width="${f(s * 0.002)}"/><text x="${f(x + pw * 0.29)}" y="${f(footY + s * 0.05)}" ${SANS} font-size="${f(s * 0.018)}" text-anchor="middle" fill="#5a4a3a">${o.award ? 'Chair of the judges' : 'Lead auditor'}</text>`
  const sx = x + pw * 0.74
  const sy = footY - s * 0.02
  const r = s * 0.075
  const seal = o.award ? gold : o.colour
  body += `<path d="M${f(sx - r * 0.5)},${f(sy + r * 0.6)} l${f(-r * 0.3)},${f(r * 1.2)} l${f(r * 0.3)},${f(-r * 0.2)} l${f(r * 0.2)},${f(r * 0.3)} l${f(r * 0.1)},${f(-r * 1.2)} Z M${f(sx + r * 0.5)},${f(sy + r * 0.6)} l${f(r * 0.3)},${f(r * 1.2)} l${f(-r * 0.3)},${f(-r * 0.2)} l${f(-r * 0.2)},${f(r * 0.3)} l${f(-r * 0.1)},${f(-r * 1.2)} Z" fill="${o.award ? o.colour : '#8a1f2b'}"/>`
  const points = Array.from({ length: 48 }, (_, i) => {
    const a = (i * Math.PI) / 24
    const rr = i % 2 ? r : r * 0.88
    return `${f(sx + Math.cos(a) * rr)},${f(sy + Math.sin(a) * rr)}`
  }).join(' ')
  body += `<polygon points="${points}" fill="${seal}"/><circle cx="${f(sx)}" cy="${f(sy)}" r="${f(r * 0.72)}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="${f(s * 0.003)}"/>`
  body += `<g transform="translate(${f(sx)},${f(sy + r * 0.35)})">${leaf(r * 0.8, r * 0.4, '#fff', '#000', false)}</g>`
  return svgDocument(w, h, '', body)
}
