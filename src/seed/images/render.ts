import sharp from 'sharp'
import { seedSettings } from '@/site.config'
import { drawnKey, keepDrawn, readDrawn } from './drawn-cache'
import { palettes, type PaletteName } from './palettes'
import { seededRandom } from './random'
import { forest } from './scenes/forest'
import { landscape, type LandscapeOptions } from './scenes/landscape'
import { leaves, pattern } from './scenes/leaves'
import { stillLife, type StillLifeOptions } from './scenes/stillLife'
import { signature } from './scenes/signature'
import { letter, type LetterOptions } from './scenes/letter'
import { pack, type PackOptions } from './scenes/pack'
import { portrait, type PortraitOptions } from './scenes/portrait'
import { certificate, type CertificateOptions } from './scenes/certificate'
import { objects, type ObjectsOptions } from './scenes/objects'
import { ingredients, type IngredientsOptions } from './scenes/ingredients'
import type { SceneInput } from './scenes/types'

/** A picture to generate: which scene, in which light, at which size and format. */
export type ImageSpec = {
  filename: string
  width: number
  height: number
  palette: PaletteName
  scene:
    | ({ kind: 'landscape' } & LandscapeOptions)
    | ({ kind: 'stillLife' } & StillLifeOptions)
    | { kind: 'leaves' }
    | { kind: 'pattern' }
    | { kind: 'forest' }
    | { kind: 'signature' }
    | ({ kind: 'letter' } & LetterOptions)
    | ({ kind: 'pack' } & PackOptions)
    | ({ kind: 'portrait' } & PortraitOptions)
    | ({ kind: 'certificate' } & CertificateOptions)
    | ({ kind: 'objects' } & ObjectsOptions)
    | ({ kind: 'ingredients' } & IngredientsOptions)
  alt: string
  /** The German alt text; without it German pages read the English one (Payload's locale fallback). */
  altDe?: string
}

export type GeneratedFile = { data: Buffer; mimetype: string; name: string; size: number }

export function composeSvg(spec: ImageSpec): string {
  const input: SceneInput = {
    width: spec.width,
    height: spec.height,
    palette: palettes[spec.palette],
    rng: seededRandom(spec.filename),
  }
  const { scene } = spec
  switch (scene.kind) {
    case 'landscape':
      return landscape(input, scene)
    case 'stillLife':
      return stillLife(input, scene)
    case 'leaves':
      return leaves(input)
    case 'pattern':
      return pattern(input)
    case 'forest':
      return forest(input)
    case 'signature':
      return signature(input)
    case 'letter':
      return letter(input, scene)
    case 'pack':
      return pack(input, scene)
    case 'portrait':
      return portrait(input, scene)
    case 'certificate':
      return certificate(input, scene)
    case 'objects':
      return objects(input, scene)
    case 'ingredients':
      return ingredients(input, scene)
  }
}

// libjpeg's own encoder: mozjpeg saves about a tenth of the bytes but took a third of the seed's drawing time.
const JPEG = { quality: 82, progressive: true, optimiseCoding: true } as const
const WEBP = { quality: 80, effort: 3 } as const

const drawing = new Map<string, Promise<GeneratedFile>>()
const waiting: (() => void)[] = []
let running = 0

/** At most `concurrency` drawings at once (sharp is CPU-bound); the rest wait their turn in order. */
async function inPool<T>(work: () => Promise<T>): Promise<T> {
  if (running >= seedSettings().concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/**
 * Rasterises the scene to the format its file name asks for (.jpg or .webp), or takes the same
 * drawing from the cache. A picture asked for twice (drawn ahead by `drawAhead`, then uploaded) is
 * drawn once.
 */
export function renderImage(spec: ImageSpec): Promise<GeneratedFile> {
  let file = drawing.get(spec.filename)
  if (!file) {
    file = inPool(() => draw(spec))
    drawing.set(spec.filename, file)
  }
  return file
}

/**
 * Starts drawing pictures the seed will upload later, so the drawing runs while the seed is busy
 * writing documents (one core on the database, the other drawing) instead of after it.
 */
export function drawAhead(specs: ImageSpec[]): void {
  for (const spec of specs) renderImage(spec).catch(() => drawing.delete(spec.filename))
}

async function draw(spec: ImageSpec): Promise<GeneratedFile> {
  const svg = composeSvg(spec)
  const webp = spec.filename.endsWith('.webp')
  const key = drawnKey(svg, JSON.stringify(webp ? WEBP : JPEG), sharp.versions.vips)
  let data = await readDrawn(key)
  if (!data) {
    const image = sharp(Buffer.from(svg))
    data = webp ? await image.webp(WEBP).toBuffer() : await image.jpeg(JPEG).toBuffer()
    await keepDrawn(key, data)
  }
  return { data, mimetype: webp ? 'image/webp' : 'image/jpeg', name: spec.filename, size: data.length }
}
