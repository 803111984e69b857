import type { Payload, Where } from 'payload'
import { brand, brandName } from '@/site.config'
import type { MediaIds } from './build'
import type { ImageSpec } from './images/render'
import { ensureFilms, type FilmId } from './films'
import { ensureImages } from './media'
import { upsertDocument } from './upsert-document'
import { seedVideoIds } from './videos'

/**
 * Tea Inspired's commemorative teas and video wishes (every person, club and school invented).
 * Three of the teas are still sold: they name a product of the commemorative range
 * (src/seed/catalogue/ranges.ts, slugs from the product names), and their cards link to its page.
 * Each wish plays its generated film (src/seed/films: the person speaking, with captions), the
 * first ones the YouTube ids of SEED_VIDEO_IDS instead when set, like the media section's videos.
 */
type Picture = Pick<ImageSpec, 'palette' | 'scene' | 'alt'>

export type CommemorativeTeaSeed = {
  slug: string
  year: number
  title: string
  occasion: string
  description: string
  /** The product of the commemorative range it is sold as today, if it still is. */
  product?: string
  picture: Picture
  /** The German site's words; a tea sold today keeps its product's (English) name. */
  de: { title: string; occasion: string; description: string }
}

export type VideoWishSeed = {
  slug: string
  title: string
  person: string
  place: string
  /** The generated film of the wish (its poster is the thumbnail). */
  film: FilmId
  de: { title: string; place: string }
}

const pattern: ImageSpec['scene'] = { kind: 'pattern' }

