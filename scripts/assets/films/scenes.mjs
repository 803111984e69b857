import { H, W, bird, blur, ease, f, factory, gradient, leaf, mist, palettes, rain, random, ridge, shadeTree, smoke, steam, svg, teaRows } from './draw.mjs'

/**
 * The films' scenes: each is a function of the time t (seconds) and the film's options that returns
 * one frame as SVG. Movement comes from t alone, so any frame (the poster's too) can be drawn on its own.
 */
const SOFT = blur('soft', 9)

/** Tea hills: layered ridges with rows of bushes, drifting mist, and what the options add. */
function hills(t, o) {
  const p = palettes[o.palette]
  const sunY = o.sunRise ? 150 - ease(t, 0, o.duration, 0, 70) : 90
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="470" cy="${f(sunY)}" r="34" fill="${p.sun}" opacity="0.9"/>`
  const layers = [
    [150, 14, 0.4],
    [185, 18, 1.7],
    [225, 22, 3.1],
    [268, 26, 4.4],
    [312, 20, 5.6],
  ]
  layers.forEach(([y, amp, phase], i) => {
    body += ridge(y, amp, phase, p.hills[i])
    if (i === 2 && o.factory) body += factory(360, 222, { lit: o.palette === 'dusk' || o.palette === 'night' }) + smoke(t, 400, 140)
    if (i >= 2) body += teaRows(y, amp, phase, p.rows, i === 4 ? 8 : 5)
    if (i === 3 && o.trees) for (const x of [70, 210, 330, 520]) body += shadeTree(x, layers[3][0] - 4 + (x % 3) * 6, 42, p.hills[4])
    if (i === 1 && o.forest) for (let x = 10; x < W; x += 22) body += `<ellipse cx="${x}" cy="${f(y + 6 + Math.sin(x) * 4)}" rx="16" ry="22" fill="${p.hills[3]}"/>`
  })
  if (o.road) {
    body += `<path d="M-10 300 C160 280 300 300 660 270" fill="none" stroke="#b59b78" stroke-width="9"/>`
    const x = ease(t, 0.5, o.duration - 0.5, -60, 680)
    const y = 300 - ((x + 10) / 670) * 28
    body += `<g transform="translate(${f(x)} ${f(y - 22)})"><rect width="44" height="18" fill="#2f5f7a"/><rect x="30" y="-10" width="16" height="14" fill="#3d7697"/><circle cx="9" cy="20" r="5" fill="#222"/><circle cx="36" cy="20" r="5" fill="#222"/></g>`
  }
  if (o.birds) for (let i = 0; i < 5; i++) body += bird(((t * 40 + i * 90) % 760) - 60, 70 + i * 14 + Math.sin(t + i) * 6, t + i)
  body += mist(t, p.mist, { y: o.mistY ?? 215, count: o.mist ?? 4, opacity: o.mistOpacity ?? 0.5, seed: o.seed })
  if (o.rain) body += `<rect width="${W}" height="${H}" fill="#5d6b70" opacity="0.18"/>` + rain(t, { seed: o.seed })
  return svg(body, gradient('sky', p.sky) + SOFT)
}

/** A hand plucks two leaves and a bud from a tea bush and drops them in a basket, twice. */
function plucking(t, o) {
  const p = palettes[o.palette]
  const rnd = random('bush')
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`
  for (let i = 0; i < 26; i++) body += `<circle cx="${f(rnd() * W)}" cy="${f(rnd() * H)}" r="${f(20 + rnd() * 40)}" fill="${p.hills[2 + (i % 3)]}" opacity="0.35" filter="url(#soft)"/>`
  for (let i = 0; i < 40; i++) body += leaf(rnd() * W, 220 + rnd() * 160, 40 + rnd() * 30, -160 + rnd() * 140, i % 2 ? p.hills[3] : p.hills[4])
  // The basket on the right.
  body += `<path d="M470 250 L610 250 L592 360 L488 360Z" fill="#b0834f"/>` + Array.from({ length: 6 }, (_, i) => `<path d="M${475 + i * 3} ${266 + i * 16} L${605 - i * 3} ${266 + i * 16}" stroke="#8a6238" stroke-width="3"/>`).join('') + `<ellipse cx="540" cy="250" rx="70" ry="12" fill="#7a5530"/>`
  const cycle = t % 4
  const picked = cycle > 1.6
  // The shoot: a stalk with two leaves and a bud, on the bush until the hand takes it.
  const shoot = (x, y) => leaf(x, y, 46, -120, p.hills[2]) + leaf(x, y + 14, 52, -40, p.hills[2]) + `<path d="M${x} ${y} l2 -34" stroke="${p.hills[1]}" stroke-width="6" stroke-linecap="round"/><path d="M${x} ${y + 40} L${x} ${y}" stroke="#6c7d3a" stroke-width="4"/>`
  const handX = cycle < 1.6 ? ease(cycle, 0, 1.4, 120, 260) : cycle < 3 ? ease(cycle, 1.6, 3, 260, 520) : ease(cycle, 3.1, 4, 520, 120)
  const handY = cycle < 1.6 ? ease(cycle, 0, 1.4, 60, 170) : cycle < 3 ? ease(cycle, 1.6, 2.4, 170, 120) + ease(cycle, 2.4, 3, 0, 90) : ease(cycle, 3.1, 4, 210, 60)
  if (!picked) body += shoot(270, 200)
  else if (cycle < 3) body += shoot(handX + 10, handY + 30)
  else body += `<ellipse cx="540" cy="248" rx="22" ry="6" fill="${p.hills[2]}"/>`
  const grip = cycle > 1.3 && cycle < 3 ? 8 : 0
  body += `<g transform="translate(${f(handX)} ${f(handY)}) rotate(-20)"><rect x="-70" y="-6" width="90" height="40" rx="18" fill="${o.skin}"/><rect x="-120" y="-10" width="70" height="48" fill="${o.sleeve}"/><rect x="10" y="${-4 + grip / 2}" width="34" height="12" rx="6" fill="${o.skin}"/><rect x="6" y="${18 - grip}" width="26" height="12" rx="6" fill="${o.skin}"/></g>`
  return svg(body, gradient('sky', [p.sky[1], p.hills[1]]) + SOFT)
}

