/**
 * Drawing helpers shared by the film scenes: every scene is an SVG of a 640×360 view box, so the
 * same drawing rasterises as a film frame and, twice as large, as the film's poster.
 */
export const W = 640
export const H = 360

export const palettes = {
  dawn: { sky: ['#f4c9a1', '#fbe9d3'], sun: '#fff4e0', hills: ['#b9c7a2', '#8fae7b', '#5f8f58', '#3e7245', '#255638'], rows: '#1d4a2f', mist: '#fff7ee', tea: '#c9762a', wall: '#e9d6bb', table: '#8a5a3b' },
  morning: { sky: ['#bcd9e4', '#eef2e2'], sun: '#fffbe8', hills: ['#c3d3c0', '#9dbb8f', '#6fa05e', '#4a8546', '#2e6a3a'], rows: '#23562f', mist: '#ffffff', tea: '#c77f26', wall: '#eef1e6', table: '#a77b55' },
  golden: { sky: ['#f0b45c', '#f9e0a8'], sun: '#fff1c2', hills: ['#c9b47a', '#a39a5c', '#77804a', '#52683a', '#34502c'], rows: '#2a4424', mist: '#fff2d6', tea: '#b8621c', wall: '#f3dfb8', table: '#7d4f2c' },
  dusk: { sky: ['#6b5b95', '#f0a27a'], sun: '#ffd9a0', hills: ['#8d7fa3', '#6a6a8c', '#4d5a70', '#354a55', '#223640'], rows: '#1b2d33', mist: '#e9d9ef', tea: '#a4501c', wall: '#3b3450', table: '#4a3328' },
  monsoon: { sky: ['#7f8c93', '#c9d1cf'], sun: '#e8ecea', hills: ['#a2b0a8', '#7f968a', '#5d7d69', '#3f6450', '#294b3a'], rows: '#1f3e2f', mist: '#eef2f0', tea: '#b06a28', wall: '#d5dbd6', table: '#6b5444' },
  forest: { sky: ['#9fc4a8', '#e4efd9'], sun: '#f6fbe8', hills: ['#9cb892', '#6f9a68', '#4b7d4a', '#2f6136', '#1c4726'], rows: '#173a22', mist: '#f4f8ef', tea: '#b9772c', wall: '#dfe8d6', table: '#6f5034' },
  night: { sky: ['#141b33', '#2d3a5c'], sun: '#f4efd6', hills: ['#3a4660', '#2f3c52', '#253245', '#1b2838', '#121d2b'], rows: '#0e1822', mist: '#9aa6c0', tea: '#a0521c', wall: '#5a4636', table: '#3d2b20' },
}

/** A value that moves smoothly from a to b while t runs from t0 to t1 (held before and after). */
export function ease(t, t0, t1, a = 0, b = 1) {
  const x = Math.min(1, Math.max(0, (t - t0) / (t1 - t0)))
  return a + (b - a) * (x * x * (3 - 2 * x))
}

/** A deterministic random sequence, so a film draws the same each time it is generated. */
export function random(seed) {
  let s = 0
  for (const c of String(seed)) s = (s * 31 + c.charCodeAt(0)) >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let x = s
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

export const f = (n) => Math.round(n * 10) / 10

export function svg(body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`
}

export const gradient = (id, [top, bottom], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`

export const blur = (id, deviation) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`

/** A hill's outline from left to right: a sum of two waves around height y. */
export function ridgeY(x, y, amp, phase) {
  return y + amp * Math.sin(x / 97 + phase) + amp * 0.45 * Math.sin(x / 41 + phase * 2.3)
}

export function ridge(y, amp, phase, fill) {
  let d = `M0 ${H} L0 ${f(ridgeY(0, y, amp, phase))}`
  for (let x = 16; x <= W; x += 16) d += ` L${x} ${f(ridgeY(x, y, amp, phase))}`
  return `<path d="${d} L${W} ${H}Z" fill="${fill}"/>`
}

/** Rows of tea bushes following a hill's outline, as dotted strokes. */
export function teaRows(y, amp, phase, colour, rows = 6) {
  let out = ''
  for (let r = 1; r <= rows; r++) {
    const dy = r * r * 3.2 + 6
    let d = `M0 ${f(ridgeY(0, y, amp, phase) + dy)}`
    for (let x = 16; x <= W; x += 16) d += ` L${x} ${f(ridgeY(x, y, amp, phase) + dy)}`
    out += `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(2 + r * 1.3)}" stroke-linecap="round" stroke-dasharray="${f(4 + r * 2)} ${f(3 + r)}" opacity="0.55"/>`
  }
  return out
}

