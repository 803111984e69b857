/**
 * WCAG 2 contrast, so an editor's card colour never makes its text unreadable: cards pick the
 * text colour (white or ink) that contrasts more with the colour chosen, whatever it is.
 */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i

const INK = '#1c1c1a'
const WHITE = '#ffffff'

/** Relative luminance of a #rrggbb colour (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** White or ink, whichever reads better on `background`; an invalid colour falls back to the brand green. */
export function cardColours(background?: string | null, fallback = '#17412a'): { background: string; color: string } {
  const bg = background && HEX_COLOUR.test(background) ? background : fallback
  return { background: bg, color: contrastRatio(bg, WHITE) >= contrastRatio(bg, INK) ? WHITE : INK }
}
