import type { Payload, Where } from 'payload'
import { brandName } from '@/site.config'
import { seoData, type MediaIds } from './build'
import { ensureFile } from './files'
import { bookPdf } from './pdf'
import type { ImageKey } from './images/catalogue'
import { richText, ul, type RichTextPart } from './richText'
import type { Localized, SeoSeed } from './content/types'
import { upsertDocument } from './upsert-document'

/** What a German page shows of a book; its text (the PDF) stays English, and the page says so. */
type EBookCopy = { author?: string; summary: string; description: RichTextPart[] }

/**
 * The tea-inspired e-books, in three sections. Each book's PDF is generated (./pdf.ts) from its
 * own text, so the file a visitor opens matches the page that describes it. The books' titles
 * and texts are English; their pages are in German too.
 */
type EBookSeed = {
  slug: string
  section: Localized<string>
  title: string
  author: string
  cover: ImageKey
  summary: string
  description: RichTextPart[]
  /** The book's text, one paragraph per entry (the PDF). */
  text: string[]
  seo: SeoSeed
  de: EBookCopy
}

const RECIPES = { en: 'Recipes and pairings', de: 'Rezepte und Kombinationen' }
const STORIES = { en: 'Stories from the tea country', de: 'Geschichten aus dem Teeland' }
const KNOW_HOW = { en: 'Tea know-how', de: 'Teewissen' }

