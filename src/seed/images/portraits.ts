import { brandName } from '@/site.config'
import type { ImageSpec } from './render'
import type { PortraitOptions } from './scenes/portrait'

/** Illustrated portraits of the people the site names: the founder and the staff on the careers page. */
const portraitOf = (filename: string, person: PortraitOptions, alt: string): ImageSpec => ({
  filename: `dalumara-portrait-${filename}.webp`, width: 800, height: 800, palette: 'morning', scene: { kind: 'portrait', ...person }, alt,
})

export const portraitImages = {
  portraitNirosha: portraitOf('nirosha-wijeratne', { skin: '#a86b45', hair: '#1d1410', hairStyle: 'bun', clothes: '#2f7a5a', garment: 'sari', background: '#cfe0c3', earrings: true }, 'Illustrated portrait of Nirosha Wijeratne, field officer at Kirikanda, in a green sari against a pale green background'),
  portraitArjun: portraitOf('arjun-ratnayake', { skin: '#8d5a3b', hair: '#1a1412', hairStyle: 'side-part', clothes: '#f2efe6', garment: 'collar', background: '#f0d7a8', glasses: true }, 'Illustrated portrait of Arjun Ratnayake, tea taster, in a white shirt and round glasses against a warm yellow background'),
  portraitDilani: portraitOf('dilani-perera', { skin: '#b97c52', hair: '#2a1a14', hairStyle: 'long', clothes: '#2d4a7a', garment: 'collar', background: '#c9d6e8', earrings: true }, 'Illustrated portrait of Dilani Perera, factory engineer, with long dark hair and a navy shirt against a pale blue background'),
  portraitFounder: portraitOf('kamala-founder', { skin: '#9c6440', hair: '#cfcac2', hairStyle: 'bun', clothes: '#7a1f2b', garment: 'sari', background: '#ead9bd', glasses: true, earrings: true }, `Illustrated portrait of Kamala ${brandName}, with silver hair, glasses and a deep red sari`),
}
