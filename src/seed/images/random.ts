/**
 * A small seeded PRNG (mulberry32), so every generated image is the same on every machine and run:
 * a re-seed on a fresh database produces byte-for-byte the pictures editors saw before.
 */
export type Random = {
  next: () => number
  range: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
}

export function seededRandom(seedText: string): Random {
  let a = hash(seedText)
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  }
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}