export const commemorativeTeas: CommemorativeTeaSeed[] = [
  {
    slug: 'wanderers-tour-blend',
    year: 2024,
    title: 'The Wanderers’ Tour Blend',
    occasion: 'The Upcountry Wanderers Cricket Club’s tour of England',
    description:
      'When the Upcountry Wanderers, a club of planters, factory officers and schoolteachers from Haputale, toured the county grounds of England, they took a strong, malty breakfast tea for the dressing room. A thousand numbered tins were packed; the last of them went home with the families who put the players up.',
    picture: { palette: 'morning', scene: { kind: 'landscape', trees: true, horizon: 0.45 }, alt: 'Green tea slopes under a wide morning sky, the picture on the Wanderers’ Tour Blend tin' },
    de: {
      title: 'The Wanderers’ Tour Blend',
      occasion: 'Die England-Tour des Upcountry Wanderers Cricket Club',
      description:
        'Als die Upcountry Wanderers, ein Club aus Pflanzern, Fabrikangestellten und Lehrern aus Haputale, durch die Cricketplätze der englischen Grafschaften tourten, nahmen sie einen kräftigen, malzigen Frühstückstee für die Umkleide mit. Tausend nummerierte Dosen wurden gepackt; die letzten gingen an die Familien, bei denen die Spieler wohnten.',
    },
  },
  {
    slug: 'founders-day-2021',
    year: 2021,
    title: 'Founders’ Day Commemorative',
    occasion: `Thirty-five years of the first ${brandName} pack`,
    description: `In 1986 the family packed its first tea under its own name, in a rented shed beside the Kirikanda factory. Thirty-five years later Ravindra and Shanthi blended this Uva tea to the taste of that first pack, bright and brisk, and it has stayed in the range ever since.`,
    product: 'founders-day-commemorative',
    picture: { palette: 'golden', scene: pattern, alt: 'A pattern of tea leaves in gold and brown, as printed on the Founders’ Day tin' },
    de: {
      title: 'Founders’ Day Commemorative',
      occasion: `Fünfunddreißig Jahre erste ${brandName}-Packung`,
      description: `1986 packte die Familie zum ersten Mal Tee unter eigenem Namen, in einem gemieteten Schuppen neben der Fabrik von Kirikanda. Fünfunddreißig Jahre später mischten Ravindra und Shanthi diesen Uva-Tee nach dem Geschmack jener ersten Packung, hell und lebhaft, und er ist seitdem in der Serie geblieben.`,
    },
  },
  {
    slug: 'kirikanda-forty-years',
    year: 2019,
    title: 'First Estate Commemorative',
    occasion: 'Forty years of Kirikanda',
    description:
      'Kamala and Upali bought Kirikanda in 1979: sixty hectares of overgrown bushes above Haputale. For its fortieth year the estate’s own pluckers chose the fields this tea comes from, and the tin shows the factory as it looked the year the family arrived.',
    product: 'first-estate-commemorative',
    picture: { palette: 'dawn', scene: { kind: 'landscape', factory: true, trees: true }, alt: 'The Kirikanda factory above its tea terraces at dawn, drawn for the First Estate tin' },
    de: {
      title: 'First Estate Commemorative',
      occasion: 'Vierzig Jahre Kirikanda',
      description:
        'Kamala und Upali kauften Kirikanda 1979: sechzig Hektar verwilderter Büsche oberhalb von Haputale. Zum vierzigsten Jahr des Guts wählten seine eigenen Pflückerinnen die Felder aus, von denen dieser Tee stammt, und die Dose zeigt die Fabrik so, wie sie im Jahr der Ankunft der Familie aussah.',
    },
  },
  {
    slug: 'foundation-tenth-year-tin',
    year: 2018,
    title: 'The Foundation Tin',
    occasion: `Ten years of the ${brandName} Foundation`,
    description:
      'A green tea from the high gardens, sold for one season to mark the Foundation’s tenth year. Every tin paid for a month of school meals on the estates, and the whole lot sold out before the monsoon; the Foundation’s reading rooms still keep the empty tins as pencil pots.',
    picture: { palette: 'forest', scene: { kind: 'leaves' }, alt: 'Fresh green tea shoots on a pale background, the picture on the Foundation tin' },
    de: {
      title: 'Die Stiftungsdose',
      occasion: `Zehn Jahre ${brandName}-Stiftung`,
      description:
        'Ein grüner Tee aus den Hochlandgärten, eine Saison lang zum zehnten Jahr der Stiftung verkauft. Jede Dose bezahlte einen Monat Schulessen auf den Gütern, und die ganze Partie war vor dem Monsun ausverkauft; in den Leseräumen der Stiftung dienen die leeren Dosen bis heute als Stiftebecher.',
    },
  },
  {
    slug: 'uva-hills-school-centenary',
    year: 2016,
    title: 'Uva Hills School Centenary Tea',
    occasion: 'One hundred years of the Uva Hills School, Haputale',
    description:
      'The school below Kirikanda opened in 1916 with one classroom and eleven pupils. For its centenary the older pupils designed the label, and the tea, a gentle Uva blend made for children’s teacups with plenty of milk, was poured at the anniversary sports meet.',
    picture: { palette: 'dawn', scene: { kind: 'stillLife', vessel: 'cup' }, alt: 'A cup of milky Uva tea on a wooden table, the picture on the school’s centenary pack' },
    de: {
      title: 'Uva Hills School Centenary Tea',
      occasion: 'Hundert Jahre Uva Hills School, Haputale',
      description:
        'Die Schule unterhalb von Kirikanda öffnete 1916 mit einem Klassenzimmer und elf Kindern. Zum hundertjährigen Bestehen entwarfen die älteren Schülerinnen und Schüler das Etikett, und der Tee, eine milde Uva-Mischung für Kindertassen mit viel Milch, wurde beim Sportfest zum Jubiläum ausgeschenkt.',
    },
  },
  {
    slug: 'golden-anniversary-2012',
    year: 2012,
    title: 'Golden Anniversary Commemorative',
    occasion: `Fifty years of Kamala ${brandName} in tea`,
    description:
      'In 1962 Kamala sat down at a broker’s tasting table in Colombo for the first time. Fifty years later her children blended the tea she liked best, a golden Dimbula with a long, clean finish, and packed it in a tin that carries her handwriting.',
    product: 'golden-anniversary-commemorative',
    picture: { palette: 'dusk', scene: pattern, alt: 'A festive pattern of tea leaves in violet and gold, as on the Golden Anniversary tin' },
    de: {
      title: 'Golden Anniversary Commemorative',
      occasion: `Fünfzig Jahre Kamala ${brandName} im Tee`,
      description:
        '1962 setzte sich Kamala in Colombo zum ersten Mal an den Verkostungstisch eines Teemaklers. Fünfzig Jahre später mischten ihre Kinder den Tee, den sie am liebsten mochte, einen goldenen Dimbula mit langem, klarem Abgang, und füllten ihn in eine Dose mit ihrer Handschrift.',
    },
  },
]

