import type { Payload } from 'payload'
import type { Header } from '@/payload-types'
import { routes } from '@/routes'
import { brandName } from '@/site.config'
import { withRowIds } from './build'
import { SEED_CONTEXT } from './context'
import { columnsIn, w, type LinkColumnSeed, type Words } from './nav-words'
import type { Locale } from './types'

type Menu = NonNullable<Header['menus']>[number]
type MenuSeed = { label: Words; section: string; intro: Words; columns: LinkColumnSeed[] }

/**
 * The mega-menu as the spec lays it out (site.md, "Layouts and page furniture"): six sections,
 * each a few columns of links, every label in English and German. Every URL comes from the route
 * table, so a renamed path or a new brand slug reaches the menu without touching this file.
 */
const menus: MenuSeed[] = [
  {
    label: w('Family', 'Familie'),
    section: routes.family.root,
    intro: w(
      `${brandName} is a family company: three generations who grow, pick and pack their own tea in the hills of Ceylon.`,
      `${brandName} ist ein Familienunternehmen: drei Generationen, die ihren Tee in den Bergen Ceylons selbst anbauen, pflücken und verpacken.`,
    ),
    columns: [
      {
        heading: w('Our story', 'Unsere Geschichte'),
        links: [
          [w(`The ${brandName} family`, `Die Familie ${brandName}`), routes.family.root],
          [w(`The ${brandName} story`, `Die Geschichte von ${brandName}`), routes.family.story],
          [w('Founder’s message', 'Botschaft des Gründers'), routes.family.foundersMessage],
          [w('Our timeline', 'Chronik'), routes.family.timeline],
        ],
      },
      {
        heading: w('What we stand for', 'Wofür wir stehen'),
        links: [
          [w('Our values', 'Unsere Werte'), routes.family.values],
          [w('What we do', 'Was wir tun'), routes.family.whatWeDo],
          [w('Our tea gardens', 'Unsere Teegärten'), routes.family.teaGardens()],
          [w('Leisure and hospitality', 'Freizeit und Gastlichkeit'), routes.family.leisureHospitality],
        ],
      },
      {
        heading: w('Trust', 'Vertrauen'),
        links: [
          // The spec's menu treats awards as part of quality and certifications.
          [w('Quality, certifications and awards', 'Qualität, Zertifikate und Auszeichnungen'), routes.family.qualityCertifications],
          [w('Testimonials', 'Stimmen'), routes.family.testimonials],
        ],
      },
    ],
  },
  {
    label: w('Our products', 'Unsere Produkte'),
    section: routes.products.root,
    intro: w(
      'Single-origin Ceylon tea, packed fresh where it grows: find a range, a format or a type to suit your cup.',
      'Ceylon-Tee aus einer Herkunft, frisch verpackt, wo er wächst: Finden Sie die Serie, die Form oder die Sorte für Ihre Tasse.',
    ),
    columns: [
      {
        heading: w('Our teas', 'Unsere Tees'),
        links: [
          [w('Tea ranges', 'Teeserien'), routes.products.ranges],
          [w('Tea formats', 'Teeformen'), routes.products.formats()],
          [w('Tea types', 'Teesorten'), routes.products.types()],
          [w('Tea by flavour', 'Tee nach Geschmack'), routes.products.byFlavour()],
          [w('Tea by mood', 'Tee nach Stimmung'), routes.products.byMood()],
        ],
      },
      {
        heading: w('Gifts and accessories', 'Geschenke und Zubehör'),
        links: [
          [w('Gift of teas', 'Teegeschenke'), routes.products.giftOfTeas()],
          [w('Teawares', 'Teegeschirr'), routes.products.teawares],
          [w('Tea accessories', 'Teezubehör'), routes.products.accessories()],
        ],
      },
      {
        heading: w('Choose and buy', 'Auswählen und kaufen'),
        links: [
          [w('Find your tea', 'Finden Sie Ihren Tee'), routes.products.recommendation],
          [w('Where to buy', 'Wo Sie uns kaufen'), routes.products.whereToBuy],
        ],
      },
    ],
  },
  {
    label: w('All about tea', 'Alles über Tee'),
    section: routes.allAboutTea.root,
    intro: w(
      'From the bush to the cup: how tea is grown and made, how to brew it well and why it is good for you.',
      'Vom Strauch bis in die Tasse: wie Tee wächst und entsteht, wie man ihn gut aufgießt und warum er Ihnen guttut.',
    ),
    columns: [
      {
        heading: w('Learn', 'Lernen'),
        links: [
          [w('School of Tea', 'Teeschule'), routes.allAboutTea.schoolOfTea],
          [w('School of Tea e-learning', 'Teeschule online'), routes.allAboutTea.schoolOfTeaELearning],
          [w('Facts of tea', 'Wissenswertes über Tee'), routes.allAboutTea.factsOfTea],
          [w('Tea and health', 'Tee und Gesundheit'), routes.allAboutTea.teaAndHealth],
        ],
      },
      {
        heading: w('Brew, listen and read', 'Aufgießen, hören und lesen'),
        links: [
          // The spec's menu labels the brewing guide "infographic".
          [w('How to brew a perfect cup of tea', 'Infografik: die perfekte Tasse'), routes.allAboutTea.howToBrew],
          [w(`${brandName} podcasts`, `${brandName} Podcasts`), routes.allAboutTea.podcasts()],
          [w('Tea inspired e-books', 'E-Books rund um Tee'), routes.allAboutTea.eBooks()],
        ],
      },
    ],
  },
  {
    label: w('Our purpose', 'Unser Auftrag'),
    section: routes.purpose.root,
    intro: w(
      'Business as a matter of human service: part of every cup goes back to the people and the land that made it.',
      'Wirtschaften im Dienst der Menschen: Ein Teil jeder Tasse geht an die Menschen und das Land zurück, die sie möglich machen.',
    ),
    columns: [
      {
        heading: w('Our purpose', 'Unser Auftrag'),
        links: [
          [w('Our purpose', 'Unser Auftrag'), routes.purpose.root],
          [w(`The ${brandName} Foundation`, `${brandName}-Stiftung`), routes.purpose.foundation],
          [w(`${brandName} Conservation`, `${brandName} Naturschutz`), routes.purpose.conservation],
          [w('Sustainability', 'Nachhaltigkeit'), routes.purpose.sustainability],
        ],
      },
    ],
  },
  {
    label: w('Tea Inspired', 'Inspiriert von Tee'),
    section: routes.teaInspired.root,
    intro: w(
      'Tea as chefs, mixologists, artists and photographers see it, and the letters and wishes our drinkers send us.',
      'Tee mit den Augen von Köchen, Mixologen, Künstlern und Fotografen, dazu die Briefe und Wünsche unserer Teetrinker.',
    ),
    columns: [
      {
        heading: w('Tea makers', 'Teemacher'),
        links: [
          [w('The teamaker’s philosophy', 'Die Philosophie des Teemachers'), routes.teaInspired.philosophy],
          [w('Chefs and the tea maker', 'Köche und der Teemacher'), routes.teaInspired.chefs],
          [w('Mixologist and the tea maker', 'Mixologe und der Teemacher'), routes.teaInspired.mixologist],
          [w('Real high tea', 'Echter High Tea'), routes.teaInspired.realHighTea],
          [w('Hospitality and food service', 'Hotellerie und Gastronomie'), routes.teaInspired.hospitality],
          [w('The tea lounge', 'Die Tea Lounge'), routes.teaInspired.teaLounge],
        ],
      },
      {
        heading: w('Inspiration', 'Inspiration'),
        links: [
          [w('Years of tea inspiration', 'Jahre der Tee-Inspiration'), routes.teaInspired.yearsOfInspiration],
          [w('Tea in five senses', 'Tee mit fünf Sinnen'), routes.teaInspired.fiveSenses],
          [w('Tea inspiration books', 'Bücher, die inspirieren'), routes.teaInspired.books],
          [w('Commemorative teas', 'Gedenktees'), routes.teaInspired.commemorativeTeas],
          [w('Video wishes', 'Videogrüße'), routes.teaInspired.videoWishes],
          [w(`Letters to Mr ${brandName}`, `Briefe an Herrn ${brandName}`), routes.teaInspired.letters],
        ],
      },
      {
        heading: w('Gallery', 'Galerie'),
        links: [
          [w('Artists', 'Künstler'), routes.teaInspired.artists()],
          [w('Photographers', 'Fotografen'), routes.teaInspired.photographers()],
          [w('Albums', 'Alben'), routes.teaInspired.albums()],
          [w('Tea inspired me', 'Vom Tee inspiriert'), routes.teaInspired.inspiredMe()],
        ],
      },
    ],
  },
  {
    label: w('Media', 'Medien'),
    section: routes.media.root,
    intro: w(
      'News from the estates, the events we host and the stories we tell in pictures, sound and film.',
      'Neues von den Plantagen, unsere Veranstaltungen und die Geschichten, die wir in Bildern, Tönen und Filmen erzählen.',
    ),
    columns: [
      {
        heading: w('Media', 'Medien'),
        links: [
          [w('Media', 'Medien'), routes.media.root],
          [w('News', 'Neuigkeiten'), routes.media.news()],
          [w('Events', 'Veranstaltungen'), routes.media.events()],
          [w('Videos', 'Videos'), routes.media.videos],
          [w('Images', 'Bilder'), routes.media.images()],
        ],
      },
      {
        heading: w('More stories', 'Weitere Geschichten'),
        links: [
          [w(`${brandName} in the press`, `${brandName} in der Presse`), routes.media.inPress()],
          [w(`${brandName} tea blog`, `${brandName} Tee-Blog`), routes.media.teaBlog()],
          [w('Audio', 'Audio'), routes.media.audios],
        ],
      },
    ],
  },
]

/** The menus in one language. */
export function headerMenus(locale: Locale = 'en'): Menu[] {
  return menus.map((menu) => ({
    label: menu.label[locale],
    section: menu.section,
    intro: menu.intro[locale],
    columns: columnsIn(menu.columns, locale),
  }))
}

/**
 * Writes the header global in English, then its German labels onto the same rows (the menus'
 * rows are shared by the languages; only the labels are localized). Running it again leaves the same menu.
 */
export async function seedHeader(payload: Payload): Promise<void> {
  const saved = await payload.updateGlobal({ slug: 'header', locale: 'en', data: { menus: headerMenus('en') }, depth: 0, context: SEED_CONTEXT })
  await payload.updateGlobal({ slug: 'header', locale: 'de', data: withRowIds({ menus: headerMenus('de') }, saved), depth: 0, context: SEED_CONTEXT })
}
