import type { Palette } from '../palettes'
import type { Random } from '../random'

/** What every scene receives: the canvas size in pixels, the colours and a seeded random source. */
export type SceneInput = { width: number; height: number; palette: Palette; rng: Random }

export const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
