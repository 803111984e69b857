import { leaf, linearGradient, radialGradient, sprig, steam } from '../shapes'
import { svgDocument, type SceneInput } from './types'

export type StillLifeOptions = {
  vessel: 'cup' | 'glass' | 'teapot' | 'iced'
  /** The colour of what is in the cup (light, deep); the palette's amber tea when left out. */
  tea?: [string, string]
  /** The colour of what lies on the table (herbs, petals, peel); tea leaves when left out. */
  piece?: string
}

/**
 * A table-top still life: a cup (or glass, or teapot) of tea under a soft spotlight,
 * steam rising, a few loose leaves and a fresh sprig on the table.
 */
export function stillLife({ width: w, height: h, palette: p, rng }: SceneInput, opts: StillLifeOptions): string {
  const s = Math.min(w, h)
  const tableY = h * 0.66
  const cx = w * (w > h ? rng.range(0.42, 0.58) : 0.5)
  const defs = [
    radialGradient('spot', [[0, p.backdrop[0]], [1, p.backdrop[1]]]),
    linearGradient('table', [[0, p.table[0]], [1, p.table[1]]]),
    radialGradient('tea', [[0, (opts.tea ?? p.tea)[0]], [1, (opts.tea ?? p.tea)[1]]]),
    linearGradient('china', [[0, '#fbf8f2'], [1, '#d9d2c4']], false),
    linearGradient('steam', [[0, '#ffffff', 0], [0.35, '#ffffff', 0.35], [1, '#ffffff', 0]]),
    radialGradient('shadow', [[0, '#000000', 0.35], [1, '#000000', 0]]),
  ]
  let body = `<rect width="${w}" height="${h}" fill="url(#spot)"/>`
  body += `<rect y="${tableY.toFixed(0)}" width="${w}" height="${(h - tableY).toFixed(0)}" fill="url(#table)"/>`
  for (let i = 0; i < 6; i++) {
    const y = tableY + (h - tableY) * rng.range(0.1, 0.95)
    body += `<path d="M0,${y.toFixed(0)} C${w * 0.3},${(y + rng.range(-6, 6)).toFixed(0)} ${w * 0.7},${(y + rng.range(-6, 6)).toFixed(0)} ${w},${y.toFixed(0)}" stroke="#000" stroke-opacity="0.08" stroke-width="2" fill="none"/>`
  }
  body += `<ellipse cx="${cx.toFixed(0)}" cy="${(tableY + s * 0.1).toFixed(0)}" rx="${(s * 0.36).toFixed(0)}" ry="${(s * 0.07).toFixed(0)}" fill="url(#shadow)"/>`
  const base = tableY + s * 0.08
  body += opts.vessel === 'teapot' ? teapot(cx, base, s) : opts.vessel === 'cup' ? cup(cx, base, s) : tallGlass(cx, base, s, opts.vessel === 'iced')
  // Iced tea has no steam; a hot glass steams from its rim, higher than a cup's.
  if (opts.vessel !== 'iced') body += steam(rng, cx, tableY - s * (opts.vessel === 'teapot' ? 0.36 : opts.vessel === 'glass' ? 0.36 : 0.1), s * 0.38, 'steam')

  for (let i = 0; i < 7; i++) {
    const side = i % 2 === 0 ? -1 : 1
    const x = cx + side * s * rng.range(0.32, 0.7)
    const y = tableY + (h - tableY) * rng.range(0.25, 0.85)
    if (x < 0 || x > w) continue
    body += `<g transform="translate(${x.toFixed(0)},${y.toFixed(0)}) rotate(${rng.range(0, 360).toFixed(0)})">${leaf(s * rng.range(0.05, 0.09), s * 0.035, opts.piece ?? p.leaf[1], p.leaf[0])}</g>`
  }
  const sprigX = cx + s * (rng.next() > 0.5 ? 0.5 : -0.5)
  if (sprigX > s * 0.1 && sprigX < w - s * 0.1) {
    body += sprig(sprigX, tableY + (h - tableY) * 0.7, s * 0.0018, rng.range(-70, -40), {
      leaf: p.leaf[0],
      bud: '#a9c77a',
      vein: p.leaf[1],
      stem: p.leaf[1],
    })
  }
  return svgDocument(w, h, defs.join(''), body)
}

