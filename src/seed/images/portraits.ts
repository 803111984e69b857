import { brandName } from '@/site.config'
import type { ImageSpec } from './render'
import type { PortraitOptions } from './scenes/portrait'

/** One row per named person the site shows with a picture: file name, drawing options and the alt text in both languages. */
type PortraitRow = { file: string; person: PortraitOptions; alt: string; altDe: string }

const portraitOf = ({ file, person, alt, altDe }: PortraitRow): ImageSpec => ({
  filename: `dalumara-portrait-${file}.webp`, width: 800, height: 800, palette: 'morning', scene: { kind: 'portrait', ...person }, alt, altDe,
})

const rows = {
  portraitNirosha: {
    file: 'nirosha-wijeratne',
    person: { skin: '#a86b45', hair: '#1d1410', hairStyle: 'bun', clothes: '#2f7a5a', garment: 'sari', background: '#cfe0c3', earrings: true },
    alt: 'Illustrated portrait of Nirosha Wijeratne, field officer at Kirikanda, in a green sari against a pale green background',
    altDe: 'Gezeichnetes Porträt von Nirosha Wijeratne, Feldbetreuerin in Kirikanda, in grünem Sari vor hellgrünem Hintergrund',
  },
  portraitArjun: {
    file: 'arjun-ratnayake',
    person: { skin: '#8d5a3b', hair: '#1a1412', hairStyle: 'side-part', clothes: '#f2efe6', garment: 'collar', background: '#f0d7a8', glasses: true },
    alt: 'Illustrated portrait of Arjun Ratnayake, tea taster, in a white shirt and round glasses against a warm yellow background',
    altDe: 'Gezeichnetes Porträt von Arjun Ratnayake, Teeverkoster, in weißem Hemd und mit runder Brille vor warmgelbem Hintergrund',
  },
  portraitDilani: {
    file: 'dilani-perera',
    person: { skin: '#b97c52', hair: '#2a1a14', hairStyle: 'long', clothes: '#2d4a7a', garment: 'collar', background: '#c9d6e8', earrings: true },
    alt: 'Illustrated portrait of Dilani Perera, factory engineer, with long dark hair and a navy shirt against a pale blue background',
    altDe: 'Gezeichnetes Porträt von Dilani Perera, Fabrikingenieurin, mit langem dunklem Haar und marineblauem Hemd vor hellblauem Hintergrund',
  },
  portraitFounder: {
    file: 'kamala-founder',
    person: { skin: '#9c6440', hair: '#cfcac2', hairStyle: 'bun', clothes: '#7a1f2b', garment: 'sari', background: '#ead9bd', glasses: true, earrings: true },
    alt: `Illustrated portrait of Kamala ${brandName}, with silver hair, glasses and a deep red sari`,
    altDe: `Gezeichnetes Porträt von Kamala ${brandName} mit silbernem Haar, Brille und tiefrotem Sari`,
  },
} satisfies Record<string, PortraitRow>

export const portraitImages = Object.fromEntries(
  Object.entries(rows).map(([key, row]) => [key, portraitOf(row)]),
) as Record<keyof typeof rows, ImageSpec>
