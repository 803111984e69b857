import type { Payload } from 'payload'
import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { seoData, t, type Locale, type MediaIds } from './build'
import type { ImageKey } from './images/catalogue'
import { richText, type RichTextPart } from './richText'
import type { Localized, SeoSeed } from './content/types'
import { upsertDocument } from './upsert-document'
import { ensureFilms, type FilmId, type FilmMedia } from './films'
import { seedVideoUrls } from './videos'

/**
 * The tea estates: the family's three gardens and two partner gardens, with real-looking
 * positions in Sri Lanka's tea country. Each plays its generated film (src/seed/films), the first
 * ones the YouTube videos of SEED_VIDEO_IDS instead when set (each id once; see ./videos.ts).
 */
type EstateSeed = {
  slug: string
  type: 'family' | 'partner'
  latitude: number
  longitude: number
  elevation: number
  images: [ImageKey, ImageKey, ImageKey, ImageKey]
  /** The film of the estate (copy.videoTitle names it). */
  film: FilmId
  copy: Localized<{ name: string; region: string; summary: string; description: RichTextPart[]; tourText: string; videoTitle: string }>
  seo: SeoSeed
}

export const estates: EstateSeed[] = [
  {
    slug: 'kirikanda',
    type: 'family',
    latitude: 6.768,
    longitude: 80.958,
    elevation: 1450,
    images: ['estateKirikanda1', 'estateKirikanda2', 'estateKirikanda3', 'estateKirikanda4'],
    film: 'plucking',
    copy: {
      en: {
        name: 'Kirikanda Estate',
        region: 'Uva',
        summary: 'The family’s first garden: sixty hectares of terraces above Haputale, replanted by hand from 1979.',
        description: [
          `Kirikanda was the garden that began ${brandName}: overgrown, half-abandoned and cheap when Kamala and Upali bought it in 1979. Today its terraces run from 1,300 to 1,600 metres on the eastern face of the Haputale ridge, where the dry August winds of Uva give the tea its bright, brisk liquor.`,
          'The estate plucks by hand every seven days in the flush, withers in the old lofts above the factory and rolls in small batches, so each day’s leaf can be tasted and sent out on its own.',
          '**What to look for:** a coppery cup with a clean, almost menthol finish in the Uva quality season from July to September.',
        ],
        tourText: 'Plan a visit to Kirikanda',
        videoTitle: 'A plucking morning at Kirikanda',
      },
      de: {
        name: 'Kirikanda Estate',
        region: 'Uva',
        summary: 'Der erste Garten der Familie: sechzig Hektar Terrassen oberhalb von Haputale, seit 1979 von Hand neu bepflanzt.',
        description: [
          `Mit Kirikanda begann ${brandName}: verwildert, halb aufgegeben und günstig, als Kamala und Upali den Garten 1979 kauften. Heute ziehen sich seine Terrassen zwischen 1.300 und 1.600 Metern über die Ostseite des Haputale-Kamms, wo die trockenen Augustwinde von Uva dem Tee seine helle, lebhafte Tasse geben.`,
          'Gepflückt wird in der Saison alle sieben Tage von Hand; das Blatt welkt in den alten Lofts über der Fabrik und wird in kleinen Partien gerollt.',
          '**Worauf Sie achten können:** eine kupferfarbene Tasse mit klarem, fast mentholfrischem Abgang in der Uva-Saison von Juli bis September.',
        ],
        tourText: 'Einen Besuch in Kirikanda planen',
        videoTitle: 'Ein Pflückmorgen in Kirikanda',
      },
    },
    seo: {
      en: { title: 'Kirikanda Estate, Uva', description: `Kirikanda, the first ${brandName} estate: terraced high-grown tea above Haputale in Uva.`, keywords: 'Kirikanda, Uva tea, Haputale, tea estate' },
      de: { title: 'Kirikanda Estate, Uva', description: `Kirikanda, der erste Garten von ${brandName}: Hochlandtee auf Terrassen oberhalb von Haputale in Uva.`, keywords: 'Kirikanda, Uva-Tee, Haputale, Teegarten' },
    },
  },
  {
    slug: 'malhena',
    type: 'family',
    latitude: 6.937,
    longitude: 80.66,
    elevation: 1350,
    images: ['estateMalhena1', 'estateMalhena2', 'estateMalhena3', 'estateMalhena4'],
    film: 'dry-season',
    copy: {
      en: {
        name: 'Malhena Estate',
        region: 'Dimbula',
        summary: 'A western-slope garden in Dimbula, bought in 1994, whose best teas are made in the cold, dry weeks after New Year.',
        description: [
          'Malhena lies on the western slopes of the central hills, between Talawakele and Agarapatana. The south-west monsoon soaks it from May to August; the teas the family waits for come after, when the January and February winds dry the slopes.',
          'The estate keeps eleven hectares of forest along its stream, replanted with native trees since 2005, and runs a day nursery and a clinic for the families who live on the garden.',
          '**What to look for:** a full, golden cup with a fragrant, slightly floral lift in the first quarter of the year.',
        ],
        tourText: 'Plan a visit to Malhena',
        videoTitle: 'Malhena in the dry season',
      },
      de: {
        name: 'Malhena Estate',
        region: 'Dimbula',
        summary: 'Ein Garten an den Westhängen von Dimbula, 1994 gekauft, dessen beste Tees in den kalten, trockenen Wochen nach Neujahr entstehen.',
        description: [
          'Malhena liegt an den Westhängen des zentralen Berglands, zwischen Talawakele und Agarapatana. Von Mai bis August durchnässt ihn der Südwestmonsun; die Tees, auf die die Familie wartet, kommen danach, wenn die Winde im Januar und Februar die Hänge trocknen.',
          'Die Plantage erhält elf Hektar Wald entlang ihres Baches, seit 2005 mit heimischen Bäumen wieder aufgeforstet, und betreibt eine Kindertagesstätte und eine Klinik für die Familien, die im Garten leben.',
          '**Worauf Sie achten können:** eine volle, goldene Tasse mit duftender, leicht blumiger Note im ersten Quartal des Jahres.',
        ],
        tourText: 'Einen Besuch in Malhena planen',
        videoTitle: 'Malhena in der Trockenzeit',
      },
    },
    seo: { en: { title: 'Malhena Estate, Dimbula', description: 'Malhena: western-slope Dimbula tea, at its best after the January winds.', keywords: 'Malhena, Dimbula tea, Talawakele, tea estate' }, de: { title: 'Malhena Estate, Dimbula', description: 'Malhena: Dimbula-Tee von den Westhängen, am besten nach den Januarwinden.', keywords: 'Malhena, Dimbula-Tee, Talawakele, Teegarten' } },
  },
  {
    slug: 'hethumalee',
    type: 'family',
    latitude: 6.345,
    longitude: 80.56,
    elevation: 600,
    images: ['estateHethumalee1', 'estateHethumalee2', 'estateHethumalee3', 'estateHethumalee4'],
    film: 'monsoon-rain',
    copy: {
      en: {
        name: 'Hethumalee Estate',
        region: 'Ruhuna',
        summary: 'Low-grown tea on the edge of the Sinharaja rainforest, where the leaf grows large and dark in the warm rain.',
        description: [
          'Hethumalee is the family’s southern garden, in the hills around Deniyaya at about six hundred metres. Warm rain almost all year makes the bushes grow fast and the leaf large, which suits the long, twisted leaf grades and the rich, malty cups of Ruhuna.',
          'The estate borders the Sinharaja forest reserve. Its boundary is a band of native trees the family has left unplanted, and its guides walk visitors along the forest edge to the waterfall behind the factory.',
          '**What to look for:** a dark, sweet cup with notes of honey and raisin, good with milk.',
        ],
        tourText: 'Plan a visit to Hethumalee',
        videoTitle: 'Rain and leaf at Hethumalee',
      },
      de: {
        name: 'Hethumalee Estate',
        region: 'Ruhuna',
        summary: 'Tieflandtee am Rand des Sinharaja-Regenwalds, wo das Blatt im warmen Regen groß und dunkel wächst.',
        description: [
          'Hethumalee ist der südliche Garten der Familie, in den Hügeln um Deniyaya auf etwa sechshundert Metern. Warmer Regen fast das ganze Jahr über lässt die Sträucher schnell wachsen und das Blatt groß werden – ideal für die langen, gedrehten Blattgrade und die vollen, malzigen Tassen aus Ruhuna.',
          'Die Plantage grenzt an das Waldschutzgebiet Sinharaja. Ihre Grenze ist ein Streifen heimischer Bäume, den die Familie nie bepflanzt hat, und ihre Führer begleiten Besucher am Waldrand entlang zum Wasserfall hinter der Fabrik.',
          '**Worauf Sie achten können:** eine dunkle, süße Tasse mit Noten von Honig und Rosinen, gut mit Milch.',
        ],
        tourText: 'Einen Besuch in Hethumalee planen',
        videoTitle: 'Regen und Blatt auf Hethumalee',
      },
    },
    seo: { en: { title: 'Hethumalee Estate, Ruhuna', description: 'Hethumalee: low-grown Ruhuna tea beside the Sinharaja rainforest.', keywords: 'Hethumalee, Ruhuna tea, Deniyaya, Sinharaja, tea estate' }, de: { title: 'Hethumalee Estate, Ruhuna', description: 'Hethumalee: Ruhuna-Tee aus dem Tiefland, direkt am Sinharaja-Regenwald.', keywords: 'Hethumalee, Ruhuna-Tee, Deniyaya, Sinharaja, Teegarten' } },
  },
  {
    slug: 'hilmara-gardens',
    type: 'partner',
    latitude: 6.955,
    longitude: 80.81,
    elevation: 1900,
    images: ['estateHilmara1', 'estateHilmara2', 'estateHilmara3', 'estateHilmara4'],
    film: 'misty-morning',
    copy: {
      en: {
        name: 'Hilmara Gardens',
        region: 'Nuwara Eliya',
        summary: 'A partner garden near Nuwara Eliya, among the highest in the island, for our lightest and most delicate teas.',
        description: [
          'Hilmara Gardens is run by the Wijesekera family, who have sold their leaf to us since 2002. At close to nineteen hundred metres, the nights are cold and the bushes grow slowly, giving small leaves and a pale, delicate cup.',
          'We buy Hilmara’s leaf at an agreed price above the auction average, and share the cost of its workers’ housing programme.',
          '**What to look for:** a light, bright, lemon-gold cup, best without milk.',
        ],
        tourText: 'Ask about visiting Hilmara',
        videoTitle: 'A cold morning at Hilmara',
      },
      de: {
        name: 'Hilmara Gardens',
        region: 'Nuwara Eliya',
        summary: 'Ein Partnergarten bei Nuwara Eliya, einer der höchstgelegenen der Insel, für unsere leichtesten und zartesten Tees.',
        description: [
          'Hilmara Gardens wird von der Familie Wijesekera geführt, die uns seit 2002 ihr Blatt verkauft. Auf fast neunzehnhundert Metern sind die Nächte kalt und die Sträucher wachsen langsam; so entstehen kleine Blätter und eine helle, zarte Tasse.',
          'Wir kaufen das Blatt von Hilmara zu einem vereinbarten Preis über dem Auktionsdurchschnitt und tragen einen Teil der Kosten des Wohnungsprogramms für die Beschäftigten.',
          '**Worauf Sie achten können:** eine leichte, helle, zitronengoldene Tasse, am besten ohne Milch.',
        ],
        tourText: 'Nach einem Besuch in Hilmara fragen',
        videoTitle: 'Ein kalter Morgen in Hilmara',
      },
    },
    seo: { en: { title: 'Hilmara Gardens, Nuwara Eliya', description: `Hilmara Gardens, a ${brandName} partner garden of high-grown Nuwara Eliya tea.`, keywords: 'Hilmara, Nuwara Eliya tea, high-grown tea, partner garden' }, de: { title: 'Hilmara Gardens, Nuwara Eliya', description: `Hilmara Gardens, ein Partnergarten von ${brandName} für Hochlandtee aus Nuwara Eliya.`, keywords: 'Hilmara, Nuwara-Eliya-Tee, Hochlandtee, Partnergarten' } },
  },
  {
    slug: 'ambagolla-garden',
    type: 'partner',
    latitude: 7.257,
    longitude: 80.63,
    elevation: 800,
    images: ['estateHantana1', 'estateHantana2', 'estateHantana3', 'estateHantana4'],
    film: 'cooperative',
    copy: {
      en: {
        name: 'Ambagolla Garden',
        region: 'Kandy',
        summary: 'A smallholders’ garden on the Hantana range above Kandy, run as a cooperative of forty families.',
        description: [
          'Ambagolla is not one estate but forty smallholdings on the slopes of the Hantana range, pooled into a cooperative that shares a factory and a buyer. The mid-grown leaf gives a strong, full-bodied cup, the backbone of our breakfast blends.',
          'We have bought from the cooperative since 2011, and fund its tea school, where younger growers learn pruning, composting and tasting.',
          '**What to look for:** a bold, coppery cup that takes milk well.',
        ],
        tourText: 'Ask about visiting Ambagolla',
        videoTitle: 'The Ambagolla cooperative',
      },
      de: {
        name: 'Ambagolla Garden',
        region: 'Kandy',
        summary: 'Ein Garten von Kleinbauern an der Hantana-Kette oberhalb von Kandy, geführt als Genossenschaft von vierzig Familien.',
        description: [
          'Ambagolla ist keine einzelne Plantage, sondern vierzig kleine Höfe an den Hängen der Hantana-Kette, zusammengeschlossen zu einer Genossenschaft mit gemeinsamer Fabrik und gemeinsamem Käufer. Das Blatt aus mittleren Lagen ergibt eine kräftige, vollmundige Tasse – das Rückgrat unserer Frühstücksmischungen.',
          'Wir kaufen seit 2011 bei der Genossenschaft und finanzieren ihre Teeschule, in der jüngere Bauern Rückschnitt, Kompostierung und Verkostung lernen.',
          '**Worauf Sie achten können:** eine kräftige, kupferfarbene Tasse, die Milch gut verträgt.',
        ],
        tourText: 'Nach einem Besuch in Ambagolla fragen',
        videoTitle: 'Die Genossenschaft von Ambagolla',
      },
    },
    seo: { en: { title: 'Ambagolla Garden, Kandy', description: 'Ambagolla Garden: a smallholders’ cooperative of mid-grown Kandy tea on the Hantana range.', keywords: 'Ambagolla, Kandy tea, Hantana, smallholders, partner garden' }, de: { title: 'Ambagolla Garden, Kandy', description: 'Ambagolla Garden: eine Kleinbauerngenossenschaft mit Kandy-Tee aus mittleren Lagen an der Hantana-Kette.', keywords: 'Ambagolla, Kandy-Tee, Hantana, Kleinbauern, Partnergarten' } },
  },
]

