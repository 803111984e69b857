import type { StaticImageData } from 'next/image'
import sprite from './icons.svg'

/**
 * The address of one drawing of icons.svg: a shell icon by name, a social network's glyph as `social-{network}`.
 * The file is a static asset with a content hash in its name, downloaded once and cached, so no page carries the
 * drawings in its HTML.
 */
export const iconHref = (id: string) => `${spriteUrl()}#${id}`

// Next.js imports the file as image data; Vite (the unit tests) as its address.
const spriteUrl = () => (typeof sprite === 'string' ? sprite : (sprite as StaticImageData).src)