function cup(cx: number, baseY: number, s: number): string {
  const glass = false
  const rx = s * 0.2
  const ry = s * 0.05
  const top = baseY - s * 0.2
  const saucer = glass
    ? ''
    : `<ellipse cx="${cx}" cy="${baseY}" rx="${(rx * 1.75).toFixed(1)}" ry="${(ry * 1.9).toFixed(1)}" fill="url(#china)"/>
       <ellipse cx="${cx}" cy="${(baseY - ry * 0.2).toFixed(1)}" rx="${(rx * 1.05).toFixed(1)}" ry="${(ry * 1.05).toFixed(1)}" fill="#000" fill-opacity="0.08"/>`
  const bodyFill = glass ? 'url(#tea)' : 'url(#china)'
  const body = `<path d="M${(cx - rx).toFixed(1)},${top.toFixed(1)} C${(cx - rx).toFixed(1)},${(baseY - s * 0.04).toFixed(1)} ${(cx - rx * 0.45).toFixed(1)},${(baseY - ry * 0.3).toFixed(1)} ${cx},${(baseY - ry * 0.3).toFixed(1)} C${(cx + rx * 0.45).toFixed(1)},${(baseY - ry * 0.3).toFixed(1)} ${(cx + rx).toFixed(1)},${(baseY - s * 0.04).toFixed(1)} ${(cx + rx).toFixed(1)},${top.toFixed(1)} Z" fill="${bodyFill}" ${glass ? 'fill-opacity="0.85"' : ''}/>`
  const handle = glass
    ? ''
    : `<path d="M${(cx + rx * 0.95).toFixed(1)},${(top + s * 0.04).toFixed(1)} c${(s * 0.11).toFixed(1)},${(-s * 0.01).toFixed(1)} ${(s * 0.1).toFixed(1)},${(s * 0.11).toFixed(1)} ${(-s * 0.02).toFixed(1)},${(s * 0.11).toFixed(1)}" stroke="#e6dfd2" stroke-width="${(s * 0.022).toFixed(1)}" fill="none" stroke-linecap="round"/>`
  const rim = `<ellipse cx="${cx}" cy="${top.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${glass ? '#f7efe0' : '#f7f3ec'}" fill-opacity="${glass ? 0.5 : 1}"/>
    <ellipse cx="${cx}" cy="${(top + ry * 0.18).toFixed(1)}" rx="${(rx * 0.9).toFixed(1)}" ry="${(ry * 0.78).toFixed(1)}" fill="url(#tea)"/>
    <ellipse cx="${(cx - rx * 0.3).toFixed(1)}" cy="${(top + ry * 0.05).toFixed(1)}" rx="${(rx * 0.25).toFixed(1)}" ry="${(ry * 0.18).toFixed(1)}" fill="#fff" fill-opacity="0.35"/>`
  const shine = glass
    ? `<path d="M${(cx - rx * 0.7).toFixed(1)},${(top + s * 0.03).toFixed(1)} l0,${(s * 0.11).toFixed(1)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${(s * 0.012).toFixed(1)}" stroke-linecap="round"/>`
    : ''
  return saucer + handle + body + rim + shine
}

