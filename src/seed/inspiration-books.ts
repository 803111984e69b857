import type { Payload, Where } from 'payload'
import { brandName } from '@/site.config'
import type { MediaIds } from './build'
import { ensureFile, pdfDocument, type SeedFile } from './files'
import type { ImageSpec } from './images/render'
import { ensureImages } from './media'
import { upsertDocument } from './upsert-document'

/**
 * The books on the tasting-room shelf: two of the family's own (generated PDFs to download, from
 * their own text) and three public-domain classics, linked where they can be read free. The covers
 * are our own pictures, not the classics' historical covers, and their alt text says so.
 */
export type InspirationBookSeed = {
  slug: string
  title: string
  author: string
  year: number
  description: string
  cover: Pick<ImageSpec, 'palette' | 'scene' | 'alt'>
  /** Either the book's text (we publish it as a PDF) or where it can be read. */
  source: { text: string[] } | { url: string; linkText: string }
  /** The German site's words for it; the title stays as the book was published (in English). */
  de: { author: string; description: string; linkText?: string }
}

export const inspirationBookSeeds: InspirationBookSeed[] = [
  {
    slug: 'dear-mr-dalumara',
    title: `Dear Mr ${brandName}: Letters to the Tea Country`,
    author: `Nethmi ${brandName} (editor)`,
    year: 2024,
    description: `Since 1986 tea drinkers have written to Kirikanda. Nethmi ${brandName} chose thirty of their letters, from a ship’s galley, a night ward, a Grade 5 classroom and a green tea farm in Japan, and set them beside her grandfather’s replies where he kept a copy.`,
    cover: { palette: 'dawn', scene: { kind: 'letter', hand: 'adult' }, alt: `A handwritten letter on cream paper, the cover of “Dear Mr ${brandName}”` },
    source: {
      text: [
        `When my grandfather Upali ${brandName} put a line on our first pack in 1986 inviting people to write to him, he expected complaints about the price. What came instead were letters about fathers and docks, ships and night shifts, classrooms and kitchens.`,
        'He answered every one at the kitchen table of the Kirikanda bungalow, by hand, and kept the letters in biscuit tins. This book is a small selection from those tins.',
        'From Whitby, 1987: "Your tea is the first I have tasted in forty years that reminds me of the tea my father brought home from the docks."',
        'From Deniyaya, 2009: "My mother plucks tea in field number 7. She says your tea is the best because the pluckers are the best."',
        'From Manchester, 2020: "At three in the morning, when the ward is quiet, whoever can be spared puts the kettle on."',
        'The full letters, and new ones as they arrive, are on our website under Tea Inspired.',
      ],
    },
    de: {
      author: `Nethmi ${brandName} (Hrsg.)`,
      description: `Seit 1986 schreiben Teetrinker nach Kirikanda. Nethmi ${brandName} hat dreißig ihrer Briefe ausgewählt, aus einer Schiffskombüse, von einer nächtlichen Krankenstation, aus einer fünften Klasse und von einem Grünteebauern in Japan, und sie neben die Antworten ihres Großvaters gestellt, wo er eine Abschrift behielt. Das Buch ist auf Englisch erschienen.`,
    },
  },
  {
    slug: 'the-bungalow-kitchen',
    title: 'The Bungalow Kitchen: Recipes from Kirikanda',
    author: 'Chandrika Wijesinghe',
    year: 2018,
    description: 'Chandrika has cooked for the guests of the Kirikanda bungalow for thirty years. Her first book holds the dishes they write home about: pol roti at breakfast, a hill-country curry, tea-smoked fish from a Lagos chef’s recipe, and the ginger tea she brews when the mist comes down.',
    cover: { palette: 'golden', scene: { kind: 'stillLife', vessel: 'teapot' }, alt: 'A teapot on a wooden table in warm light, the cover of “The Bungalow Kitchen”' },
    source: {
      text: [
        'Pol roti (makes 8): mix 250 g of flour, 150 g of freshly grated coconut, one finely chopped small onion, one green chilli, chopped, and a good pinch of salt. Add water a little at a time to make a soft dough. Pat into rounds the size of a saucer and cook on a dry, hot pan for about three minutes a side.',
        'Tea-smoked fish (for 4): line a wok with foil and scatter over 3 tablespoons of strong black tea leaf, 3 tablespoons of raw rice and 2 tablespoons of brown sugar. Set a rack above and lay on four fish fillets, salted and oiled. Heat until the mixture smokes, cover tightly and smoke for 15 to 20 minutes. With thanks to Chef Emeka Nwosu of Lagos.',
        'Ginger tea: simmer a thumb of sliced ginger in 500 ml of water for five minutes, take it off the heat, add two teaspoons of black tea and brew for four minutes. Strain and sweeten with a little jaggery.',
        'Serve every meal with a fresh pot of tea: the cook at Kirikanda has never yet found a dish that a cup of tea did not improve.',
      ],
    },
    de: {
      author: 'Chandrika Wijesinghe',
      description: 'Chandrika kocht seit dreißig Jahren für die Gäste des Bungalows von Kirikanda. Ihr erstes Buch versammelt die Gerichte, von denen sie nach Hause schreiben: Pol Roti zum Frühstück, ein Curry aus dem Hochland, über Tee geräucherten Fisch nach dem Rezept eines Kochs aus Lagos und den Ingwertee, den sie aufbrüht, wenn der Nebel herabsinkt. Das Buch ist auf Englisch erschienen.',
    },
  },
  {
    slug: 'the-book-of-tea',
    title: 'The Book of Tea',
    author: 'Kakuzō Okakura',
    year: 1906,
    description: 'A short essay, written in English by a Japanese scholar, about what a bowl of tea can teach: simplicity, hospitality and the beauty of imperfect things. We keep a copy on the tasting-room shelf and read a chapter when the leaf is slow to wither.',
    cover: { palette: 'dusk', scene: { kind: 'pattern' }, alt: 'A pattern of tea leaves in violet and gold: our picture for “The Book of Tea”' },
    source: { url: 'https://www.gutenberg.org/ebooks/769', linkText: 'Read it free at Project Gutenberg' },
    de: {
      author: 'Kakuzō Okakura',
      description: 'Ein kurzer Essay, von einem japanischen Gelehrten auf Englisch geschrieben, über das, was eine Schale Tee lehren kann: Einfachheit, Gastfreundschaft und die Schönheit des Unvollkommenen. Ein Exemplar steht im Regal des Verkostungsraums, und wir lesen ein Kapitel, wenn das Blatt langsam welkt.',
      linkText: 'Kostenlos lesen bei Project Gutenberg (auf Englisch)',
    },
  },
  {
    slug: 'the-little-tea-book',
    title: 'The Little Tea Book',
    author: 'Arthur Gray',
    year: 1903,
    description: 'A pocket-sized gathering of what writers, wits and poets have said about tea, from Confucius to Dr Johnson. Dip into it while the kettle boils; most entries take less time than a cup takes to brew.',
    cover: { palette: 'dawn', scene: { kind: 'stillLife', vessel: 'cup' }, alt: 'A cup of tea on its saucer in morning light: our picture for “The Little Tea Book”' },
    source: { url: 'https://www.gutenberg.org/ebooks/19392', linkText: 'Read it free at Project Gutenberg' },
    de: {
      author: 'Arthur Gray',
      description: 'Eine Sammlung im Taschenformat mit allem, was Schriftsteller, Spötter und Dichter über Tee gesagt haben, von Konfuzius bis Dr. Johnson. Zum Blättern, während das Wasser kocht: Die meisten Einträge sind schneller gelesen, als eine Tasse zieht.',
      linkText: 'Kostenlos lesen bei Project Gutenberg (auf Englisch)',
    },
  },
  {
    slug: 'tea-leaves',
    title: 'Tea Leaves',
    author: 'Francis H. Leggett & Co.',
    year: 1900,
    description: 'A New York grocer’s guide for its customers, from the history of tea to how it was grown and traded at the turn of the last century, with early notes on the teas of Ceylon and India. A window on how far tea had already travelled before our first pack.',
    cover: { palette: 'morning', scene: { kind: 'leaves' }, alt: 'Fresh tea leaves around a tender shoot: our picture for “Tea Leaves”' },
    source: { url: 'https://www.gutenberg.org/ebooks/3452', linkText: 'Read it free at Project Gutenberg' },
    de: {
      author: 'Francis H. Leggett & Co.',
      description: 'Der Ratgeber eines New Yorker Lebensmittelhändlers für seine Kunden, von der Geschichte des Tees bis zu Anbau und Handel um die Jahrhundertwende, mit frühen Notizen zu den Tees aus Ceylon und Indien. Ein Blick darauf, wie weit der Tee schon gereist war, bevor es unsere erste Packung gab.',
      linkText: 'Kostenlos lesen bei Project Gutenberg (auf Englisch)',
    },
  },
]