export const books: EBookSeed[] = [
  {
    slug: 'afternoon-tea-at-home',
    section: RECIPES,
    title: 'Afternoon Tea at Home',
    author: `Shanthi ${brandName}`,
    cover: 'coverAfternoonTea',
    summary: 'How to lay on a proper afternoon tea for four: sandwiches, scones and cake, and the teas that suit each.',
    description: [
      'Afternoon tea is easier than it looks. This short book plans one for four people, from the shopping list to the last cup, with recipes tested in the kitchen of the Kirikanda bungalow.',
      ul('Cucumber, egg and smoked fish sandwiches', 'Plain scones that rise every time', 'A Ceylon cinnamon tea loaf', 'Which tea to pour with each course'),
    ],
    text: [
      'An afternoon tea has three courses, eaten in order: sandwiches, then scones, then cake. Plan on four small sandwiches, two scones and one or two pieces of cake for each guest.',
      'Sandwiches: use thin, day-old white and brown bread, butter it to the edges and cut off the crusts. Fill with cucumber sliced thin and salted for ten minutes; with egg mashed with a little mayonnaise and cress; or with smoked fish and lemon. Cut each round into three fingers.',
      'Scones: rub 75 g of cold butter into 350 g of self-raising flour with a pinch of salt and 3 tablespoons of sugar. Stir in 175 ml of warm milk with a squeeze of lemon, bring together without kneading, pat out 3 cm thick and cut straight down. Bake at 220 C for 10 to 12 minutes.',
      'Tea loaf: soak 300 g of mixed dried fruit overnight in 250 ml of strong cold black tea. Mix in one egg, 100 g of brown sugar, 225 g of self-raising flour and a teaspoon of ground Ceylon cinnamon. Bake at 170 C for about an hour.',
      'The teas: a bright, fragrant high-grown tea such as Nuwara Eliya with the sandwiches; a rounder Dimbula or Uva with milk for the scones; a strong, malty Ruhuna with the fruit loaf.',
      'Brew each pot freshly, one level teaspoon per cup, with water just off the boil, for four minutes.',
    ],
    seo: { en: { title: 'Afternoon Tea at Home (e-book)', description: 'A free e-book: plan an afternoon tea for four, with sandwich, scone and tea loaf recipes and the Ceylon teas to pour with them.', keywords: 'afternoon tea, scone recipe, tea sandwiches, tea loaf, e-book' }, de: { title: 'Afternoon Tea at Home (E-Book)', description: 'Ein kostenloses E-Book: einen Afternoon Tea für vier planen, mit Rezepten für Sandwiches, Scones und Teekuchen und den passenden Ceylon-Tees.', keywords: 'Afternoon Tea, Scones-Rezept, Tee-Sandwiches, Teekuchen, E-Book' } },
    de: {
      summary: 'So gelingt ein richtiger Afternoon Tea für vier: Sandwiches, Scones und Kuchen, und zu jedem Gang der passende Tee.',
      description: [
        'Ein Afternoon Tea ist einfacher, als er aussieht. Dieses kurze Buch plant einen für vier Personen, von der Einkaufsliste bis zur letzten Tasse, mit Rezepten, die in der Küche des Bungalows auf Kirikanda erprobt wurden.',
        ul('Sandwiches mit Gurke, Ei und Räucherfisch', 'Einfache Scones, die jedes Mal aufgehen', 'Ein Teekuchen mit Ceylon-Zimt', 'Welcher Tee zu welchem Gang passt'),
        'Das E-Book selbst ist auf Englisch.',
      ],
    },
  },
  {
    slug: 'iced-teas-and-tea-coolers',
    section: RECIPES,
    title: 'Iced Teas and Tea Coolers',
    author: `Shanthi ${brandName}`,
    cover: 'coverIcedTea',
    summary: 'Cold-brewed, flash-chilled and sparkling: five recipes for iced tea without powders or bought syrups.',
    description: [
      'Good iced tea starts with good tea, not with powder. These five recipes show the two ways to make it, cold-brewed and flash-chilled, and then dress it up for a hot afternoon.',
      ul('Cold-brew Ceylon black tea', 'Flash-chilled green tea with mint', 'Ginger and lime tea cooler', 'Sparkling hibiscus infusion'),
    ],
    text: [
      'Cold brew: put 10 g of loose black or green tea into a litre of cold water and leave it in the fridge for 8 to 12 hours. Strain and keep it cold for up to three days. Cold brewing draws out little bitterness, so the tea tastes smooth and naturally sweet, and it never turns cloudy.',
      'Flash-chilled: brew tea at double strength, two teaspoons per cup for the usual time, and pour it straight over a glass filled with ice. The ice melts to the right strength and keeps the aroma of the hot brew.',
      'Green tea with mint: flash-chill green tea brewed at 80 C for two minutes, over ice and a handful of bruised mint leaves.',
      'Ginger and lime cooler: simmer a thumb of sliced ginger in 250 ml of water for five minutes, mix with 500 ml of cold-brewed black tea, the juice of two limes and a spoon of honey. Serve over ice.',
      'Sparkling hibiscus: infuse two tablespoons of dried hibiscus in 300 ml of boiling water for seven minutes, cool, and top up with the same amount of chilled sparkling water.',
      'Sweeten iced tea while it is still warm, or with a simple syrup: sugar does not dissolve in cold tea.',
    ],
    seo: { en: { title: 'Iced Teas and Tea Coolers (e-book)', description: 'A free e-book of iced tea recipes: cold brew, flash-chilled tea, a ginger and lime cooler and sparkling hibiscus.', keywords: 'iced tea recipe, cold brew tea, tea cooler, hibiscus, e-book' }, de: { title: 'Iced Teas and Tea Coolers (E-Book)', description: 'Ein kostenloses E-Book mit Eistee-Rezepten: Cold Brew, schockgekühlter Tee, eine Erfrischung mit Ingwer und Limette und prickelnder Hibiskus.', keywords: 'Eistee-Rezept, Cold-Brew-Tee, Tee-Erfrischung, Hibiskus, E-Book' } },
    de: {
      summary: 'Kalt angesetzt, schockgekühlt und prickelnd: fünf Rezepte für Eistee ohne Pulver und fertige Sirupe.',
      description: [
        'Guter Eistee beginnt mit gutem Tee, nicht mit Pulver. Diese fünf Rezepte zeigen die beiden Wege zum Eistee, kalt angesetzt und schockgekühlt, und machen daraus etwas Besonderes für einen heißen Nachmittag.',
        ul('Kalt angesetzter schwarzer Ceylon-Tee', 'Schockgekühlter Grüntee mit Minze', 'Tee-Erfrischung mit Ingwer und Limette', 'Prickelnder Hibiskusaufguss'),
        'Das E-Book selbst ist auf Englisch.',
      ],
    },
  },
  {
    slug: 'a-year-on-the-estate',
    section: STORIES,
    title: 'A Year on the Estate',
    author: `Ravindra ${brandName}`,
    cover: 'coverYearOnTheEstate',
    summary: 'Twelve months at Kirikanda, from the January pruning to the quality season of the Uva winds.',
    description: [
      'A tea estate never sleeps, but its work changes with the weather. Season by season, Ravindra follows Kirikanda through a year: pruning and planting, the rains, the flushes, and the few weeks when the Uva winds make its best teas.',
    ],
    text: [
      'January and February: the pruning gangs cut the oldest fields back to bare frames so that they send up fresh growth. In the nursery, cuttings from the best bushes take root in black polythene sleeves.',
      'March to May: the first rains wake the bushes, and the pluckers come round every seven days. The leaf is plentiful and the teas are bright and easy.',
      'June: the south-west monsoon brings rain to the western hills but dry, cold winds to Uva on the eastern side. The bushes slow down, and the leaf grows small and tough.',
      'July to September: the quality season. The dry wind gives Kirikanda its best teas of the year, brisk and bright with a fresh, almost menthol finish. The factory works through the night.',
      'October to December: the north-east monsoon reaches Uva. Rain, mist and fast growth; the factory makes large quantities of good everyday tea, and the estate repairs its drains and terraces before the new year.',
    ],
    seo: { en: { title: 'A Year on the Estate (e-book)', description: 'A free e-book: twelve months on a Ceylon tea estate in Uva, from pruning and monsoon rains to the quality season.', keywords: 'tea estate, Uva, tea seasons, monsoon, quality season, e-book' }, de: { title: 'A Year on the Estate (E-Book)', description: 'Ein kostenloses E-Book: zwölf Monate auf einer Ceylon-Teeplantage in Uva, vom Rückschnitt über den Monsunregen bis zur Qualitätssaison.', keywords: 'Teeplantage, Uva, Teesaison, Monsun, Qualitätssaison, E-Book' } },
    de: {
      summary: 'Zwölf Monate auf Kirikanda, vom Rückschnitt im Januar bis zur Qualitätssaison der Uva-Winde.',
      description: [
        'Eine Teeplantage schläft nie, aber ihre Arbeit ändert sich mit dem Wetter. Jahreszeit für Jahreszeit begleitet Ravindra Kirikanda durch ein Jahr: Rückschnitt und Pflanzung, den Regen, die Pflückungen und die wenigen Wochen, in denen die Winde von Uva die besten Tees hervorbringen.',
        'Das E-Book selbst ist auf Englisch.',
      ],
    },
  },
  {
    slug: 'voices-of-the-hills',
    section: STORIES,
    title: 'Voices of the Hills',
    author: `The ${brandName} Foundation`,
    cover: 'coverVoicesOfTheHills',
    summary: 'Pluckers, factory hands, nurses and teachers from our estates tell the story of their work in their own words.',
    description: [
      'Most books about tea are written by people who buy it. This one was told by the people who grow and make it. The Foundation recorded conversations on our three estates and transcribed them with as little editing as possible; this first collection brings three of them.',
    ],
    text: [
      'This collection was recorded on the Kirikanda, Malhena and Hethumalee estates. Each speaker chose what to talk about; we asked only how they came to the work and what they would change.',
      'A plucker at Kirikanda: "I pluck two leaves and a bud, nothing more. The field officer can tell from the basket who plucks well. I have taught my daughter, but she wants to be a nurse, and I am glad."',
      'A factory hand at Malhena: "In the quality season we roll through the night. You learn the smell of the leaf when it is ready to fire. The machines are old, but we know them."',
      'A teacher at the Hethumalee day school: "The children come in from the lines at seven. Half of them will finish school now. When I started, very few did."',
      'The Foundation uses these stories to decide where its money goes next. If you would like to support its work, please see the Foundation pages on our website.',
    ],
    seo: { en: { title: 'Voices of the Hills (e-book)', description: 'A free e-book of stories from the people who grow and make tea on our estates in Sri Lanka, in their own words.', keywords: 'tea workers, tea estate stories, Sri Lanka, tea pluckers, e-book' }, de: { title: 'Voices of the Hills (E-Book)', description: 'Ein kostenloses E-Book mit Geschichten der Menschen, die auf unseren Plantagen in Sri Lanka Tee anbauen und herstellen, in ihren eigenen Worten.', keywords: 'Teearbeiterinnen, Geschichten von der Teeplantage, Sri Lanka, Teepflückerinnen, E-Book' } },
    de: {
      author: `Die ${brandName}-Stiftung`,
      summary: 'Pflückerinnen, Fabrikarbeiter, Krankenschwestern und Lehrerinnen unserer Plantagen erzählen in ihren eigenen Worten von ihrer Arbeit.',
      description: [
        'Die meisten Bücher über Tee schreiben Menschen, die ihn kaufen. Dieses haben die Menschen erzählt, die ihn anbauen und herstellen. Die Stiftung hat auf unseren drei Plantagen Gespräche aufgezeichnet und so wenig wie möglich bearbeitet abgeschrieben; diese erste Sammlung enthält drei davon.',
        'Das E-Book selbst ist auf Englisch.',
      ],
    },
  },
  {
    slug: 'the-tasters-notebook',
    section: KNOW_HOW,
    title: 'The Taster’s Notebook',
    author: `Shanthi ${brandName}`,
    cover: 'coverTastersNotebook',
    summary: 'How professional tasters cup tea, and the words they use to describe it, in a form you can use at home.',
    description: [
      'Tea tasters have their own method and their own language. This notebook explains both, so you can compare teas side by side the way our tasting room does every morning.',
      ul('Setting up a cupping at home', 'Judging the dry leaf, the wet leaf and the liquor', 'A short glossary of tasting words'),
    ],
    text: [
      'Cupping: weigh 2.8 g of each tea into a tasting cup, pour on freshly boiled water and cover. Brew every cup for exactly the same time, usually six minutes for black tea, then pour the liquor into a bowl and turn the wet leaf out onto the lid.',
      'Look at the dry leaf for its size, twist, colour and tip. Smell the wet leaf: it should smell fresh and bright, never flat or smoky. Look at the liquor for its colour and clarity.',
      'Taste by slurping from a spoon, so the tea sprays across the whole palate. Note the body (thin to full), the briskness (the lively bite on the tongue), the flavour, and the finish.',
      'Some words: bright - a lively, clean liquor. Brisk - a pleasant astringent bite. Coppery - the reddish colour of good black tea. Malty - a full, warm flavour, typical of low-grown teas. Stewed - over-brewed, bitter. Flat - lacking briskness, often from old tea.',
      'Taste two or three teas at a time, always comparing one with another. Write down what you find before you read what anyone else says about them.',
    ],
    seo: { en: { title: 'The Taster’s Notebook (e-book)', description: 'A free e-book on tasting tea like a professional: the cupping method, what to look for, and the vocabulary of tea.', keywords: 'tea tasting, cupping, tea vocabulary, tea taster, e-book' }, de: { title: 'The Taster’s Notebook (E-Book)', description: 'Ein kostenloses E-Book: Tee verkosten wie die Profis – die Methode, worauf es ankommt, und die Sprache des Tees.', keywords: 'Teeverkostung, Cupping, Verkostungsbegriffe, Teeverkoster, E-Book' } },
    de: {
      summary: 'Wie professionelle Verkoster Tee prüfen und mit welchen Worten sie ihn beschreiben – so aufbereitet, dass Sie es zu Hause nutzen können.',
      description: [
        'Teeverkoster haben ihre eigene Methode und ihre eigene Sprache. Dieses Notizbuch erklärt beides, damit Sie Tees nebeneinander vergleichen können, so wie es unser Verkostungsraum jeden Morgen tut.',
        ul('Eine Verkostung zu Hause vorbereiten', 'Trockenes Blatt, nasses Blatt und Aufguss beurteilen', 'Ein kleines Glossar der Verkostungsbegriffe'),
        'Das E-Book selbst ist auf Englisch.',
      ],
    },
  },
  {
    slug: 'ceylons-seven-tea-regions',
    section: KNOW_HOW,
    title: 'Ceylon’s Seven Tea Regions',
    author: `Shanthi ${brandName}`,
    cover: 'coverTeaRegions',
    summary: 'A short guide to where Sri Lanka’s tea grows, from the cool heights of Nuwara Eliya to the warm south, and how each region tastes.',
    description: [
      'Sri Lanka is a small island, yet its teas taste very different from one hill to the next. This guide visits the seven recognised tea regions, describes the character of each, and says where our own estates and partner gardens lie.',
    ],
    text: [
      'Nuwara Eliya: the highest region, at about 1,800 metres and above. Light, delicate, fragrant teas with a pale golden liquor, best without milk.',
      'Uda Pussellawa: high-grown teas between Nuwara Eliya and Uva, with a pinkish liquor and a gentle, mellow flavour.',
      'Uva: the eastern slopes. In the dry winds of July to September it makes brisk, bright teas with a distinctive fresh finish.',
      'Dimbula: the western slopes, at its best in the dry weeks of January to March; full, golden teas with a fragrant lift.',
      'Kandy: mid-grown teas around the old royal capital; strong, coppery and full-bodied, good with milk.',
      'Sabaragamuwa and Ruhuna: low-grown teas from the warm, wet south. Large, dark leaf, giving sweet, malty, deep red-brown cups.',
      'Our estates lie in Uva (Kirikanda), Dimbula (Malhena) and Ruhuna (Hethumalee); our partner gardens in Nuwara Eliya and Kandy.',
    ],
    seo: { en: { title: 'Ceylon’s Seven Tea Regions (e-book)', description: 'A free e-book guide to Sri Lanka’s seven tea regions, from Nuwara Eliya to Ruhuna, and how the tea of each tastes.', keywords: 'Ceylon tea regions, Nuwara Eliya, Uva, Dimbula, Kandy, Ruhuna, e-book' }, de: { title: 'Ceylon’s Seven Tea Regions (E-Book)', description: 'Ein kostenloses E-Book über die sieben Teeregionen Sri Lankas, von Nuwara Eliya bis Ruhuna, und wie der Tee jeder Region schmeckt.', keywords: 'Teeregionen Ceylons, Nuwara Eliya, Uva, Dimbula, Kandy, Ruhuna, E-Book' } },
    de: {
      summary: 'Ein kurzer Führer dazu, wo in Sri Lanka Tee wächst, von den kühlen Höhen Nuwara Eliyas bis in den warmen Süden, und wie jede Region schmeckt.',
      description: [
        'Sri Lanka ist eine kleine Insel, und doch schmecken ihre Tees von Hügel zu Hügel ganz verschieden. Dieser Führer besucht die sieben anerkannten Teeregionen, beschreibt den Charakter jeder einzelnen und sagt, wo unsere eigenen Plantagen und Partnergärten liegen.',
        'Das E-Book selbst ist auf Englisch.',
      ],
    },
  },
]

