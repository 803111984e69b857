import { describe, expect, it } from 'vitest'
import { PICTURE_WIDTHS } from '@/config/images'
import imageLoader, { pictureSizeUrl } from '@/lib/media/image-loader'
import { isUploadName, parseSizeName, sizesToMake } from '@/lib/media/sizes/names'

describe('the sizes made of every picture', () => {
  it('names each width a srcset can ask for, and nothing else', () => {
    expect(imageLoader({ src: '/api/media/file/tea%20garden.jpg?prefix=site', width: 828 })).toBe('/img/tea%20garden.jpg/828.webp')
    expect(pictureSizeUrl('https://cdn.example/x.jpg', 640)).toBe('https://cdn.example/x.jpg')
    for (const width of PICTURE_WIDTHS) expect(parseSizeName(`${width}.webp`)).toEqual({ width, format: 'webp' })
    for (const name of ['641.webp', '828.avif', '828.WEBP', '0828.webp', '828.webp.webp', '640.jpg', '-1.webp', '']) expect(parseSizeName(name), name).toBeNull()
    expect(parseSizeName('1280.jpg')).toEqual({ width: 1280, format: 'jpg' })
  })

  it('makes the JPEG share card only of a picture wider than one', () => {
    expect(sizesToMake(1200).map((size) => `${size.width}.${size.format}`)).toEqual(PICTURE_WIDTHS.map((width) => `${width}.webp`))
    expect(sizesToMake(2400).at(-1)).toEqual({ width: 1280, format: 'jpg' })
  })

  it('takes only a plain upload name, never a path', () => {
    expect(isUploadName('tea-garden-1.jpg')).toBe(true)
    for (const name of ['', '.', '..', '../x.jpg', 'a/b.jpg', 'a\\b.jpg', '.hidden.jpg', 'nul\u0000.jpg', 'x'.repeat(256)]) expect(isUploadName(name), name).toBe(false)
  })
})