/** A teapot tilts and pours into a cup (or over ice into a glass); steam rises from hot tea. */
function pour(t, o) {
  const p = palettes[o.palette]
  const angle = ease(t, 0.6, 2, 0, 38) - ease(t, 5.6, 6.8, 0, 38)
  const level = ease(t, 1.8, 6, 0, 1)
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="250" width="${W}" height="110" fill="${p.table}"/><rect y="250" width="${W}" height="6" fill="rgba(0,0,0,0.15)"/>`
  if (o.window) body += `<rect x="40" y="30" width="150" height="120" fill="${p.sky[1]}" stroke="#fff" stroke-width="6"/><path d="M115 30 V150 M40 90 H190" stroke="#fff" stroke-width="4"/>`
  if (o.cakeStand) {
    body += `<rect x="80" y="150" width="6" height="100" fill="#c9a86a"/>`
    for (const [y, r] of [[250, 60], [200, 46], [158, 34]]) body += `<ellipse cx="83" cy="${y}" rx="${r}" ry="7" fill="#f8f5ef" stroke="#c9a86a"/>`
    body += `<circle cx="60" cy="238" r="11" fill="#e8c27a"/><circle cx="102" cy="238" r="11" fill="#e8c27a"/><rect x="66" y="184" width="34" height="12" fill="#f0d0d8"/><circle cx="83" cy="148" r="8" fill="#d9534f"/>`
  }
  const cx = 430
  if (o.vessel === 'glass') {
    body += `<path d="M395 150 L465 150 L458 252 L402 252Z" fill="rgba(255,255,255,0.35)" stroke="#ffffff" stroke-width="2"/>`
    const top = 250 - level * 88
    body += `<path d="M${f(398 + (250 - top) * 0.03)} ${f(top)} L${f(462 - (250 - top) * 0.03)} ${f(top)} L458 250 L402 250Z" fill="${p.tea}" opacity="0.8"/>`
    for (const [x, y, r] of [[410, 200, 8], [432, 214, -12], [446, 190, 20], [420, 172, 5]]) body += `<rect x="${x}" y="${y}" width="18" height="18" rx="4" transform="rotate(${r} ${x + 9} ${y + 9})" fill="rgba(230,245,255,0.75)" stroke="#fff"/>`
    body += `<circle cx="462" cy="156" r="16" fill="#f3e36b" stroke="#e1c93a" stroke-width="3"/>`
  } else {
    body += `<ellipse cx="${cx}" cy="252" rx="62" ry="10" fill="#f2efe9"/><path d="M385 190 Q390 252 430 252 Q470 252 475 190Z" fill="#ffffff"/><path d="M474 204 q24 4 14 26 q-6 8 -18 4" fill="none" stroke="#fff" stroke-width="7"/>`
    body += `<ellipse cx="${cx}" cy="${f(192 + (1 - level) * 20)}" rx="${f(40 + level * 4)}" ry="7" fill="${p.tea}" opacity="${level > 0.02 ? 1 : 0}"/><ellipse cx="${cx}" cy="190" rx="45" ry="8" fill="none" stroke="#e8e2d8" stroke-width="2"/>`
    if (level > 0.3) body += steam(t, cx, 176, '#ffffff', o.palette === 'dusk' ? 0.5 : 0.8)
  }
  // The pot is lifted off the table and tilted; the stream runs from its spout's tip to the vessel.
  const lift = ease(t, 0.2, 1.4) - ease(t, 6.6, 7.6)
  const [px, py] = [250 + lift * 10, 194 - lift * 64]
  const rad = (angle * Math.PI) / 180
  const tip = [px + 126 * Math.cos(rad) + 50 * Math.sin(rad), py + 126 * Math.sin(rad) - 50 * Math.cos(rad)]
  if (angle > 26) body += `<path d="M${f(tip[0])} ${f(tip[1])} Q${f(tip[0] + 30)} ${f(tip[1] - 4)} ${cx - 4} ${o.vessel === 'glass' ? 170 : 194}" fill="none" stroke="${p.tea}" stroke-width="6" opacity="0.9"/>`
  body += `<g transform="translate(${f(px)} ${f(py)}) rotate(${f(angle)})"><ellipse cx="0" cy="0" rx="70" ry="56" fill="${o.pot}"/><rect x="-25" y="-64" width="50" height="14" rx="6" fill="${o.pot}"/><circle cx="0" cy="-68" r="8" fill="${o.pot}"/><path d="M56 -4 L126 -50" stroke="${o.pot}" stroke-width="16" stroke-linecap="round"/><path d="M-68 -24 q-40 20 -4 56" fill="none" stroke="${o.pot}" stroke-width="12"/><path d="M-50 -10 q50 -20 100 0" stroke="rgba(0,0,0,0.18)" stroke-width="5" fill="none"/></g>`
  return svg(body, gradient('wall', [p.wall, p.sky[0]]) + SOFT)
}

/** Night in the withering lofts: leaf on long troughs, a fan turning, air moving through. */
function withering(t) {
  const rnd = random('trough')
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`
  for (let x = 0; x < W; x += 64) body += `<rect x="${x}" y="0" width="6" height="${H}" fill="rgba(0,0,0,0.12)"/>`
  body += `<rect x="440" y="40" width="120" height="90" fill="#1a2440"/><circle cx="520" cy="70" r="14" fill="#f4efd6"/><rect x="440" y="40" width="120" height="90" fill="none" stroke="#7a5c40" stroke-width="6"/>`
  // The fan at the trough's head.
  body += `<circle cx="120" cy="120" r="66" fill="#3a332c"/><g transform="rotate(${f(t * 400)} 120 120)">${[0, 90, 180, 270].map((a) => `<path d="M120 120 q18 -54 0 -60 q-18 6 0 60" fill="#b8b2a6" transform="rotate(${a} 120 120)"/>`).join('')}</g><circle cx="120" cy="120" r="9" fill="#6a625a"/>`
  // The trough in perspective, heaped with leaf.
  body += `<path d="M40 250 L600 210 L640 260 L640 300 L20 330Z" fill="#6b4a30"/><path d="M40 250 L600 210 L630 240 L30 300Z" fill="#4f7a3e"/>`
  for (let i = 0; i < 160; i++) {
    const u = rnd()
    const v = rnd()
    const x = 40 + u * 580 - v * 12
    const y = 250 - u * 40 + v * (50 - u * 20)
    body += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(4 + rnd() * 3)}" ry="2.4" fill="${rnd() > 0.5 ? '#6f9b4f' : '#3f6a36'}" transform="rotate(${f(rnd() * 180)} ${f(x)} ${f(y)})"/>`
  }
  for (let i = 0; i < 6; i++) {
    const x = ((t * 120 + i * 110) % 700) - 40
    body += `<path d="M${f(x)} ${228 - i * 3} q20 -8 40 0 t40 0" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`
  }
  body += `<rect width="${W}" height="${H}" fill="#10182a" opacity="0.25"/><circle cx="300" cy="20" r="6" fill="#ffd98a"/><path d="M300 26 L240 110 L360 110Z" fill="#ffd98a" opacity="0.12"/>`
  return svg(body, gradient('wall', ['#5a4636', '#2f251d']))
}