function estateData(seed: EstateSeed, index: number, locale: Locale, media: MediaIds, film: FilmMedia, youtube: string | undefined) {
  const copy = t(seed.copy, locale)
  return {
    slug: seed.slug,
    order: index,
    type: seed.type,
    latitude: seed.latitude,
    longitude: seed.longitude,
    elevation: seed.elevation,
    country: 'GLOBAL' as const,
    name: copy.name as string,
    region: copy.region,
    summary: copy.summary,
    description: richText(copy.description ?? seed.copy.en.description),
    cover_image: media[seed.images[0]],
    images: seed.images.map((image) => ({ image: media[image] })),
    video: { video_url: youtube, video_file: film.video_file, captions: film.captions, thumbnail: film.poster, title: copy.videoTitle },
    tour: { url: routes.contact, text: copy.tourText },
    seo: seoData(seed.seo, locale, media, seed.images[0]),
    _status: 'published' as const,
  }
}

export async function seedEstates(payload: Payload, media: MediaIds): Promise<number> {
  const youtube = seedVideoUrls()
  const films = await ensureFilms(payload, estates.map((seed) => seed.film))
  let created = 0
  for (const [index, seed] of estates.entries()) {
    const made = await upsertDocument(payload, {
      collection: 'tea-estates',
      where: { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] },
      data: (locale) => estateData(seed, index, locale, media, films.get(seed.film)!, youtube[index]),
      translated: Boolean(seed.copy.de),
    })
    if (made) created++
  }
  return created
}