/** The book as its PDF: a cover, the page's description as the introduction, and a chapter per paragraph of its text. */
function bookFile(seed: EBookSeed) {
  const intro = seed.description.flatMap((part) => (typeof part === 'string' ? [part] : 'items' in part ? part.items.map((item) => `• ${item}`) : [part.heading]))
  return bookPdf(`dalumara-e-book-${seed.slug}.pdf`, { title: seed.title, author: seed.author, summary: seed.summary, intro, chapters: seed.text }, `${seed.title} (PDF)`)
}

export async function seedEBooks(payload: Payload, media: MediaIds): Promise<number> {
  let created = 0
  for (const [index, seed] of books.entries()) {
    const where: Where = { and: [{ slug: { equals: seed.slug } }, { country: { equals: 'GLOBAL' } }] }
    // Like a page's files: the PDF is uploaded (once, by file name) only for a book still to create.
    if ((await payload.count({ collection: 'e-books', where })).totalDocs > 0) continue
    const bookId = await ensureFile(payload, bookFile(seed))
    const made = await upsertDocument(payload, {
      collection: 'e-books',
      where,
      translated: true,
      data: (locale) => {
        const german = locale === 'de'
        return {
          slug: seed.slug,
          order: index,
          section: seed.section[locale] ?? seed.section.en,
          title: seed.title,
          author: german ? (seed.de.author ?? seed.author) : seed.author,
          summary: german ? seed.de.summary : seed.summary,
          description: richText(german ? seed.de.description : seed.description),
          cover_image: media[seed.cover],
          book_file: bookId,
          country: 'GLOBAL' as const,
          seo: seoData(seed.seo, locale, media, seed.cover),
          _status: 'published' as const,
        }
      },
    })
    if (made) created++
  }
  return created
}