/** A tall tumbler of tea (hot, or iced with cubes and a lemon slice on the rim). */
function tallGlass(cx: number, baseY: number, s: number, iced: boolean): string {
  const w = s * 0.24
  const h = s * 0.4
  const x = cx - w / 2
  const top = baseY - h
  const level = top + h * (iced ? 0.1 : 0.16)
  const f = (n: number) => n.toFixed(1)
  const side = (y: number) => (w * 0.06 * (y - top)) / h
  const outline = `M${f(x)},${f(top)} L${f(x + side(baseY))},${f(baseY)} H${f(x + w - side(baseY))} L${f(x + w)},${f(top)} Z`
  const tea = `M${f(x + side(level))},${f(level)} L${f(x + side(baseY))},${f(baseY - s * 0.012)} H${f(x + w - side(baseY))} L${f(x + w - side(level))},${f(level)} Z`
  let cubes = ''
  if (iced) {
    const cube = w * 0.3
    for (const [dx, dy, rot] of [[0.12, 0.14, 14], [0.5, 0.1, -10], [0.28, 0.36, 24], [0.56, 0.42, -18], [0.18, 0.62, 8]] as const) {
      const cx0 = x + w * dx
      const cy0 = top + h * dy
      cubes += `<rect x="${f(cx0)}" y="${f(cy0)}" width="${f(cube)}" height="${f(cube)}" rx="${f(cube * 0.18)}" transform="rotate(${rot} ${f(cx0 + cube / 2)} ${f(cy0 + cube / 2)})" fill="#fff" fill-opacity="0.4" stroke="#fff" stroke-opacity="0.75"/>`
    }
    cubes += `<circle cx="${f(x + w * 0.95)}" cy="${f(top + s * 0.01)}" r="${f(w * 0.2)}" fill="#f4d03f"/><circle cx="${f(x + w * 0.95)}" cy="${f(top + s * 0.01)}" r="${f(w * 0.16)}" fill="#fbeb8a"/>`
  }
  return `<path d="${outline}" fill="#ffffff" fill-opacity="0.25"/><path d="${tea}" fill="url(#tea)" fill-opacity="0.92"/>${cubes}<path d="${outline}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${f(s * 0.006)}"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(w * 0.08)}" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="${f(s * 0.005)}"/><path d="M${f(x + w * 0.14)},${f(top + h * 0.12)} L${f(x + w * 0.18)},${f(baseY - h * 0.1)}" stroke="#fff" stroke-opacity="0.5" stroke-width="${f(w * 0.05)}" stroke-linecap="round"/>`
}

function teapot(cx: number, baseY: number, s: number): string {
  const r = s * 0.19
  const cy = baseY - r * 0.8
  return `<g>
    <path d="M${(cx + r * 0.85).toFixed(1)},${(cy + r * 0.1).toFixed(1)} C${(cx + r * 1.35).toFixed(1)},${(cy - r * 0.05).toFixed(1)} ${(cx + r * 1.45).toFixed(1)},${(cy - r * 0.55).toFixed(1)} ${(cx + r * 1.75).toFixed(1)},${(cy - r * 0.7).toFixed(1)}" stroke="url(#china)" stroke-width="${(r * 0.22).toFixed(1)}" fill="none" stroke-linecap="round"/>
    <path d="M${(cx - r * 0.9).toFixed(1)},${(cy - r * 0.35).toFixed(1)} c${(-r * 0.6).toFixed(1)},${(-r * 0.1).toFixed(1)} ${(-r * 0.65).toFixed(1)},${(r * 0.75).toFixed(1)} ${(-r * 0.02).toFixed(1)},${(r * 0.7).toFixed(1)}" stroke="#e6dfd2" stroke-width="${(r * 0.14).toFixed(1)}" fill="none"/>
    <ellipse cx="${cx}" cy="${cy.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.92).toFixed(1)}" fill="url(#china)"/>
    <ellipse cx="${cx}" cy="${(cy - r * 0.78).toFixed(1)}" rx="${(r * 0.48).toFixed(1)}" ry="${(r * 0.12).toFixed(1)}" fill="#e9e2d5"/>
    <circle cx="${cx}" cy="${(cy - r * 0.95).toFixed(1)}" r="${(r * 0.1).toFixed(1)}" fill="#d8cfbf"/>
    <path d="M${(cx - r * 0.85).toFixed(1)},${(cy + r * 0.05).toFixed(1)} Q${cx},${(cy + r * 0.25).toFixed(1)} ${(cx + r * 0.85).toFixed(1)},${(cy + r * 0.05).toFixed(1)}" stroke="#c8902f" stroke-width="${(r * 0.05).toFixed(1)}" fill="none"/>
    <ellipse cx="${(cx - r * 0.4).toFixed(1)}" cy="${(cy - r * 0.35).toFixed(1)}" rx="${(r * 0.18).toFixed(1)}" ry="${(r * 0.1).toFixed(1)}" fill="#fff" fill-opacity="0.5"/>
  </g>`
}
