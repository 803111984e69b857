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
  // The photographers, artists and tea drinkers of Tea Inspired (by their item's slug: GALLERY_PORTRAITS).
  portraitAnjali: {
    file: 'anjali-wijeratne',
    person: { skin: '#a4693f', hair: '#1b1310', hairStyle: 'long', clothes: '#3f6b8a', garment: 'collar', background: '#f3d9b0' },
    alt: 'Illustrated portrait of Anjali Wijeratne, landscape photographer, with long dark hair and a blue shirt against a dawn-orange background',
    altDe: 'Gezeichnetes Porträt von Anjali Wijeratne, Landschaftsfotografin, mit langem dunklem Haar und blauem Hemd vor morgenorangem Hintergrund',
  },
  portraitTomas: {
    file: 'tomas-ekberg',
    person: { skin: '#f0cfb4', hair: '#c9a46a', hairStyle: 'short', clothes: '#44553a', garment: 'collar', background: '#c9d9cf', glasses: true },
    alt: 'Illustrated portrait of Tomas Ekberg, documentary photographer, with short fair hair, glasses and an olive shirt against a grey-green background',
    altDe: 'Gezeichnetes Porträt von Tomas Ekberg, Dokumentarfotograf, mit kurzem blondem Haar, Brille und olivfarbenem Hemd vor graugrünem Hintergrund',
  },
  portraitRuwan: {
    file: 'ruwan-dissanayake',
    person: { skin: '#8a5634', hair: '#16100d', hairStyle: 'side-part', clothes: '#1f1f24', garment: 'plain', background: '#e8c88e', moustache: true },
    alt: 'Illustrated portrait of Ruwan Dissanayake, still-life photographer, with a moustache and a black top against a warm amber background',
    altDe: 'Gezeichnetes Porträt von Ruwan Dissanayake, Stilllebenfotograf, mit Schnurrbart und schwarzem Oberteil vor warmem bernsteinfarbenem Hintergrund',
  },
  portraitLakmini: {
    file: 'lakmini-senanayake',
    person: { skin: '#b07a50', hair: '#241812', hairStyle: 'bun', clothes: '#5a8a7a', garment: 'sari', background: '#dfe8e2', earrings: true },
    alt: 'Illustrated portrait of Lakmini Senanayake, watercolourist, with her hair in a bun and a sea-green sari against a pale grey-green background',
    altDe: 'Gezeichnetes Porträt von Lakmini Senanayake, Aquarellmalerin, mit Haarknoten und meergrünem Sari vor hellem graugrünem Hintergrund',
  },
  portraitHugo: {
    file: 'hugo-marchetti',
    person: { skin: '#e3b48f', hair: '#3a2a20', hairStyle: 'receding', clothes: '#8a3b2a', garment: 'plain', background: '#f0e2c8', glasses: true },
    alt: 'Illustrated portrait of Hugo Marchetti, printmaker, with receding dark hair, glasses and a rust-red top against a cream background',
    altDe: 'Gezeichnetes Porträt von Hugo Marchetti, Druckgrafiker, mit lichter werdendem dunklem Haar, Brille und rostrotem Oberteil vor cremefarbenem Hintergrund',
  },
  portraitChandana: {
    file: 'chandana-kumara',
    person: { skin: '#7f4f30', hair: '#2a211c', hairStyle: 'short', clothes: '#b0683a', garment: 'collar', background: '#d9c4a4', moustache: true },
    alt: 'Illustrated portrait of Chandana Kumara, potter, with short hair, a moustache and a clay-coloured shirt against a sand background',
    altDe: 'Gezeichnetes Porträt von Chandana Kumara, Töpfer, mit kurzem Haar, Schnurrbart und tonfarbenem Hemd vor sandfarbenem Hintergrund',
  },
  portraitDinesh: {
    file: 'dinesh-haputale',
    person: { skin: '#94603a', hair: '#1a1411', hairStyle: 'short', clothes: '#c0392b', garment: 'plain', background: '#cfe0c3' },
    alt: 'Illustrated portrait of Dinesh, a walker from Haputale, with short dark hair and a red jacket against a pale green background',
    altDe: 'Gezeichnetes Porträt von Dinesh, einem Wanderer aus Haputale, mit kurzem dunklem Haar und roter Jacke vor hellgrünem Hintergrund',
  },
  portraitLena: {
    file: 'lena-hamburg',
    person: { skin: '#f2d2ba', hair: '#8a5a34', hairStyle: 'long', clothes: '#2f4a6a', garment: 'plain', background: '#f2e4cf', earrings: true },
    alt: 'Illustrated portrait of Lena from Hamburg, with long chestnut hair and a navy jumper against a cream background',
    altDe: 'Gezeichnetes Porträt von Lena aus Hamburg mit langem kastanienbraunem Haar und marineblauem Pullover vor cremefarbenem Hintergrund',
  },
  portraitPriya: {
    file: 'priya-singapore',
    person: { skin: '#9a6443', hair: '#120d0b', hairStyle: 'bun', clothes: '#5fa7b0', garment: 'collar', background: '#f6d7c3' },
    alt: 'Illustrated portrait of Priya, a nurse in Singapore, with her hair tied back and a teal uniform against a soft peach background',
    altDe: 'Gezeichnetes Porträt von Priya, Krankenschwester in Singapur, mit zurückgebundenem Haar und türkisfarbener Dienstkleidung vor zartem Pfirsichton',
  },
  // The blog's writers (by name: AUTHOR_PORTRAITS).
  portraitNirmala: {
    file: 'nirmala-perera',
    person: { skin: '#a86e48', hair: '#2a1d16', hairStyle: 'side-part', clothes: '#7a1f2b', garment: 'sari', background: '#f0d7a8', glasses: true },
    alt: 'Illustrated portrait of Nirmala Perera, tea taster, with glasses and a claret sari against a warm yellow background',
    altDe: 'Gezeichnetes Porträt von Nirmala Perera, Teeverkosterin, mit Brille und weinrotem Sari vor warmgelbem Hintergrund',
  },
  portraitAnura: {
    file: 'anura-jayasinghe',
    person: { skin: '#865535', hair: '#8f8a84', hairStyle: 'receding', clothes: '#e9e4d6', garment: 'collar', background: '#bcd3b4', moustache: true },
    alt: 'Illustrated portrait of Anura Jayasinghe, planter, with greying hair, a moustache and a white shirt against a leaf-green background',
    altDe: 'Gezeichnetes Porträt von Anura Jayasinghe, Pflanzer, mit ergrauendem Haar, Schnurrbart und weißem Hemd vor blattgrünem Hintergrund',
  },
  portraitSanduni: {
    file: 'sanduni-wickramasinghe',
    person: { skin: '#b37b54', hair: '#1e1410', hairStyle: 'long', clothes: '#d98c3a', garment: 'plain', background: '#f4e6cf', earrings: true },
    alt: 'Illustrated portrait of Sanduni Wickramasinghe, cook, with long dark hair and a saffron top against a cream background',
    altDe: 'Gezeichnetes Porträt von Sanduni Wickramasinghe, Köchin, mit langem dunklem Haar und safranfarbenem Oberteil vor cremefarbenem Hintergrund',
  },
  portraitMalik: {
    file: 'malik-fernando',
    person: { skin: '#7d4c2e', hair: '#17110e', hairStyle: 'side-part', clothes: '#2d4a7a', garment: 'collar', background: '#d6dde8', glasses: true },
    alt: 'Illustrated portrait of Malik Fernando, writer, with glasses and a navy shirt against a pale blue background',
    altDe: 'Gezeichnetes Porträt von Malik Fernando, Autor, mit Brille und marineblauem Hemd vor hellblauem Hintergrund',
  },
  portraitHanna: {
    file: 'hanna-berger',
    person: { skin: '#f4d6c2', hair: '#d9b56a', hairStyle: 'bun', clothes: '#3d6d56', garment: 'collar', background: '#efe0c4', earrings: true },
    alt: 'Illustrated portrait of Hanna Berger, tea ambassador in Hamburg, with fair hair in a bun and a green blouse against a cream background',
    altDe: 'Gezeichnetes Porträt von Hanna Berger, Tee-Botschafterin in Hamburg, mit blondem Haarknoten und grüner Bluse vor cremefarbenem Hintergrund',
  },
  // The tea makers quoted on the site.
  portraitUpali: {
    file: 'upali-tea-maker',
    person: { skin: '#8f5b39', hair: '#d6d0c6', hairStyle: 'receding', clothes: '#f2efe6', garment: 'collar', background: '#cfe0c3', glasses: true, moustache: true },
    alt: `Illustrated portrait of Upali ${brandName}, tea maker, with white hair, glasses, a moustache and a white shirt against a pale green background`,
    altDe: `Gezeichnetes Porträt von Upali ${brandName}, Tea Maker, mit weißem Haar, Brille, Schnurrbart und weißem Hemd vor hellgrünem Hintergrund`,
  },
  portraitNethmi: {
    file: 'nethmi-foundation',
    person: { skin: '#a46a44', hair: '#1d1410', hairStyle: 'long', clothes: '#5b2a4e', garment: 'sari', background: '#ead9bd', earrings: true },
    alt: `Illustrated portrait of Nethmi ${brandName}, director of the Foundation, with long dark hair and a plum sari against a warm beige background`,
    altDe: `Gezeichnetes Porträt von Nethmi ${brandName}, Leiterin der Stiftung, mit langem dunklem Haar und pflaumenfarbenem Sari vor warmem Beige`,
  },
} satisfies Record<string, PortraitRow>