export const coverSpec = (seed: InspirationBookSeed): ImageSpec => ({ filename: `dalumara-book-${seed.slug}.webp`, width: 600, height: 800, ...seed.cover })

/** The PDF writer knows Latin-1 only: typographic quotes and dashes become their plain forms. */
const plain = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/…/g, '...')

function bookFile(seed: InspirationBookSeed, text: string[]): SeedFile {
  const note = `A demonstration book for the ${brandName} website; ${brandName} and the people in it are fictional.`
  return pdfDocument(`dalumara-book-${seed.slug}.pdf`, plain(seed.title), [...text, note].map(plain), `${seed.title} (PDF)`)
}

export async function seedInspirationBooks(payload: Payload, _media: MediaIds): Promise<number> {
  const covers = await ensureImages(payload, inspirationBookSeeds.map(coverSpec))
  let created = 0
  for (const [index, seed] of inspirationBookSeeds.entries()) {
    const where: Where = { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] }
    // Like the e-books: a book's PDF is uploaded (once, by file name) only for a book still to create.
    if ((await payload.count({ collection: 'inspiration-books', where })).totalDocs > 0) continue
    const source = seed.source
    const fileId = 'text' in source ? await ensureFile(payload, bookFile(seed, source.text)) : undefined
    const made = await upsertDocument(payload, {
      collection: 'inspiration-books',
      where,
      translated: true,
      data: (locale) => ({
        slug: seed.slug,
        order: index,
        title: seed.title,
        author: locale === 'de' ? seed.de.author : seed.author,
        year: seed.year,
        description: locale === 'de' ? seed.de.description : seed.description,
        cover_image: covers.get(coverSpec(seed).filename)!,
        book_file: fileId,
        book_url: 'url' in source ? source.url : undefined,
        link_text: 'url' in source ? (locale === 'de' ? seed.de.linkText : source.linkText) : undefined,
        country: 'GLOBAL' as const,
        _status: 'published' as const,
      }),
    })
    if (made) created++
  }
  return created
}