/** The rolling table: a heavy drum circles over a brass table and twists the withered leaf. */
function rolling(t, o) {
  const p = palettes[o.palette]
  const rnd = random('roller')
  const a = t * 2.2
  const dx = Math.cos(a) * 70
  const dy = Math.sin(a) * 16
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="270" width="${W}" height="90" fill="#5b544c"/>`
  body += `<g transform="rotate(${f(t * 90)} 90 110)"><circle cx="90" cy="110" r="56" fill="none" stroke="#4a4440" stroke-width="10"/>${[0, 60, 120].map((r) => `<path d="M34 110 H146" stroke="#4a4440" stroke-width="7" transform="rotate(${r} 90 110)"/>`).join('')}</g><circle cx="90" cy="110" r="10" fill="#2d2925"/><path d="M90 54 L330 150" stroke="#2d2925" stroke-width="4"/>`
  body += `<ellipse cx="330" cy="280" rx="170" ry="36" fill="#7a6a4a"/><ellipse cx="330" cy="268" rx="170" ry="36" fill="#c9a65a"/><ellipse cx="330" cy="266" rx="140" ry="26" fill="#a88843"/>`
  for (let i = 0; i < 90; i++) {
    const r = Math.sqrt(rnd()) * 120
    const th = rnd() * Math.PI * 2 + a * 0.2
    const x = 330 + Math.cos(th) * r
    const y = 266 + Math.sin(th) * r * 0.2
    body += `<path d="M${f(x)} ${f(y)} q4 -3 8 0 t8 0" stroke="${rnd() > 0.5 ? '#4d3a1e' : '#6b5a2a'}" stroke-width="3" fill="none"/>`
  }
  body += `<rect x="${f(330 + dx - 70)}" y="${f(150 + dy)}" width="140" height="100" rx="10" fill="#8f8a80"/><ellipse cx="${f(330 + dx)}" cy="${f(150 + dy)}" rx="70" ry="16" fill="#b3aea3"/><rect x="${f(330 + dx - 4)}" y="${f(40 + dy)}" width="8" height="110" fill="#6b665e"/>`
  body += `<rect x="150" y="40" width="360" height="12" fill="#4a4440"/><rect x="150" y="40" width="12" height="240" fill="#4a4440"/><rect x="498" y="40" width="12" height="240" fill="#4a4440"/>`
  return svg(body, gradient('wall', [p.wall, '#8c8377']))
}

/** The tasting bench: a row of cups with liquors from pale gold to copper; the taster's spoon moves along. */
function tasting(t, o) {
  const p = palettes[o.palette]
  const liquors = ['#e6b24a', '#d9962f', '#c77a26', '#b0601f', '#96481a', '#7d3a16']
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect x="30" y="40" width="180" height="110" fill="#fdfbf6" stroke="#ddd3c2"/>`
  for (let i = 0; i < 6; i++) body += `<rect x="44" y="${56 + i * 14}" width="${100 + (i % 3) * 20}" height="5" fill="#c9bda8"/>`
  body += `<rect y="210" width="${W}" height="150" fill="#f3efe7"/><rect y="206" width="${W}" height="8" fill="#d8cfbf"/>`
  const spoonAt = Math.min(5, Math.floor(t / (o.duration / 6)))
  liquors.forEach((colour, i) => {
    const x = 70 + i * 100
    body += `<ellipse cx="${x}" cy="262" rx="40" ry="9" fill="#e2dbcf"/><path d="M36 0 Q40 46 0 50 Q-40 46 -36 0Z" transform="translate(${x} 212)" fill="#ffffff"/><ellipse cx="${x}" cy="214" rx="36" ry="7" fill="${colour}"/>`
    body += `<ellipse cx="${x}" cy="300" rx="26" ry="8" fill="#ffffff"/><ellipse cx="${x}" cy="296" rx="16" ry="6" fill="${i < 3 ? '#5c4a2a' : '#3e2f1c'}"/>`
    body += steam(t + i * 0.7, x, 200, '#ffffff', 0.5)
  })
  const sx = 70 + ease(t % (o.duration / 6), 0, 0.8, Math.max(0, spoonAt - 1), spoonAt) * 100
  const sy = 180 - Math.abs(Math.sin(t * 2.5)) * 30
  body += `<g transform="translate(${f(sx)} ${f(sy)}) rotate(-30)"><ellipse cx="0" cy="0" rx="12" ry="8" fill="#c0c4c8"/><rect x="8" y="-3" width="80" height="6" rx="3" fill="#c0c4c8"/></g>`
  return svg(body, gradient('wall', [p.wall, p.sky[1]]))
}