export const portraitImages = Object.fromEntries(
  Object.entries(rows).map(([key, row]) => [key, portraitOf(row)]),
) as Record<keyof typeof rows, ImageSpec>

/** The portrait of each Tea Inspired item that is about a person, by the item's slug. */
export const GALLERY_PORTRAITS: Record<string, keyof typeof rows> = {
  'anjali-wijeratne': 'portraitAnjali',
  'tomas-ekberg': 'portraitTomas',
  'ruwan-dissanayake': 'portraitRuwan',
  'lakmini-senanayake': 'portraitLakmini',
  'hugo-marchetti': 'portraitHugo',
  'chandana-kumara': 'portraitChandana',
  'a-flask-on-the-ridge': 'portraitDinesh',
  'sunday-tea-with-oma': 'portraitLena',
  'first-light-after-the-night-shift': 'portraitPriya',
}

/** Each blog writer's portrait, by the name the posts give. */
export const AUTHOR_PORTRAITS: Record<string, keyof typeof rows> = {
  'Nirmala Perera': 'portraitNirmala',
  'Anura Jayasinghe': 'portraitAnura',
  'Sanduni Wickramasinghe': 'portraitSanduni',
  'Malik Fernando': 'portraitMalik',
  'Hanna Berger': 'portraitHanna',
}
