import { leaf } from '../shapes'
import { svgDocument, type SceneInput } from './types'

/**
 * A flat illustrated portrait, head and shoulders, of a named person: skin, hair, clothes and
 * background are chosen per person, so the people of a page are told apart at a glance.
 */
export type PortraitOptions = {
  skin: string
  hair: string
  hairStyle: 'short' | 'long' | 'bun' | 'side-part' | 'receding'
  clothes: string
  /** A sari's or shawl's pallu over one shoulder, a collar, or a plain neckline. */
  garment: 'sari' | 'collar' | 'plain'
  background: string
  glasses?: boolean
  moustache?: boolean
  earrings?: boolean
}

const f = (n: number) => n.toFixed(1)

export function portrait({ width: w, height: h }: SceneInput, o: PortraitOptions): string {
  const s = Math.min(w, h)
  const cx = w / 2
  const headY = h * 0.42
  const r = s * 0.16
  const ink = '#2a1e18'
  let body = `<rect width="${w}" height="${h}" fill="${o.background}"/>`
  body += `<circle cx="${f(cx)}" cy="${f(headY + s * 0.05)}" r="${f(s * 0.36)}" fill="#ffffff" fill-opacity="0.18"/>`
  // Leaves in the corner, the brand's mark on every portrait.
  body += `<g transform="translate(${f(w * 0.12)},${f(h * 0.95)}) rotate(-30)">${leaf(s * 0.16, s * 0.07, '#ffffff', '#000', false)}</g>`
  body += `<g transform="translate(${f(w * 0.16)},${f(h * 0.97)}) rotate(10)" opacity="0.7">${leaf(s * 0.12, s * 0.05, '#ffffff', '#000', false)}</g>`
  // Hair behind the head (long hair and buns sit partly behind the shoulders).
  if (o.hairStyle === 'long') body += `<path d="M${f(cx - r * 1.15)},${f(headY)} Q${f(cx - r * 1.3)},${f(headY + r * 2.2)} ${f(cx - r * 0.6)},${f(headY + r * 2.3)} H${f(cx + r * 0.6)} Q${f(cx + r * 1.3)},${f(headY + r * 2.2)} ${f(cx + r * 1.15)},${f(headY)} Z" fill="${o.hair}"/>`
  if (o.hairStyle === 'bun') body += `<circle cx="${f(cx + r * 0.2)}" cy="${f(headY - r * 1.05)}" r="${f(r * 0.45)}" fill="${o.hair}"/>`
  // Shoulders and neck.
  const shoulderY = headY + r * 1.55
  body += `<rect x="${f(cx - r * 0.38)}" y="${f(headY + r * 0.6)}" width="${f(r * 0.76)}" height="${f(r * 1.1)}" fill="${o.skin}"/>`
  body += `<rect x="${f(cx - r * 0.38)}" y="${f(headY + r * 0.6)}" width="${f(r * 0.76)}" height="${f(r * 0.5)}" fill="#000" fill-opacity="0.12"/>`
  body += `<path d="M${f(cx - s * 0.4)},${f(h + 2)} C${f(cx - s * 0.38)},${f(shoulderY + s * 0.02)} ${f(cx - s * 0.2)},${f(shoulderY - s * 0.02)} ${f(cx - r * 0.4)},${f(shoulderY - s * 0.03)} Q${f(cx)},${f(shoulderY + r * 0.5)} ${f(cx + r * 0.4)},${f(shoulderY - s * 0.03)} C${f(cx + s * 0.2)},${f(shoulderY - s * 0.02)} ${f(cx + s * 0.38)},${f(shoulderY + s * 0.02)} ${f(cx + s * 0.4)},${f(h + 2)} Z" fill="${o.clothes}"/>`
  if (o.garment === 'sari') body += `<path d="M${f(cx - s * 0.28)},${f(shoulderY + s * 0.01)} Q${f(cx - r * 0.2)},${f(shoulderY + r * 0.9)} ${f(cx + s * 0.16)},${f(h + 2)} H${f(cx + s * 0.3)} Q${f(cx - r * 0.1)},${f(shoulderY + r * 0.3)} ${f(cx - s * 0.16)},${f(shoulderY - s * 0.02)} Z" fill="#ffffff" fill-opacity="0.28"/>`
  if (o.garment === 'collar') body += `<path d="M${f(cx - r * 0.45)},${f(shoulderY - s * 0.035)} L${f(cx)},${f(shoulderY + r * 0.55)} L${f(cx - r * 0.15)},${f(shoulderY + r * 0.75)} L${f(cx - r * 0.75)},${f(shoulderY + r * 0.05)} Z M${f(cx + r * 0.45)},${f(shoulderY - s * 0.035)} L${f(cx)},${f(shoulderY + r * 0.55)} L${f(cx + r * 0.15)},${f(shoulderY + r * 0.75)} L${f(cx + r * 0.75)},${f(shoulderY + r * 0.05)} Z" fill="#f7f3ea"/>`
  // Head, ears and face.
  body += `<ellipse cx="${f(cx - r * 0.92)}" cy="${f(headY + r * 0.05)}" rx="${f(r * 0.14)}" ry="${f(r * 0.22)}" fill="${o.skin}"/><ellipse cx="${f(cx + r * 0.92)}" cy="${f(headY + r * 0.05)}" rx="${f(r * 0.14)}" ry="${f(r * 0.22)}" fill="${o.skin}"/>`
  if (o.earrings) body += `<circle cx="${f(cx - r * 0.92)}" cy="${f(headY + r * 0.34)}" r="${f(r * 0.07)}" fill="#e0b04e"/><circle cx="${f(cx + r * 0.92)}" cy="${f(headY + r * 0.34)}" r="${f(r * 0.07)}" fill="#e0b04e"/>`
  body += `<ellipse cx="${f(cx)}" cy="${f(headY)}" rx="${f(r * 0.9)}" ry="${f(r * 1.1)}" fill="${o.skin}"/>`
  // Hair on top.
  const top = headY - r * 1.1
  if (o.hairStyle === 'receding') body += `<path d="M${f(cx - r * 0.92)},${f(headY - r * 0.05)} Q${f(cx - r * 0.95)},${f(top + r * 0.25)} ${f(cx - r * 0.55)},${f(top + r * 0.2)} Q${f(cx - r * 0.7)},${f(headY - r * 0.55)} ${f(cx - r * 0.82)},${f(headY - r * 0.05)} Z M${f(cx + r * 0.92)},${f(headY - r * 0.05)} Q${f(cx + r * 0.95)},${f(top + r * 0.25)} ${f(cx + r * 0.55)},${f(top + r * 0.2)} Q${f(cx + r * 0.7)},${f(headY - r * 0.55)} ${f(cx + r * 0.82)},${f(headY - r * 0.05)} Z" fill="${o.hair}"/>`
  else {
    const part = o.hairStyle === 'side-part' ? cx - r * 0.35 : cx
    body += `<path d="M${f(cx - r * 0.95)},${f(headY + (o.hairStyle === 'short' || o.hairStyle === 'side-part' ? -r * 0.1 : r * 0.5))} C${f(cx - r * 1.05)},${f(top - r * 0.62)} ${f(cx + r * 1.05)},${f(top - r * 0.62)} ${f(cx + r * 0.95)},${f(headY + (o.hairStyle === 'short' || o.hairStyle === 'side-part' ? -r * 0.1 : r * 0.5))} C${f(cx + r * 0.8)},${f(headY - r * 0.55)} ${f(part + r * 0.3)},${f(top + r * 0.35)} ${f(part)},${f(top + r * 0.3)} C${f(part - r * 0.3)},${f(top + r * 0.35)} ${f(cx - r * 0.8)},${f(headY - r * 0.55)} ${f(cx - r * 0.95)},${f(headY + (o.hairStyle === 'short' || o.hairStyle === 'side-part' ? -r * 0.1 : r * 0.5))} Z" fill="${o.hair}"/>`
  }
  // Brows, eyes, nose, mouth: a few quiet strokes.
  const eyeY = headY + r * 0.05
  body += `<path d="M${f(cx - r * 0.5)},${f(eyeY - r * 0.22)} q${f(r * 0.18)},${f(-r * 0.08)} ${f(r * 0.34)},0 M${f(cx + r * 0.16)},${f(eyeY - r * 0.22)} q${f(r * 0.18)},${f(-r * 0.08)} ${f(r * 0.34)},0" stroke="${o.hair}" stroke-width="${f(r * 0.07)}" fill="none" stroke-linecap="round"/>`
  body += `<circle cx="${f(cx - r * 0.33)}" cy="${f(eyeY)}" r="${f(r * 0.075)}" fill="${ink}"/><circle cx="${f(cx + r * 0.33)}" cy="${f(eyeY)}" r="${f(r * 0.075)}" fill="${ink}"/>`
  body += `<path d="M${f(cx)},${f(eyeY + r * 0.05)} q${f(-r * 0.1)},${f(r * 0.25)} ${f(r * 0.04)},${f(r * 0.3)}" stroke="#000" stroke-opacity="0.25" stroke-width="${f(r * 0.05)}" fill="none" stroke-linecap="round"/>`
  if (o.moustache) body += `<path d="M${f(cx - r * 0.3)},${f(eyeY + r * 0.5)} Q${f(cx)},${f(eyeY + r * 0.35)} ${f(cx + r * 0.3)},${f(eyeY + r * 0.5)} Q${f(cx)},${f(eyeY + r * 0.45)} ${f(cx - r * 0.3)},${f(eyeY + r * 0.5)} Z" fill="${o.hair}" stroke="${o.hair}" stroke-width="${f(r * 0.08)}"/>`
  body += `<path d="M${f(cx - r * 0.22)},${f(eyeY + r * 0.6)} Q${f(cx)},${f(eyeY + r * 0.78)} ${f(cx + r * 0.22)},${f(eyeY + r * 0.6)}" stroke="#8a3a2a" stroke-width="${f(r * 0.06)}" fill="none" stroke-linecap="round"/>`
  body += `<circle cx="${f(cx - r * 0.55)}" cy="${f(eyeY + r * 0.38)}" r="${f(r * 0.14)}" fill="#e07a6a" fill-opacity="0.18"/><circle cx="${f(cx + r * 0.55)}" cy="${f(eyeY + r * 0.38)}" r="${f(r * 0.14)}" fill="#e07a6a" fill-opacity="0.18"/>`
  if (o.glasses) body += `<g stroke="${ink}" stroke-width="${f(r * 0.045)}" fill="#fff" fill-opacity="0.12"><circle cx="${f(cx - r * 0.33)}" cy="${f(eyeY)}" r="${f(r * 0.22)}"/><circle cx="${f(cx + r * 0.33)}" cy="${f(eyeY)}" r="${f(r * 0.22)}"/><path d="M${f(cx - r * 0.11)},${f(eyeY)} h${f(r * 0.22)}" fill="none"/></g>`
  return svgDocument(w, h, '', body)
}