/** Whoever speaks: an illustrated head and shoulders before their own background, the mouth moving while they talk. */
function portrait(t, o) {
  const p = palettes[o.palette]
  const talking = o.cues.some(([a, b]) => t >= a && t <= b - 0.2)
  const mouth = talking ? 2 + Math.abs(Math.sin(t * 11) * Math.sin(t * 4.3)) * 9 : 1.5
  const blink = (t + o.blinkOffset) % 3.4 < 0.14 ? 0.15 : 1
  const tilt = Math.sin(t * 0.9) * 2.5
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>` + backgrounds[o.background](t, p)
  body += `<path d="M170 360 Q180 268 320 258 Q460 268 470 360Z" fill="${o.clothing}"/>`
  if (o.drape) body += `<path d="M250 270 Q330 300 420 360 L360 360 Q320 310 240 280Z" fill="${o.drape}"/>`
  body += `<rect x="300" y="220" width="40" height="50" fill="${o.skin}"/><path d="M300 262 Q320 284 340 262" fill="rgba(0,0,0,0.12)"/>`
  body += `<g transform="rotate(${f(tilt)} 320 250)">`
  body += hair[o.hair].back(o)
  body += `<ellipse cx="320" cy="170" rx="62" ry="76" fill="${o.skin}"/><ellipse cx="258" cy="176" rx="10" ry="16" fill="${o.skin}"/><ellipse cx="382" cy="176" rx="10" ry="16" fill="${o.skin}"/>`
  if (o.earrings) body += `<circle cx="258" cy="196" r="4" fill="#e7c35a"/><circle cx="382" cy="196" r="4" fill="#e7c35a"/>`
  body += `<path d="M282 142 q14 -8 28 0 M330 142 q14 -8 28 0" stroke="${o.brows}" stroke-width="4" fill="none" stroke-linecap="round"/>`
  body += `<ellipse cx="296" cy="162" rx="7" ry="${f(6 * blink)}" fill="#2b211c"/><ellipse cx="344" cy="162" rx="7" ry="${f(6 * blink)}" fill="#2b211c"/>`
  if (o.glasses) body += `<circle cx="296" cy="162" r="15" fill="none" stroke="#3b3b3b" stroke-width="3"/><circle cx="344" cy="162" r="15" fill="none" stroke="#3b3b3b" stroke-width="3"/><path d="M311 162 h18" stroke="#3b3b3b" stroke-width="3"/>`
  body += `<path d="M320 168 q-6 18 2 22" stroke="rgba(0,0,0,0.25)" stroke-width="3" fill="none"/>`
  body += `<ellipse cx="320" cy="212" rx="14" ry="${f(mouth)}" fill="#6b2f2a"/><path d="M304 210 q16 ${talking ? 2 : 6} 32 0" stroke="#8a3f38" stroke-width="2" fill="none"/>`
  if (o.dot) body += `<circle cx="320" cy="136" r="4" fill="#b3262e"/>`
  body += hair[o.hair].front(o)
  body += `</g>`
  return svg(body, gradient('bg', [p.sky[0], p.sky[1]]) + SOFT)
}

const backgrounds = {
  hills: (t, p) => ridge(250, 16, 1.2, p.hills[1]) + ridge(290, 18, 2.4, p.hills[2]) + teaRows(290, 18, 2.4, p.rows, 4) + mist(t, p.mist, { y: 250, count: 3, seed: 'portrait' }),
  shop: () => [60, 140, 220].map((y) => `<rect x="0" y="${y}" width="${W}" height="8" fill="#7d5a3a"/>` + Array.from({ length: 16 }, (_, i) => `<rect x="${10 + i * 40}" y="${y - 40}" width="30" height="40" rx="3" fill="${['#2f6a4a', '#b5532f', '#e0b64a', '#3e5f8a'][i % 4]}"/>`).join('')).join(''),
  books: () => [70, 150, 230].map((y) => `<rect x="0" y="${y}" width="${W}" height="8" fill="#6f4f33"/>` + Array.from({ length: 40 }, (_, i) => `<rect x="${6 + i * 16}" y="${y - 44 + (i % 3) * 4}" width="12" height="${44 - (i % 3) * 4}" fill="${['#c0392b', '#2e86c1', '#f1c40f', '#27ae60', '#8e44ad'][i % 5]}"/>`).join('')).join(''),
  night: (t) => `<rect x="400" y="40" width="200" height="150" fill="#0e1530" stroke="#3a3f55" stroke-width="8"/>` + Array.from({ length: 12 }, (_, i) => `<rect x="${410 + (i % 6) * 30}" y="${120 + Math.floor(i / 6) * 30}" width="14" height="20" fill="${(i + Math.floor(t)) % 4 ? '#f3d27a' : '#2a3152'}"/>`).join('') + `<circle cx="560" cy="70" r="12" fill="#f4efd6"/>`,
  lockers: () => Array.from({ length: 9 }, (_, i) => `<rect x="${i * 72}" y="20" width="66" height="240" fill="#3f6f8f" stroke="#2c5068" stroke-width="3"/><rect x="${i * 72 + 50}" y="130" width="6" height="24" fill="#c9d3da"/>`).join('') + `<rect x="0" y="250" width="${W}" height="20" fill="#8a6a48"/>`,
  garden: (_t, p) => ridge(200, 12, 0.8, p.hills[2]) + teaRows(200, 12, 0.8, p.rows, 6) + shadeTree(90, 190, 70, p.hills[3]) + shadeTree(560, 200, 60, p.hills[3]),
}

const hair = {
  bun: { back: (o) => `<circle cx="320" cy="92" r="26" fill="${o.hairColour}"/><ellipse cx="320" cy="150" rx="68" ry="74" fill="${o.hairColour}"/>`, front: (o) => `<path d="M258 150 Q262 90 320 88 Q378 90 382 150 Q360 112 320 114 Q280 112 258 150Z" fill="${o.hairColour}"/>` },
  short: { back: (o) => `<ellipse cx="320" cy="140" rx="66" ry="62" fill="${o.hairColour}"/>`, front: (o) => `<path d="M256 150 Q258 84 320 84 Q384 84 384 150 Q372 110 330 108 Q290 118 256 150Z" fill="${o.hairColour}"/>` },
  long: { back: (o) => `<path d="M248 150 Q250 80 320 80 Q392 80 392 150 L402 290 L238 290Z" fill="${o.hairColour}"/>`, front: (o) => `<path d="M256 160 Q260 88 320 88 Q382 88 384 160 Q350 104 300 112 Q270 124 256 160Z" fill="${o.hairColour}"/>` },
  cap: { back: (o) => `<ellipse cx="320" cy="140" rx="64" ry="60" fill="${o.hairColour}"/>`, front: (o) => `<path d="M256 132 Q258 84 320 82 Q384 84 386 132Z" fill="${o.capColour}"/><path d="M330 128 Q400 124 430 136 L388 138Z" fill="${o.capColour}"/>` },
  scarf: { back: (o) => `<path d="M244 170 Q244 78 320 76 Q396 78 396 170 L410 290 L230 290Z" fill="${o.hairColour}"/>`, front: (o) => `<path d="M252 160 Q254 84 320 82 Q386 84 388 160 Q380 104 320 102 Q260 104 252 160Z" fill="${o.hairColour}"/>` },
}

export const scenes = { hills, plucking, pour, withering, rolling, tasting, portrait }