export function shadeTree(x, y, size, colour) {
  return `<rect x="${f(x - size * 0.06)}" y="${f(y - size)}" width="${f(size * 0.12)}" height="${f(size)}" fill="#4a3a2a"/><ellipse cx="${f(x)}" cy="${f(y - size)}" rx="${f(size * 0.55)}" ry="${f(size * 0.28)}" fill="${colour}"/>`
}

/** Bands of mist that drift sideways with time, wrapping round the frame. */
export function mist(t, colour, { y = 230, count = 4, speed = 14, opacity = 0.55, seed = 'mist' } = {}) {
  const rnd = random(seed)
  let out = ''
  for (let i = 0; i < count; i++) {
    const width = 220 + rnd() * 180
    const x = ((rnd() * (W + width) + speed * (0.6 + rnd() * 0.8) * t) % (W + width)) - width / 2
    out += `<ellipse cx="${f(x)}" cy="${f(y + (rnd() - 0.5) * 70)}" rx="${f(width / 2)}" ry="${f(14 + rnd() * 16)}" fill="${colour}" opacity="${f(opacity * (0.6 + rnd() * 0.4) * 100) / 100}" filter="url(#soft)"/>`
  }
  return out
}

export function rain(t, { density = 90, colour = '#dfe7ea', seed = 'rain' } = {}) {
  const rnd = random(seed)
  let out = ''
  for (let i = 0; i < density; i++) {
    const x = rnd() * (W + 60)
    const y = ((rnd() * H + t * (380 + rnd() * 120)) % (H + 40)) - 20
    out += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x - 5)}" y2="${f(y + 16)}" stroke="${colour}" stroke-width="1.2" opacity="0.6"/>`
  }
  return out
}

/** Smoke puffs that rise from (x, y) and fade. */
export function smoke(t, x, y, colour = '#f2efe9', { count = 5, rise = 24, spread = 0.6 } = {}) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const age = (t * 0.5 + i / count) % 1
    out += `<circle cx="${f(x + age * 30 * spread + Math.sin(age * 6 + i) * 4)}" cy="${f(y - age * rise * 3)}" r="${f(4 + age * 12)}" fill="${colour}" opacity="${f((1 - age) * 0.6 * 100) / 100}"/>`
  }
  return out
}

/** Wisps of steam over a hot cup. */
export function steam(t, x, y, colour = '#ffffff', opacity = 0.7) {
  let out = ''
  for (let i = 0; i < 3; i++) {
    const age = (t * 0.4 + i / 3) % 1
    const sx = x + (i - 1) * 12
    const sy = y - age * 50
    out += `<path d="M${f(sx)} ${f(sy)} q${f(8 * Math.sin(age * 5 + i))} -10 0 -20 q${f(-8 * Math.sin(age * 5 + i))} -10 0 -20" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round" opacity="${f(Math.sin(age * Math.PI) * opacity * 100) / 100}"/>`
  }
  return out
}

export function factory(x, y, { lit = false } = {}) {
  const windows = Array.from({ length: 6 }, (_, i) => `<rect x="${x + 10 + i * 17}" y="${y - 30}" width="9" height="11" fill="${lit ? '#ffd98a' : '#3c4a52'}"/>`).join('')
  return (
    `<rect x="${x}" y="${y - 46}" width="118" height="46" fill="#f4f1ea"/>` +
    `<path d="M${x - 6} ${y - 46} L${x + 59} ${y - 66} L${x + 124} ${y - 46}Z" fill="#9a4b32"/>` +
    `<rect x="${x + 96}" y="${y - 82}" width="9" height="30" fill="#8a8580"/>` +
    windows +
    `<rect x="${x + 50}" y="${y - 17}" width="16" height="17" fill="#5b4636"/>`
  )
}

export function bird(x, y, t, size = 6) {
  const flap = Math.sin(t * 12) * size * 0.6
  return `<path d="M${f(x - size)} ${f(y - flap)} Q${f(x - size / 2)} ${f(y - size / 2)} ${f(x)} ${f(y)} Q${f(x + size / 2)} ${f(y - size / 2)} ${f(x + size)} ${f(y - flap)}" fill="none" stroke="#2d2a28" stroke-width="1.6"/>`
}

/** A tea leaf pointing along angle (degrees) from its stalk at (x, y). */
export function leaf(x, y, length, angle, fill, vein = 'rgba(255,255,255,0.35)') {
  const w = length * 0.38
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 C${f(length * 0.3)} ${f(-w)} ${f(length * 0.8)} ${f(-w * 0.7)} ${f(length)} 0 C${f(length * 0.8)} ${f(w * 0.7)} ${f(length * 0.3)} ${f(w)} 0 0Z" fill="${fill}"/><path d="M2 0 L${f(length * 0.92)} 0" stroke="${vein}" stroke-width="1.2"/></g>`
}