export const videoWishes: VideoWishSeed[] = [
  {
    slug: 'from-the-first-container-hamburg',
    title: 'From the grocer who took the first container',
    person: 'Jonas Albrecht',
    place: 'Hamburg, Germany',
    film: 'wish-hamburg-grocer',
    de: { title: 'Vom Händler, der den ersten Container nahm', place: 'Hamburg, Deutschland' },
  },
  {
    slug: 'one-tea-family-to-another',
    title: 'From one tea family to another',
    person: 'Mei Lin Tan',
    place: 'Penang, Malaysia',
    film: 'wish-penang-tea-family',
    de: { title: 'Von einer Teefamilie zur anderen', place: 'Penang, Malaysia' },
  },
  {
    slug: 'forty-years-on-the-plucking-line',
    title: 'Forty years on the plucking line',
    person: 'Letchumi Ramasamy',
    place: 'Kirikanda estate, Haputale',
    film: 'wish-plucking-line',
    de: { title: 'Vierzig Jahre Teepflücken', place: 'Gut Kirikanda, Haputale' },
  },
  {
    slug: 'thank-you-for-our-library',
    title: 'Thank you for our library',
    person: 'Pupils of the Kirikanda Estate School',
    place: 'Haputale, Sri Lanka',
    film: 'wish-school-library',
    de: { title: 'Danke für unsere Bibliothek', place: 'Haputale, Sri Lanka' },
  },
  {
    slug: 'tea-at-the-end-of-a-night-shift',
    title: 'Tea at the end of a night shift',
    person: 'Aroha Walker',
    place: 'Wellington, New Zealand',
    film: 'wish-night-shift',
    de: { title: 'Tee am Ende einer Nachtschicht', place: 'Wellington, Neuseeland' },
  },
  {
    slug: 'cheers-from-the-dressing-room',
    title: 'Cheers from the dressing room',
    person: 'Dilan Perera',
    place: 'Leeds, England',
    film: 'wish-dressing-room',
    de: { title: 'Grüße aus der Umkleide', place: 'Leeds, England' },
  },
]

const globalKey = (slug: string): Where => ({ and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] })

export const teaImage = (tea: CommemorativeTeaSeed): ImageSpec => ({ filename: `${brand}-commemorative-${tea.slug}.webp`, width: 800, height: 800, ...tea.picture })

/** The GLOBAL products of the given slugs, by slug (seeded by the catalogue before this). */
async function productIds(payload: Payload, slugs: string[]): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ slug: { in: slugs } }, { country: { equals: 'GLOBAL' } }] },
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  return new Map(docs.map((doc) => [doc.slug, doc.id]))
}

export async function seedCommemorativeTeas(payload: Payload): Promise<number> {
  const pictures = await ensureImages(payload, commemorativeTeas.map(teaImage))
  const products = await productIds(payload, commemorativeTeas.flatMap((tea) => tea.product ?? []))
  let created = 0
  for (const tea of commemorativeTeas) {
    const made = await upsertDocument(payload, {
      collection: 'commemorative-teas',
      where: globalKey(tea.slug),
      translated: true,
      data: (locale) => {
        const copy = locale === 'de' ? tea.de : tea
        return {
          slug: tea.slug,
          country: 'GLOBAL' as const,
          title: copy.title,
          year: tea.year,
          occasion: copy.occasion,
          description: copy.description,
          image: pictures.get(teaImage(tea).filename)!,
          product: tea.product ? products.get(tea.product) : undefined,
          seo: {
            meta_title: `${copy.title} (${tea.year})`,
            meta_description: locale === 'de' ? `${copy.occasion}: ein Gedenktee von ${brandName}.` : `${copy.occasion}: a commemorative tea from ${brandName}.`,
            prevent_indexing: false,
          },
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }
  return created
}

export async function seedVideoWishes(payload: Payload): Promise<number> {
  const youtube = seedVideoIds()
  const films = await ensureFilms(payload, videoWishes.map((wish) => wish.film))
  let created = 0
  for (const [i, wish] of videoWishes.entries()) {
    const film = films.get(wish.film)!
    const made = await upsertDocument(payload, {
      collection: 'video-wishes',
      where: globalKey(wish.slug),
      translated: true,
      data: (locale) => ({
        slug: wish.slug,
        country: 'GLOBAL' as const,
        title: locale === 'de' ? wish.de.title : wish.title,
        person: wish.person,
        place: locale === 'de' ? wish.de.place : wish.place,
        order: i,
        youtube_id: youtube[i],
        video_file: film.video_file,
        captions: film.captions,
        thumbnail: film.poster,
        seo: {
          meta_title: locale === 'de' ? wish.de.title : wish.title,
          meta_description: locale === 'de' ? `Ein Videogruß an ${brandName} von ${wish.person}, ${wish.de.place}.` : `A video wish for ${brandName} from ${wish.person}, ${wish.place}.`,
          prevent_indexing: false,
        },
        _status: 'published' as const,
      }),
    })
    if (made) created++
  }
  return created
}

/** Tea Inspired's commemorative teas and video wishes (one entry of src/seed/collections.ts; after the catalogue). */
export async function seedTeaInspiredWishes(payload: Payload, _media: MediaIds): Promise<number> {
  return (await seedCommemorativeTeas(payload)) + (await seedVideoWishes(payload))
}
